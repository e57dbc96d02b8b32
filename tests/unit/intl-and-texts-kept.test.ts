import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";
import { dateTimeText, EMPTY_VALUE, money, rateText } from "~/domain/market/format";
import { EMPTY_VALUE as TOGGLE_EMPTY } from "~/components/toggle";
import { i18nOptions, NAMESPACES } from "~/i18n/config";
import { textsOf } from "~/i18n/react";
import { resources } from "~/i18n/resources.server";
import { ruleForPath } from "~/session/may-open.server";

describe("formatters and texts built once and reused", () => {
  test("I18N-01 VAL-04 a formatter is kept per locale and options and formats as a new one would; an invalid time zone still throws and is not kept", () => {
    const options = { style: "currency", currency: "EUR" } as const;
    expect(numberFormat("it-IT", options)).toBe(numberFormat("it-IT", { ...options }));
    expect(numberFormat("it-IT", options)).not.toBe(numberFormat("pt-PT", options));
    expect(numberFormat("it-IT", options).format(1234.5)).toBe(new Intl.NumberFormat("it-IT", options).format(1234.5));
    const zoned = { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Lisbon" } as const;
    expect(dateTimeFormat("pt-PT", zoned)).toBe(dateTimeFormat("pt-PT", zoned));
    expect(dateTimeFormat("pt-PT", zoned).format(Date.UTC(2027, 2, 28, 0, 30))).toBe(new Intl.DateTimeFormat("pt-PT", zoned).format(Date.UTC(2027, 2, 28, 0, 30)));
    expect(() => dateTimeFormat("en-GB", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-GB", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    // The market's formats through the kept formatters: a currency, and a zone's abbreviation either side of a clock change.
    expect(money(52.05, "GBP", "en-GB")).toBe("£52.05");
    // VAL-04 money to 2 decimals: a computed price of many places shows to the penny.
    expect(money(59.85166, "GBP", "en-GB")).toBe("£59.85");
    expect(money(73.415, "EUR", "it-IT")).toBe(new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" }).format(73.42));
    expect(dateTimeText("2027-03-28T00:30:00Z", "Europe/London", "en-GB")).toBe("28 Mar 2027, 00:30 GMT");
    expect(dateTimeText("2027-03-28T01:30:00Z", "Europe/London", "en-GB")).toBe("28 Mar 2027, 02:30 BST");
    expect(dateTimeText("2027-03-28T01:30:00Z", "Not/AZone", "en-GB")).toBe(dateTimeText("2027-03-28T01:30:00Z", "Not/AZone", "en-GB"));
  });

  test("VAL-02 I18N-01 times are shown on a 24-hour clock in every locale of the platform, en-US and en-AU too; dates keep their locale's order", () => {
    const evening = Date.UTC(2026, 10, 29, 19, 46);
    for (const locale of ["en-GB", "en-US", "en-AU", "it-IT", "pt-PT"]) {
      const dateAndTime = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" }).format(evening);
      expect(dateAndTime, locale).toContain("19:46");
      expect(dateAndTime, locale).not.toMatch(/PM|pm/);
      expect(dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" }).format(evening), locale).toBe("19:46");
    }
    expect(dateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(evening)).toBe("Nov 29, 2026");
    expect(dateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(evening)).toBe("29 Nov 2026");
    // Midnight is 00:00, not 24:00.
    expect(dateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" }).format(Date.UTC(2026, 10, 29))).toBe("00:00");
  });

  test("I18N-01 BID-06 a rate under a heading that names its unit shows two decimals in the locale's digits, a missing one the dash", () => {
    expect(rateText(12.5, "en-GB")).toBe("12.50");
    expect(rateText(1234.567, "en-GB")).toBe("1,234.57");
    expect(rateText(1234.5, "it-IT")).toBe("1234,50");
    expect(rateText(0, "en-GB")).toBe("0.00");
    // One dash for an empty value everywhere: the same as the toggle's and the exchange's.
    expect(rateText(null, "en-GB")).toBe("–");
    expect(EMPTY_VALUE).toBe(TOGGLE_EMPTY);
  });

  test("I18N-01 an instance's texts are one object per instance; a key alone or with plain values and counts answers as i18next does, every time", async () => {
    const i18n = createInstance();
    await i18n.init({ ...i18nOptions, lng: "it-IT", ns: [...NAMESPACES], resources, initImmediate: false });
    const texts = textsOf(i18n);
    expect(textsOf(i18n)).toBe(texts);
    const t = texts.fixedT(["exchange", "common"]);
    expect(texts.fixedT(["exchange", "common"])).toBe(t);
    const direct = i18n.getFixedT("it-IT", ["exchange", "common"]);
    for (const key of ["title", "common:nav.exchange", "no.such.key"]) {
      expect(t(key)).toBe(direct(key));
      expect(t(key)).toBe(direct(key));
    }
    expect(t("units.mw", { value: 2.5 })).toBe(direct("units.mw", { value: 2.5 }));
    expect(t("units.mw", { value: 7 })).toBe(direct("units.mw", { value: 7 }));
    expect(t("units.mw", { value: 7 })).not.toBe(t("units.mw", { value: 2.5 }));
    expect(t("no.such.key", { defaultValue: "fallback" })).toBe("fallback");
    expect(t("no.such.key", { defaultValue: "another" })).toBe("another");
    // Plurals by the language's rules, remembered per count.
    const plural = "pages.list.ballot";
    const bidding = textsOf(i18n).fixedT(["bidding"]);
    const biddingDirect = i18n.getFixedT("it-IT", "bidding");
    for (const count of [1, 2, 1, 0, 2]) expect(bidding(plural, { id: 7, count })).toBe(biddingDirect(plural, { id: 7, count }));
    expect(bidding(plural, { id: 7, count: 1 })).not.toBe(bidding(plural, { id: 7, count: 2 }));
    // Options holding objects go to i18next each time (nested values are read from them).
    const own = createInstance();
    await own.init({ lng: "en-GB", resources: { "en-GB": { translation: { greet: "Hello {{person.name}}" } } }, initImmediate: false });
    const greet = textsOf(own).fixedT(["translation"]);
    const person = { name: "Ada" };
    expect(greet("greet", { person })).toBe("Hello Ada");
    person.name = "Grace";
    expect(greet("greet", { person })).toBe("Hello Grace");
    // Another language on the same instance is another set of texts.
    await i18n.changeLanguage("pt-PT");
    expect(textsOf(i18n)).not.toBe(texts);
    expect(textsOf(i18n).fixedT(["exchange"])("title")).toBe(i18n.getFixedT("pt-PT", "exchange")("title"));
  });

  test("ROUTE-01 ROUTE-03 the access rule of a path is found once and answered the same afterwards, each caller with its own params; an unknown path has none", () => {
    const first = ruleForPath("/manage/flexprovider/applications/45/profile");
    const again = ruleForPath("/manage/flexprovider/applications/45/profile");
    expect(first?.rule.path).toBe(again?.rule.path);
    expect(first?.params).toEqual(again?.params);
    expect(first?.params).not.toBe(again?.params);
    expect(Object.values(first?.params ?? {})).toContain("45");
    first!.params.id = "changed";
    expect(Object.values(ruleForPath("/manage/flexprovider/applications/45/profile")?.params ?? {})).toContain("45");
    expect(ruleForPath("/no/such/page")).toBeNull();
    expect(ruleForPath("/no/such/page")).toBeNull();
  });
});
