import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import {
  assetSelectionItems,
  assetSelectionSchema,
  confirmLabel,
  selectedCount,
  toggleAll,
  toggleAsset,
} from "~/domain/bidding/asset-selection";
import { englishKey, englishText, qualifications } from "./fixtures";

const assets = [
  { id: 1, planned: false, ref: "BAT-1", name: "Battery one" },
  { id: 4, planned: false, ref: "GEN-4", name: "Generator" },
  { id: 3, planned: true, ref: "PV-3", name: null },
  { id: 2, planned: false, ref: "HP-2", name: "HP-2" },
  { id: 9, planned: false },
];
const items = assetSelectionItems({ competitionId: 7, assets, qualifications });

describe("asset selection items", () => {
  test("BID-05 one checkbox per asset; not qualifying ones are unavailable (disabled, struck through)", () => {
    expect(items.map(({ value, label, unavailable }) => [value, label, unavailable])).toEqual([
      ["a1", "Battery one (BAT-1)", false],
      ["a4", "Generator (GEN-4)", true],
      ["p3", "PV-3", false],
      ["a2", "HP-2", false],
      ["a9", "#9", true],
    ]);
    expect(items[0]).toMatchObject({ asset: { flex_asset: 1, planned: false }, qualifiedCapacity: 1.5 });
    expect(items[1].qualifiedCapacity).toBeNull();
  });

  test("BID-05 a qualification for another competition does not make the asset available", () => {
    const other = assetSelectionItems({ competitionId: 7, assets: [{ id: 5, planned: false, ref: "X" }], qualifications });
    expect(other[0].unavailable).toBe(true);
  });
});

describe("toggling", () => {
  test("BID-05 toggle-all selects every available asset, and clears when all are already selected", () => {
    expect(toggleAll(items, [])).toEqual(["a1", "p3", "a2"]);
    expect(toggleAll(items, ["a1"])).toEqual(["a1", "p3", "a2"]);
    expect(toggleAll(items, ["a2", "p3", "a1"])).toEqual([]);
    expect(toggleAll([], [])).toEqual([]);
  });

  test("BID-05 one checkbox flips its asset; an unavailable one cannot be selected; order follows the list", () => {
    expect(toggleAsset(items, ["a2"], "a1")).toEqual(["a1", "a2"]);
    expect(toggleAsset(items, ["a1", "a2"], "a1")).toEqual(["a2"]);
    expect(toggleAsset(items, ["a1"], "a4")).toEqual(["a1"]);
  });

  test("BID-05 the confirm button counts the selected available assets", () => {
    expect(selectedCount(items, ["a1", "a4", "p3", "zz"])).toBe(2);
    expect(englishKey(confirmLabel(1).key, confirmLabel(1).values)).toBe("Confirm 1 asset");
    expect(englishKey(confirmLabel(3).key, confirmLabel(3).values)).toBe("Confirm 3 assets");
  });
});

describe("assetSelectionSchema", () => {
  const parse = (values: string[]) => {
    const form = new FormData();
    for (const value of values) form.append("assets", value);
    return parseWithZod(form, { schema: assetSelectionSchema(items) });
  };

  test("BID-05 confirming needs at least one asset", () => {
    const result = parse([]);
    expect(result.status).toBe("error");
    expect(englishText(result.reply().error!.assets![0])).toBe("Select at least one asset.");
  });

  test("BID-05 an unavailable or unknown asset cannot be confirmed", () => {
    expect(englishText(parse(["a1", "a4"]).reply().error!.assets![0])).toBe("Only qualifying assets can be selected.");
    expect(parse(["nope"]).status).toBe("error");
  });

  test("BID-05 one or several assets give their references in list order", () => {
    const one = parse(["p3"]);
    expect(one.status === "success" && one.value.assets).toEqual([{ flex_asset: 3, planned: true }]);
    const several = parse(["a2", "a1", "a2"]);
    expect(several.status === "success" && several.value.assets).toEqual([
      { flex_asset: 1, planned: false },
      { flex_asset: 2, planned: false },
    ]);
  });
});
