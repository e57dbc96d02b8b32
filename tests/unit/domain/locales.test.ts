import { describe, expect, test } from "vitest";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, normaliseLocale, textLanguage } from "~/domain/locales";
import { DEFAULT_CURRENCY, DEFAULT_TIMEZONE, REGIONS, REGION_CODES, TIMEZONES, ianaZone } from "~/domain/regions";
import { DateTime } from "luxon";

describe("locales and regions", () => {
  test("I18N-01 en-GB is the default; it-IT, en-US, pt-PT and en-AU are supported; '_' becomes '-'", () => {
    expect(DEFAULT_LOCALE).toBe("en-GB");
    expect(SUPPORTED_LOCALES).toEqual(["en-GB", "it-IT", "en-US", "pt-PT", "en-AU"]);
    expect(normaliseLocale("en_GB")).toBe("en-GB");
    expect(normaliseLocale("pt_pt")).toBe("pt-PT");
    expect(normaliseLocale("fr-FR")).toBeUndefined();
  });

  test("I18N-01 en-US and en-AU use the en-GB texts", () => {
    expect(textLanguage("en-US")).toBe("en-GB");
    expect(textLanguage("en-AU")).toBe("en-GB");
    expect(textLanguage("it-IT")).toBe("it-IT");
    expect(textLanguage("xx")).toBe("en-GB");
  });

  test("I18N-02 regions AU, GB, IT, PT, US each with a locale, a time zone and a currency; GB is en-GB in Europe/London", () => {
    expect(REGION_CODES).toEqual(["AU", "GB", "IT", "PT", "US"]);
    expect(REGIONS.GB).toMatchObject({ locale: "en-GB", timezone: "Europe/London", currency: "GBP" });
    for (const code of REGION_CODES) expect(DateTime.now().setZone(ianaZone(REGIONS[code].timezone)).isValid).toBe(true);
    expect(DEFAULT_CURRENCY).toBe("GBP");
    expect(DEFAULT_TIMEZONE).toBe("Europe/London");
  });

  test("I18N-02 the time zone list, with Europe/London shown as UK", () => {
    expect(TIMEZONES.map((zone) => zone.id)).toEqual(["Australia/Sydney", "Europe/Lisbon", "Europe/London", "Europe/Rome", "US/Eastern", "US/Western", "UTC"]);
    expect(TIMEZONES.find((zone) => zone.id === "Europe/London")?.label).toBe("UK");
    for (const zone of TIMEZONES) expect(DateTime.now().setZone(zone.iana).isValid).toBe(true);
  });
});
