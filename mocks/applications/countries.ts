import countries from "i18n-iso-countries";

/** ISO 3166 alpha-2 codes a registration country may take. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
