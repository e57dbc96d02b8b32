import { describe, expect, test } from "vitest";
import { time } from "~/components/dispatch/format";
import { dateText, dateTimeText } from "~/domain/market/format";
import { getFixedT } from "~/i18n/i18n.server";

describe("the notice after creating dispatch instructions", () => {
  test("DISP-03 names the day as the instruction list writes its dates, in the user's locale, not as YYYY-MM-DD", () => {
    for (const locale of ["en-GB", "it-IT", "pt-PT"]) {
      const shown = dateText("2026-12-14", locale);
      expect(shown, locale).not.toContain("2026-12-14");
      // The list's start of an instruction that day begins with the same words.
      expect(dateTimeText("2026-12-14T07:00:00Z", "Europe/London", locale).startsWith(shown), locale).toBe(true);
      const message = getFixedT(locale, "dispatch")("create.doneMessage", { date: shown });
      expect(message, locale).toContain(shown);
    }
    expect(getFixedT("en-GB", "dispatch")("create.doneMessage", { date: dateText("2026-12-14", "en-GB") })).toBe("The flex providers have been told about their instructions for 14 Dec 2026.");
    expect(dateText("2026-12-14", "it-IT")).toBe("14 dic 2026");
  });

  test("DISP-01 the end of an instruction's range is written in 24 hours as its start is, in every locale", () => {
    for (const locale of ["en-GB", "en-US", "it-IT", "pt-PT"]) {
      expect(time("2026-12-14T19:30:00Z", locale, "Europe/London"), locale).toBe("19:30");
      expect(dateTimeText("2026-12-14T19:30:00Z", "Europe/London", locale), locale).toMatch(/, 19:30 /);
    }
    expect(time("2026-07-14T06:05:00Z", "en-US", "Europe/London")).toBe("07:05");
  });
});
