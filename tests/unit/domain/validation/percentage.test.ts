import { describe, expect, test } from "vitest";
import { isPercentage } from "~/domain/validation/percentage";

describe("isPercentage", () => {
  test("VAL-04 percentage accepts 0 to 100 inclusive", () => {
    for (const value of [0, 100, 50, 12.5, "0", "100", "100.0", "99.99", " 42 "]) {
      expect(isPercentage(value), String(value)).toBe(true);
    }
  });

  test("VAL-04 percentage rejects 100.1, negatives and text that is not a plain number", () => {
    for (const value of [100.1, "100.1", 101, -0.1, "-1", "1e2", "50%", "", "   ", Number.NaN, null]) {
      expect(isPercentage(value), String(value)).toBe(false);
    }
  });
});
