import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { loadRootData } from "~/root-data.server";
import { detectLocale } from "~/session/locale.server";
import { createTestContext } from "../support/context";
import { args, get, jarWithToken, sandboxToken } from "../support/requests";
import { useSandbox } from "../support/sandbox";

useSandbox();

function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

describe("locale detection and texts", () => {
  test("I18N-01 the locale comes from the token, then the locale cookie, then Accept-Language; '_' becomes '-'", async () => {
    const italian = { "Accept-Language": "it-IT,it;q=0.9" };
    expect(await detectLocale(get("/", undefined, italian), "pt_PT")).toBe("pt-PT");
    expect(await detectLocale(get("/", undefined, { ...italian, Cookie: "p-locale=ImVuX0FVIg%3D%3D" }))).toBe("en-AU");
    expect(await detectLocale(get("/", undefined, italian))).toBe("it-IT");
    expect(await detectLocale(get("/", undefined, { "Accept-Language": "fr-FR" }))).toBe("en-GB");
    expect(await detectLocale(get("/?lng=it-IT"))).toBe("en-GB");
  });

  test("I18N-01 a signed-in user's preferred_locale picks the texts: en-US and en-AU read en-GB", async () => {
    const jar = await jarWithToken(await sandboxToken("max@example.com"));
    const data = await loadRootData(args(get("/home", jar), {}, createTestContext()));
    expect(data.locale).toBe("it-IT");
    expect(data.textLanguage).toBe("it-IT");
    const american = await loadRootData(args(get("/", undefined, { "Accept-Language": "en-US" }), {}, createTestContext()));
    expect(american.locale).toBe("en-US");
    expect(american.textLanguage).toBe("en-GB");
  });

  test("I18N-01 every text exists in en-GB, it-IT and pt-PT with the same keys and placeholders", () => {
    const namespaces = readdirSync("locales/en-GB").filter((file) => file.endsWith(".json"));
    expect(namespaces.length).toBeGreaterThanOrEqual(7);
    for (const file of namespaces) {
      const english = JSON.parse(readFileSync(`locales/en-GB/${file}`, "utf8"));
      for (const language of ["it-IT", "pt-PT"]) {
        const translated = JSON.parse(readFileSync(`locales/${language}/${file}`, "utf8"));
        const plural = (path: string) => path.replace(/_(one|other|many|few|zero|two)$/, "");
        expect(new Set(keyPaths(translated).map(plural)), `${language}/${file}`).toEqual(new Set(keyPaths(english).map(plural)));
      }
    }
  });
});
