import { describe, expect, test } from "vitest";
import { SUPPORTED_LOCALES } from "~/domain/locales";
import { dateText, dateTimeText } from "~/domain/market/format";

describe("dates and instants read in one order", () => {
  test("I18N-01 for an en-US reader a date reads day, month, year, as the instants beside it do", () => {
    expect(dateText("2026-12-25", "en-US")).toBe("25 Dec 2026");
    expect(dateTimeText("2026-09-20T14:00:00Z", "US/Eastern", "en-US")).toBe("20 Sep 2026, 10:00 EDT");
  });

  test("I18N-01 in every locale a date is written as the date of an instant on that day is", () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const day of ["2026-01-05", "2026-09-20", "2027-12-31"]) {
        const instant = dateTimeText(`${day}T12:00:00Z`, "UTC", locale);
        expect(dateText(day, locale), `${locale} ${day}`).toBe(instant.slice(0, instant.indexOf(",")));
      }
    }
  });

  test("I18N-01 the month is named in the reader's language, never written in digits", () => {
    expect(dateText("2026-12-25", "pt-PT")).toBe("25 dez. 2026");
    expect(dateText("2026-12-25", "it-IT")).toBe("25 dic 2026");
    expect(dateText("2026-12-25", "en-GB")).toBe("25 Dec 2026");
  });

  test("a missing or unreadable date is shown as a dash", () => {
    expect(dateText(null, "en-US")).toBe("–");
    expect(dateText("2026-02-30", "en-US")).toBe("–");
  });
});
