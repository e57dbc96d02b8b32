import { describe, expect, test } from "vitest";
import { dateTime, day } from "~/components/dispatch/format";
import { getFixedT } from "~/i18n/i18n.server";

describe("the notice after creating dispatch instructions", () => {
  test("DISP-03 names the day as the instruction list writes its dates, in the user's locale, not as YYYY-MM-DD", () => {
    for (const locale of ["en-GB", "it-IT", "pt-PT"]) {
      const shown = day("2026-12-14", locale);
      expect(shown, locale).not.toContain("2026-12-14");
      // The list's start of an instruction that day begins with the same words.
      expect(dateTime("2026-12-14T07:00:00Z", locale, "Europe/London").startsWith(shown), locale).toBe(true);
      const message = getFixedT(locale, "dispatch")("create.doneMessage", { date: shown });
      expect(message, locale).toContain(shown);
    }
    expect(getFixedT("en-GB", "dispatch")("create.doneMessage", { date: day("2026-12-14", "en-GB") })).toBe("The flex providers have been told about their instructions for 14 Dec 2026.");
    expect(day("2026-12-14", "it-IT")).toBe("14 dic 2026");
  });
});
