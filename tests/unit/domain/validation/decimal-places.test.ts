import { describe, expect, test } from "vitest";
import { checkDecimalPlaces, checkWholeDigits, countDecimalPlaces, isNonNegativeDecimal } from "~/domain/validation/decimal-places";
import { englishMessage } from "~/domain/validation/messages";

describe("checkDecimalPlaces", () => {
  test("VAL-03 more decimals than the limit gives 'Ensure that there are no more than 1 decimal places.' (default limit 1)", () => {
    const message = checkDecimalPlaces("1.25");
    expect(message).toEqual({ key: "decimalPlaces", values: { limit: 1 } });
    expect(englishMessage(message!)).toBe("Ensure that there are no more than 1 decimal places.");
  });

  test("VAL-03 up to the default limit of 1 decimal is fine", () => {
    expect(checkDecimalPlaces("1.2")).toBeNull();
    expect(checkDecimalPlaces("12")).toBeNull();
    expect(checkDecimalPlaces(1.5)).toBeNull();
    expect(checkDecimalPlaces(-3)).toBeNull();
  });

  test("VAL-03 the message carries the given limit", () => {
    expect(checkDecimalPlaces("1.234", 2)).toEqual({ key: "decimalPlaces", values: { limit: 2 } });
    expect(englishMessage(checkDecimalPlaces("1.234", 2)!)).toBe("Ensure that there are no more than 2 decimal places.");
    expect(checkDecimalPlaces("1.23", 2)).toBeNull();
    expect(checkDecimalPlaces("1.123456", 5)).toEqual({ key: "decimalPlaces", values: { limit: 5 } });
    expect(checkDecimalPlaces("1.12345", 5)).toBeNull();
  });

  test("VAL-03 a limit of 0 allows whole numbers only", () => {
    expect(checkDecimalPlaces("7", 0)).toBeNull();
    expect(checkDecimalPlaces("7.5", 0)).toEqual({ key: "decimalPlaces", values: { limit: 0 } });
  });

  test("VAL-03 trailing zeros written in the text count as decimals; a number has none", () => {
    expect(checkDecimalPlaces("1.50")).toEqual({ key: "decimalPlaces", values: { limit: 1 } });
    expect(checkDecimalPlaces(1.5)).toBeNull();
  });

  test("VAL-03 numbers in exponent form count their real decimals", () => {
    expect(checkDecimalPlaces(1e-7, 5)).toEqual({ key: "decimalPlaces", values: { limit: 5 } });
    expect(checkDecimalPlaces(1e21)).toBeNull();
  });

  test("VAL-03 text that is not a number is left to the field's format check", () => {
    expect(checkDecimalPlaces("abc")).toBeNull();
    expect(checkDecimalPlaces("")).toBeNull();
    expect(checkDecimalPlaces(Number.NaN)).toBeNull();
  });
});

describe("countDecimalPlaces", () => {
  test("VAL-03 counts decimals as written, ignoring whitespace and sign", () => {
    expect(countDecimalPlaces("12")).toBe(0);
    expect(countDecimalPlaces(" -0.125 ")).toBe(3);
    expect(countDecimalPlaces(".5")).toBe(1);
    expect(countDecimalPlaces("5.")).toBe(0);
    expect(countDecimalPlaces("1.5e-2")).toBe(3);
    expect(countDecimalPlaces("1.25e3")).toBe(0);
    expect(countDecimalPlaces("1,5")).toBeNull();
    expect(countDecimalPlaces(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("isNonNegativeDecimal", () => {
  test("VAL-03 accepts plain non-negative digits within the limit only", () => {
    expect(isNonNegativeDecimal("0.12", 2)).toBe(true);
    expect(isNonNegativeDecimal("0.123", 2)).toBe(false);
    expect(isNonNegativeDecimal("-1", 2)).toBe(false);
    expect(isNonNegativeDecimal("1e3", 2)).toBe(false);
    expect(isNonNegativeDecimal(0.5, 1)).toBe(true);
    expect(isNonNegativeDecimal(-0.5, 1)).toBe(false);
    expect(isNonNegativeDecimal(null, 1)).toBe(false);
  });
});

describe("checkWholeDigits", () => {
  test("VAL-03 up to 10 digits before the point, leading zeros and sign not counted; more gives the Flex API's message", () => {
    expect(checkWholeDigits("9999999999.99")).toBeNull();
    expect(checkWholeDigits("-0001234567890")).toBeNull();
    expect(checkWholeDigits(1e9)).toBeNull();
    const message = checkWholeDigits("12345678901");
    expect(message).toEqual({ key: "wholeDigits", values: { limit: 10 } });
    expect(englishMessage(message!)).toBe("Ensure that there are no more than 10 digits before the decimal point.");
    expect(checkWholeDigits(1e10)).toEqual(message);
    expect(checkWholeDigits("1e400")).toEqual(message);
    expect(checkWholeDigits(Infinity)).toEqual(message);
  });
});
