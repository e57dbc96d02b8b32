import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

/** Every text of a locale as "file:key.path" → text, placeholders and markup taken out. */
function texts(language: string): [string, string][] {
  const walk = (value: unknown, path: string): [string, string][] => {
    if (typeof value === "string") return [[path, value.replace(/\{\{[^}]*\}\}/g, " ").replace(/<[^>]*>/g, " ")]];
    if (value && typeof value === "object") return Object.entries(value).flatMap(([key, child]) => walk(child, path.endsWith(":") ? `${path}${key}` : `${path}.${key}`));
    return [];
  };
  return readdirSync(`locales/${language}`)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => walk(JSON.parse(readFileSync(`locales/${language}/${file}`, "utf8")), `${file}:`));
}

/** A whole-word pattern: JavaScript's \b knows no accented letters ("Tensões" would hold "tens"). */
const word = (source: string, flags = "") => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, `u${flags}`);

const offending = (language: string, patterns: RegExp[]) => texts(language).filter(([, text]) => patterns.some((pattern) => pattern.test(text))).map(([path, text]) => `${path} ${text}`);

describe("Italian and Portuguese texts keep one term and one form of address", () => {
  const italian = texts("it-IT");

  test("I18N-01 it-IT names a flexibility asset \"risorsa\" everywhere, never \"asset\" or \"impianto\"", () => {
    expect(offending("it-IT", [word("asset", "i"), word("impiant[oi]", "i")])).toEqual([]);
    const byPath = new Map(italian);
    expect(byPath.get("assets.json:title")).toBe("Risorse");
    expect(byPath.get("assets.json:register.count_one")?.trim()).toBe("risorsa");
    expect(byPath.get("map.json:legend.qualified")).toBe("Qualificata");
  });

  test("I18N-01 it-IT speaks to the user as \"tu\" throughout: no \"voi\" and no formal \"Lei\"", () => {
    const voi = [
      word("[Vv]ostr[oaie]"),
      word("[Vv]oi"),
      word("[Pp]otete|[Pp]otrete|[Aa]vete|[Ss]iete|[Rr]iceverete|offrirete|venite|seguite|pensate|aspettavate|avvisarvi"),
      word("Scegliete|Inserite|Descrivete|Fornite|Presentate|Completate|Usate|Indicate|Manifestate|Contattate|Superate|Caricatelo|Modificatel[ae]"),
      word("\\p{L}+atevi"),
      word("vi comunicherà"),
    ];
    const lei = [word("Lei|Suo|Sua|Suoi|Sue|Le chiediamo|La preghiamo|Si prega")];
    expect(offending("it-IT", [...voi, ...lei])).toEqual([]);
  });

  test("I18N-01 pt-PT keeps \"ativo\" for an asset and the formal \"você\" form", () => {
    expect(offending("pt-PT", [word("assets?|recursos?|instalaç(ão|ões)", "i")])).toEqual([]);
    expect(offending("pt-PT", [word("tu|te|teu|teus|tua|tuas|tens|podes|queres|deves", "i")])).toEqual([]);
  });
});
