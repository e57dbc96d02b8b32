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
