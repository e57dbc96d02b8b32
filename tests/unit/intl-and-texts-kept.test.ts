import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";
import { dateTimeText, money } from "~/domain/market/format";
import { i18nOptions, NAMESPACES } from "~/i18n/config";
import { textsOf } from "~/i18n/react";
import { resources } from "~/i18n/resources.server";

describe("formatters and texts built once and reused", () => {
  test("I18N-01 a formatter is kept per locale and options and formats as a new one would; an invalid time zone still throws and is not kept", () => {
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
    expect(dateTimeText("2027-03-28T00:30:00Z", "Europe/London", "en-GB")).toBe("28 Mar 2027, 00:30 GMT");
    expect(dateTimeText("2027-03-28T01:30:00Z", "Europe/London", "en-GB")).toBe("28 Mar 2027, 02:30 BST");
    expect(dateTimeText("2027-03-28T01:30:00Z", "Not/AZone", "en-GB")).toBe(dateTimeText("2027-03-28T01:30:00Z", "Not/AZone", "en-GB"));
  });

  test("I18N-01 an instance's texts are one object per instance; a key alone is remembered, and calls with values or counts still go to i18next", async () => {
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
    // Another language on the same instance is another set of texts.
    await i18n.changeLanguage("pt-PT");
    expect(textsOf(i18n)).not.toBe(texts);
    expect(textsOf(i18n).fixedT(["exchange"])("title")).toBe(i18n.getFixedT("pt-PT", "exchange")("title"));
  });
});
