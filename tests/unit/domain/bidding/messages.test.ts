import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FILE_STATUSES, fileStages, stageStateLabel } from "~/domain/bidding/file-status";
import { biddingMessage, decodeBiddingMessage, encodeBiddingMessage } from "~/domain/bidding/messages";

const root = join(__dirname, "../../../..");
const source = join(root, "app/domain/bidding");
const locale = (name: string) => JSON.parse(readFileSync(join(root, "locales", name, "bidding.json"), "utf8")) as Record<string, unknown>;

const has = (tree: Record<string, unknown>, key: string) => {
  const path = key.replace(/^bidding:/, "").split(".");
  const last = path.pop()!;
  const node = path.reduce<unknown>((at, part) => (at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined), tree);
  if (!node || typeof node !== "object") return false;
  const parent = node as Record<string, unknown>;
  return typeof parent[last] === "string" || (typeof parent[`${last}_one`] === "string" && typeof parent[`${last}_other`] === "string");
};

/** Every rule key the code names literally, plus those it builds from lists. */
function keysInUse(): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(source)) {
    const text = readFileSync(join(source, file), "utf8");
    for (const match of text.matchAll(/(?:encodeBiddingMessage|biddingMessage)\(\s*"([^"]+)"/g)) keys.add(`bidding:rules.${match[1]}`);
  }
  for (const status of Object.keys(FILE_STATUSES)) keys.add(`bidding:rules.fileStatus.${status}`);
  for (const transfer of ["upload", "download"] as const) {
    for (const stage of fileStages(transfer, { record: null, newScanner: false })) keys.add(stage.label.key);
  }
  for (const state of ["pending", "active", "completed"] as const) keys.add(stageStateLabel(state).key);
  return [...keys];
}

describe("bidding messages", () => {
  test("BID-04 an encoded rule message decodes to its i18next key and values", () => {
    expect(encodeBiddingMessage("capacityPositive")).toBe("bidding:rules.capacityPositive");
    const encoded = encodeBiddingMessage("capacityAboveLimit", { limit: "3.5 MW" });
    expect(decodeBiddingMessage(encoded)).toEqual({ key: "bidding:rules.capacityAboveLimit", values: { limit: "3.5 MW" } });
    expect(decodeBiddingMessage(encodeBiddingMessage("assetSelection.required"))).toEqual({ key: "bidding:rules.assetSelection.required" });
    expect(biddingMessage("entry.confirm")).toEqual({ key: "bidding:rules.entry.confirm" });
  });

  test("BID-04 other texts are not taken for rule messages", () => {
    for (const text of ["This field is required", "validation:required", "bidding:rules.", "bidding:rules.x|{bad", "bidding:rules.x|[1]", 'bidding:rules.x|{"a":{}}']) {
      expect(decodeBiddingMessage(text), text).toBeNull();
    }
  });

  test("BID-04 BID-05 BID-10 FILE-01 FILE-02 every rule text the code uses exists in en-GB, it-IT and pt-PT", () => {
    const keys = keysInUse();
    expect(keys.length).toBeGreaterThan(30);
    for (const name of ["en-GB", "it-IT", "pt-PT"]) {
      const tree = locale(name);
      for (const key of keys) expect(has(tree, key), `${name}: ${key}`).toBe(true);
    }
  });
});
