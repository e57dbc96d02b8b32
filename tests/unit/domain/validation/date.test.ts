import { describe, expect, test } from "vitest";
import { isDate, normaliseDate, toInstant } from "~/domain/validation/date";

describe("normaliseDate", () => {
  test("VAL-02 keeps a real YYYY-MM-DD date as it is", () => {
    expect(normaliseDate("2026-03-15")).toBe("2026-03-15");
    expect(normaliseDate("2026-12-31")).toBe("2026-12-31");
  });

  test("VAL-02 converts DD-MM-YYYY to YYYY-MM-DD", () => {
    expect(normaliseDate("15-03-2026")).toBe("2026-03-15");
    expect(normaliseDate("01-01-2027")).toBe("2027-01-01");
  });

  test("VAL-02 leaves invalid dates out: 31-02-2026 and 2026-02-30 give undefined", () => {
    expect(normaliseDate("31-02-2026")).toBeUndefined();
    expect(normaliseDate("2026-02-30")).toBeUndefined();
    expect(normaliseDate("2026-13-01")).toBeUndefined();
    expect(normaliseDate("00-01-2026")).toBeUndefined();
    expect(normaliseDate("31-04-2026")).toBeUndefined();
  });

  test("VAL-02 accepts the leap day 29-02-2028 but not 29-02-2026", () => {
    expect(normaliseDate("29-02-2028")).toBe("2028-02-29");
    expect(normaliseDate("2028-02-29")).toBe("2028-02-29");
    expect(normaliseDate("29-02-2026")).toBeUndefined();
    expect(normaliseDate("2026-02-29")).toBeUndefined();
  });

  test("VAL-02 leaves out other shapes and ignores surrounding whitespace", () => {
    for (const text of ["2026/03/15", "15/03/2026", "2026-3-15", "5-03-2026", "15-03-26", "20260315", "", "tomorrow"]) {
      expect(normaliseDate(text), text).toBeUndefined();
    }
    expect(normaliseDate(" 15-03-2026 ")).toBe("2026-03-15");
  });

  test("VAL-02 isDate agrees with normaliseDate", () => {
    expect(isDate("29-02-2028")).toBe(true);
    expect(isDate("29-02-2026")).toBe(false);
    expect(isDate(20260315)).toBe(false);
  });
});

describe("toInstant", () => {
  test("VAL-02 forms a UTC ISO instant from a date and HH:MM time read in Europe/London by default", () => {
    expect(toInstant("2026-01-15", "09:30")).toBe("2026-01-15T09:30:00.000Z");
    // British Summer Time is UTC+1.
    expect(toInstant("2026-07-01", "09:30")).toBe("2026-07-01T08:30:00.000Z");
  });

  test("VAL-02 converts a DD-MM-YYYY date and reads the time in the given zone", () => {
    expect(toInstant("01-07-2026", "00:15", "Europe/Rome")).toBe("2026-06-30T22:15:00.000Z");
    expect(toInstant("2026-01-15", "23:59", "Europe/Lisbon")).toBe("2026-01-15T23:59:00.000Z");
  });

  test("VAL-02 gives undefined unless both a valid date and a valid HH:MM time are present", () => {
    expect(toInstant("2026-01-15", undefined)).toBeUndefined();
    expect(toInstant(undefined, "09:30")).toBeUndefined();
    expect(toInstant("", "")).toBeUndefined();
    expect(toInstant(null, null)).toBeUndefined();
    expect(toInstant("2026-02-30", "09:30")).toBeUndefined();
    expect(toInstant("2026-01-15", "24:00")).toBeUndefined();
    expect(toInstant("2026-01-15", "9:30")).toBeUndefined();
  });

  test("VAL-02 gives undefined for a zone that does not exist", () => {
    expect(toInstant("2026-01-15", "09:30", "Mars/Olympus")).toBeUndefined();
  });

  test("VAL-02 moves a local time skipped by the spring clock change forward, as luxon does", () => {
    // 01:30 does not exist in London on 29 March 2026; luxon reads it as 02:30 BST.
    expect(toInstant("2026-03-29", "01:30")).toBe("2026-03-29T01:30:00.000Z");
  });
});
