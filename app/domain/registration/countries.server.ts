import countries from "i18n-iso-countries";
import { createRequire } from "node:module";

// The names ship as JSON files, which the server build leaves to Node: required, not imported.
const require = createRequire(import.meta.url);
for (const language of ["en", "it", "pt"]) countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));

/** 001 §3: the countries offered first, in this order. */
export const FREQUENT_COUNTRIES = ["GB", "IT", "US"] as const;
export const DEFAULT_COUNTRY = "GB";

export type Country = { code: string; name: string };
export type CountryGroups = { frequent: Country[]; others: Country[] };

const languageOf = (locale: string) => {
  const language = locale.split("-")[0].toLowerCase();
  return ["en", "it", "pt"].includes(language) ? language : "en";
};

/** Every ISO 3166-1 country with its name in the user's language: the frequent ones first, then the rest by name. */
export function countryGroups(locale: string): CountryGroups {
  const language = languageOf(locale);
  const names = countries.getNames(language, { select: "official" });
  const collator = new Intl.Collator(locale);
  const frequent = FREQUENT_COUNTRIES.map((code) => ({ code, name: names[code] ?? code }));
  const others = Object.entries(names)
    .filter(([code]) => !(FREQUENT_COUNTRIES as readonly string[]).includes(code))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { frequent, others };
}

/** The region of the browser's first language (`it-IT` → IT) when it is a known country, else GB. */
export function defaultCountry(acceptLanguage: string | null | undefined): string {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim() ?? "";
  const region = first.split(/[-_]/)[1]?.toUpperCase();
  return region && /^[A-Z]{2}$/.test(region) && countries.isValid(region) ? region : DEFAULT_COUNTRY;
}
