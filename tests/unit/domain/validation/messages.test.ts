import i18next from "i18next";
import { describe, expect, test } from "vitest";
import enGB from "../../../../locales/en-GB/validation.json";
import itIT from "../../../../locales/it-IT/validation.json";
import ptPT from "../../../../locales/pt-PT/validation.json";
import { ENGLISH_TEXTS, VALIDATION_NAMESPACE, decodeMessage, encodeMessage, englishMessage } from "~/domain/validation/messages";

const locales: Record<string, Record<string, string>> = { "en-GB": enGB, "it-IT": itIT, "pt-PT": ptPT };

describe("englishMessage", () => {
  test("VAL-03 renders the decimal places message with its limit", () => {
    expect(englishMessage({ key: "decimalPlaces", values: { limit: 2 } })).toBe(
      "Ensure that there are no more than 2 decimal places.",
    );
  });

  test("VAL-05 renders 'This field may not be blank.' and 'This field is required'", () => {
    expect(englishMessage({ key: "blank" })).toBe("This field may not be blank.");
    expect(englishMessage({ key: "required" })).toBe("This field is required");
  });

  test("VAL-01 VAL-02 VAL-04 renders the format messages", () => {
    expect(englishMessage({ key: "duration" })).toContain("D HH:MM:SS");
    expect(englishMessage({ key: "time" })).toBe("Enter a time as HH:MM (24 hours).");
    expect(englishMessage({ key: "date" })).toBe("Enter a real date as YYYY-MM-DD or DD-MM-YYYY.");
    expect(englishMessage({ key: "percentage" })).toBe("Enter a percentage between 0 and 100.");
  });

  test("VAL-03 an unknown key renders as the key and a missing value keeps its placeholder", () => {
    expect(englishMessage({ key: "noSuchKey" })).toBe("noSuchKey");
    expect(englishMessage({ key: "decimalPlaces" })).toBe("Ensure that there are no more than {{limit}} decimal places.");
  });
});

describe("encodeMessage and decodeMessage", () => {
  test("VAL-03 a descriptor with values travels as validation:<key>|<JSON>", () => {
    const text = encodeMessage({ key: "decimalPlaces", values: { limit: 2 } });
    expect(text).toBe('validation:decimalPlaces|{"limit":2}');
    expect(decodeMessage(text)).toEqual({ key: "decimalPlaces", values: { limit: 2 } });
  });

  test("VAL-05 a descriptor without values travels as validation:<key>", () => {
    expect(encodeMessage({ key: "blank" })).toBe("validation:blank");
    expect(encodeMessage({ key: "blank", values: {} })).toBe("validation:blank");
    expect(decodeMessage("validation:blank")).toEqual({ key: "blank" });
  });

  test("VAL-03 string values with a bar survive the round trip", () => {
    const descriptor = { key: "custom", values: { unit: "MW|MVAr", limit: 5 } };
    expect(decodeMessage(encodeMessage(descriptor))).toEqual(descriptor);
  });

  test("VAL-05 plain upstream text is not a descriptor and gives null", () => {
    for (const text of [
      "This field may not be blank.",
      "Ensure that there are no more than 2 decimal places.",
      "",
      "validation:",
      "Validation:blank",
      "validation:has space",
      "validation:decimalPlaces|not json",
      'validation:decimalPlaces|[2]',
      'validation:decimalPlaces|{"limit":{"nested":1}}',
    ]) {
      expect(decodeMessage(text), text).toBeNull();
    }
  });
});

describe("locale files", () => {
  test("VAL-03 VAL-05 the three locales have the same keys, matching the English texts in code", () => {
    const englishKeys = Object.keys(ENGLISH_TEXTS).sort();
    for (const [locale, texts] of Object.entries(locales)) {
      expect(Object.keys(texts).sort(), locale).toEqual(englishKeys);
    }
  });

  test("VAL-03 VAL-05 en-GB holds the specification's texts exactly", () => {
    expect(enGB).toEqual(ENGLISH_TEXTS);
    expect(enGB.blank).toBe("This field may not be blank.");
    expect(enGB.required).toBe("This field is required");
    expect(enGB.decimalPlaces).toBe("Ensure that there are no more than {{limit}} decimal places.");
  });

  test("VAL-03 every locale keeps {{limit}} in the decimal places, whole digits, length and short password messages, {{input}} in the choice message, {{id}} in the unknown id message and no other placeholders", () => {
    const placeholders: Record<string, string[]> = { decimalPlaces: ["{{limit}}"], wholeDigits: ["{{limit}}"], choice: ["{{input}}"], maxLength: ["{{limit}}"], unknownId: ["{{id}}"], passwordTooShort: ["{{limit}}"] };
    for (const [locale, texts] of Object.entries(locales)) {
      for (const [key, text] of Object.entries(texts)) expect(text.match(/\{\{\s*\w+\s*\}\}/g) ?? [], `${locale} ${key}`).toEqual(placeholders[key] ?? []);
    }
  });

  test("VAL-05 Italian and Portuguese texts are translations, not copies of English", () => {
    for (const locale of ["it-IT", "pt-PT"]) {
      for (const [key, text] of Object.entries(locales[locale])) {
        expect(text, `${locale} ${key}`).not.toBe(enGB[key as keyof typeof enGB]);
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
    }
  });

  test("VAL-03 i18next renders a decoded descriptor in each locale", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "en-GB",
      ns: [VALIDATION_NAMESPACE],
      defaultNS: VALIDATION_NAMESPACE,
      resources: Object.fromEntries(Object.entries(locales).map(([lng, texts]) => [lng, { validation: texts }])),
      interpolation: { escapeValue: false },
    });
    const descriptor = decodeMessage('validation:decimalPlaces|{"limit":2}')!;
    const render = (lng: string) => i18n.t(descriptor.key, { ...descriptor.values, lng, ns: VALIDATION_NAMESPACE });
    expect(render("en-GB")).toBe("Ensure that there are no more than 2 decimal places.");
    expect(render("it-IT")).toBe("Assicurati che non ci siano più di 2 cifre decimali.");
    expect(render("pt-PT")).toBe("Certifique-se de que não existem mais de 2 casas decimais.");
  });
});
