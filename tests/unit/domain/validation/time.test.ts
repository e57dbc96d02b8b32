import { describe, expect, test } from "vitest";
import { isTime } from "~/domain/validation/time";

describe("isTime", () => {
  test("VAL-02 accepts HH:MM on the 24-hour clock from 00:00 to 23:59", () => {
    for (const text of ["00:00", "09:30", "12:00", "19:59", "23:59"]) {
      expect(isTime(text), text).toBe(true);
    }
  });

  test("VAL-02 rejects 24:00, minutes over 59 and times without two digits each", () => {
    for (const text of ["24:00", "23:60", "9:30", "09:3", "0930", "09:30:00", "09.30", "9:30 PM", "", "-1:00"]) {
      expect(isTime(text), text).toBe(false);
    }
  });

  test("VAL-02 ignores surrounding whitespace and rejects non-strings", () => {
    expect(isTime(" 07:45 ")).toBe(true);
    expect(isTime("   ")).toBe(false);
    expect(isTime(930)).toBe(false);
    expect(isTime(null)).toBe(false);
  });
});
