/** Regions, locales and time zones of the platform specification (000 §3, §9). */
export const REGION_CODES = ["AU", "GB", "IT", "PT", "US"] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const DEFAULT_REGION: RegionCode = "GB";
export const DEFAULT_CURRENCY = "GBP";
export const DEFAULT_TIMEZONE = "Europe/London";

export type Region = { code: RegionCode; locale: string; timezone: string; currency: string };

export const REGIONS: Record<RegionCode, Region> = {
  AU: { code: "AU", locale: "en-AU", timezone: "Australia/Sydney", currency: "AUD" },
  GB: { code: "GB", locale: "en-GB", timezone: "Europe/London", currency: "GBP" },
  IT: { code: "IT", locale: "it-IT", timezone: "Europe/Rome", currency: "EUR" },
  PT: { code: "PT", locale: "pt-PT", timezone: "Europe/Lisbon", currency: "EUR" },
  US: { code: "US", locale: "en-US", timezone: "US/Eastern", currency: "USD" },
};

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === "string" && (REGION_CODES as readonly string[]).includes(value);
}

/**
 * The time zones users can pick. `US/Western` is the specification's name; it is not an
 * IANA zone, so date arithmetic uses the IANA zone beside it.
 */
export const TIMEZONES = [
  { id: "Australia/Sydney", label: "Australia/Sydney", iana: "Australia/Sydney" },
  { id: "Europe/Lisbon", label: "Europe/Lisbon", iana: "Europe/Lisbon" },
  { id: "Europe/London", label: "UK", iana: "Europe/London" },
  { id: "Europe/Rome", label: "Europe/Rome", iana: "Europe/Rome" },
  { id: "US/Eastern", label: "US/Eastern", iana: "America/New_York" },
  { id: "US/Western", label: "US/Western", iana: "America/Los_Angeles" },
  { id: "UTC", label: "UTC", iana: "UTC" },
] as const;

export const isTimezone = (value: unknown): value is string => TIMEZONES.some((zone) => zone.id === value);

export function ianaZone(timezone: string): string {
  return TIMEZONES.find((zone) => zone.id === timezone)?.iana ?? timezone;
}
