import { describe, expect, test } from "vitest";
import { isCurrency } from "~/domain/validation/currency";

describe("isCurrency", () => {
  test("VAL-04 currency accepts digits with up to 2 decimals: 12, 12.5, 12.50, 0, 0.01", () => {
    for (const text of ["12", "12.5", "12.50", "0", "0.01", "1000000.99", " 12.50 "]) {
      expect(isCurrency(text), text).toBe(true);
    }
  });

  test("VAL-04 currency rejects more than 2 decimals, negatives, exponents and empty text", () => {
    for (const text of ["12.505", "-1", "1e3", "", "   ", "12.", ".5", "+12", "12,50", "£12", "abc"]) {
      expect(isCurrency(text), text).toBe(false);
    }
  });

  test("VAL-04 currency accepts numbers with up to 2 decimals only", () => {
    expect(isCurrency(12.5)).toBe(true);
    expect(isCurrency(12.505)).toBe(false);
    expect(isCurrency(-1)).toBe(false);
    expect(isCurrency(Number.NaN)).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
