import countries from "i18n-iso-countries";
import { createRequire } from "node:module";

// The names ship as JSON inside the package, which an ES module of the server build cannot import directly.
const require = createRequire(import.meta.url);
for (const language of ["en", "it", "pt"]) countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));

/** Chosen most often, listed first (001 §3 "Frequently chosen"). */
export const FREQUENT_COUNTRIES = ["GB", "IT", "US"];

export type CountryOption = { code: string; name: string; frequent: boolean };

/** Every country by ISO code, named in the user's language; the frequent ones first, then the rest by name. */
export function countryOptions(locale: string): CountryOption[] {
  const language = locale.slice(0, 2);
  const names = countries.getNames(["en", "it", "pt"].includes(language) ? language : "en", { select: "official" });
  const collator = new Intl.Collator(locale);
  const frequent = FREQUENT_COUNTRIES.map((code) => ({ code, name: names[code] ?? code, frequent: true }));
  const rest = Object.entries(names)
    .filter(([code]) => !FREQUENT_COUNTRIES.includes(code))
    .map(([code, name]) => ({ code, name, frequent: false }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...frequent, ...rest];
}
