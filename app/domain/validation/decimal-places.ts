import type { MessageDescriptor } from "./messages";

// Exponent forms are accepted because String(number) produces them (String(1e-7) === "1e-7").
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/;

/**
 * Decimal places as written: "1.50" has 2, like the upstream's decimal fields count them.
 * Null when the value is not a decimal number.
 */
export function countDecimalPlaces(value: string | number): number | null {
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  if (typeof value !== "number" && typeof value !== "string") return null;
  const match = DECIMAL_PATTERN.exec(String(value).trim());
  if (!match) return null;
  const fraction = match[1] ?? match[2] ?? "";
  const exponent = match[3] === undefined ? 0 : Number(match[3]);
  return Math.max(0, fraction.length - exponent);
}

/**
 * Null when `value` has at most `limit` decimal places. A value that is not a number is
 * not judged here: the format check of the field reports it.
 */
export function checkDecimalPlaces(value: string | number, limit = 1): MessageDescriptor | null {
  const places = countDecimalPlaces(value);
  if (places === null || places <= limit) return null;
  return { key: "decimalPlaces", values: { limit } };
}

/** A non-negative number, or its plain digits text (no sign, no exponent), with at most `limit` decimals. */
export function isNonNegativeDecimal(value: unknown, limit: number): boolean {
  if (typeof value === "number") {
    const places = countDecimalPlaces(value);
    return value >= 0 && places !== null && places <= limit;
  }
  if (typeof value !== "string") return false;
  const text = value.trim();
  return /^\d+(?:\.\d+)?$/.test(text) && (countDecimalPlaces(text) ?? Infinity) <= limit;
}

/**
 * Digits before the decimal point the Flex API's decimal fields hold (12 digits in all, 2 after
 * the point). A longer number would not be kept exactly, and past about 309 digits it is not a
 * finite number at all, so it is refused here rather than sent.
 */
export const MAX_WHOLE_DIGITS = 10;

/** Null when `value` has at most `limit` digits before the decimal point (leading zeros not counted). */
export function checkWholeDigits(value: string | number, limit = MAX_WHOLE_DIGITS): MessageDescriptor | null {
  const number = Number(value);
  if (typeof value === "number" || /e/i.test(String(value))) {
    if (Number.isNaN(number)) return null;
    return Math.abs(number) < 10 ** limit ? null : { key: "wholeDigits", values: { limit } };
  }
  const whole = String(value).trim().replace(/^[+-]/, "").split(".")[0].replace(/^0+/, "");
  return whole.length <= limit ? null : { key: "wholeDigits", values: { limit } };
}
