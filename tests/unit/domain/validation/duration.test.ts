import { describe, expect, test } from "vitest";
import { formatDuration, isDuration, parseDuration } from "~/domain/validation/duration";

describe("parseDuration", () => {
  test("VAL-01 reads HH:MM:SS as total seconds", () => {
    expect(parseDuration("00:00:00")).toBe(0);
    expect(parseDuration("01:30:00")).toBe(5_400);
    expect(parseDuration("23:59:59")).toBe(86_399);
  });

  test("VAL-01 reads D HH:MM:SS with any non-negative number of days", () => {
    expect(parseDuration("1 02:03:04")).toBe(93_784);
    expect(parseDuration("0 01:00:00")).toBe(3_600);
    expect(parseDuration("365 00:00:00")).toBe(365 * 86_400);
  });

  test("VAL-01 ignores whitespace around the duration", () => {
    expect(parseDuration("  1 02:03:04 ")).toBe(93_784);
  });

  test("VAL-01 rejects hours over 23 and minutes or seconds over 59", () => {
    expect(parseDuration("24:00:00")).toBeNull();
    expect(parseDuration("00:60:00")).toBeNull();
    expect(parseDuration("00:00:60")).toBeNull();
    expect(parseDuration("1 24:00:00")).toBeNull();
  });

  test("VAL-01 rejects other shapes: single digits, negative days, missing seconds, empty text", () => {
    for (const text of ["1:00:00", "-1 01:00:00", "01:00", "1.5 01:00:00", "1 01:00:00:00", "", "   ", "abc"]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });
});

describe("isDuration", () => {
  test("VAL-01 is true only for durations in HH:MM:SS or D HH:MM:SS", () => {
    expect(isDuration("2 00:00:00")).toBe(true);
    expect(isDuration("12:34:56")).toBe(true);
    expect(isDuration("12:34")).toBe(false);
    expect(isDuration(3600)).toBe(false);
    expect(isDuration(undefined)).toBe(false);
  });
});

describe("formatDuration", () => {
  test("VAL-01 shows max runtime as D HH:MM:SS", () => {
    expect(formatDuration(93_784)).toBe("1 02:03:04");
    expect(formatDuration(3_600)).toBe("0 01:00:00");
    expect(formatDuration(0)).toBe("0 00:00:00");
    expect(formatDuration(86_399)).toBe("0 23:59:59");
    expect(formatDuration(86_400)).toBe("1 00:00:00");
    expect(formatDuration(10 * 86_400 + 5)).toBe("10 00:00:05");
  });

  test("VAL-01 drops fractions of a second and refuses negative or non-finite seconds", () => {
    expect(formatDuration(59.9)).toBe("0 00:00:59");
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
    expect(() => formatDuration(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test("VAL-01 formatting and parsing round-trip", () => {
    for (const seconds of [0, 1, 59, 3_600, 93_784, 999 * 86_400 + 86_399]) {
      expect(parseDuration(formatDuration(seconds))).toBe(seconds);
    }
  });
});
