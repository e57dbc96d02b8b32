/** Locales of the platform specification (000 §3, §9): texts exist for en-GB, it-IT and pt-PT. */
export const DEFAULT_LOCALE = "en-GB";

export type Locale = {
  code: string;
  /** The folder under `locales/` whose texts this locale uses. */
  file: string;
  regionName: string;
  helpBeaconId?: string;
};

export const LOCALES: Locale[] = [
  { code: "en-GB", file: "en-GB", regionName: "United Kingdom" },
  { code: "it-IT", file: "it-IT", regionName: "Italia" },
  { code: "en-US", file: "en-GB", regionName: "United States" },
  { code: "pt-PT", file: "pt-PT", regionName: "Portugal" },
  { code: "en-AU", file: "en-GB", regionName: "Australia" },
];

export const SUPPORTED_LOCALES = LOCALES.map((locale) => locale.code);
export const TEXT_LANGUAGES = ["en-GB", "it-IT", "pt-PT"] as const;

/** `en_GB` and `en-gb` both become `en-GB`; anything unsupported gives undefined. */
export function normaliseLocale(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const [language, region] = value.trim().replace(/_/g, "-").split("-");
  if (!language) return undefined;
  const candidate = region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
  return SUPPORTED_LOCALES.find((code) => code === candidate);
}

/** The texts a locale is shown in: en-US and en-AU use the en-GB texts. */
export function textLanguage(locale: string): string {
  return LOCALES.find((entry) => entry.code === locale)?.file ?? DEFAULT_LOCALE;
}
