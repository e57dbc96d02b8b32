import { describe, expect, it } from "vitest";
import { endDate } from "~/domain/clearing/end-date";

describe("endDate", () => {
  it.each([
    ["2024-03-05", "09:00", "17:00", false, "2024-03-05", "start before end: same day"],
    ["2024-03-05", "00:00", "23:59", false, "2024-03-05", "the whole day but a minute: same day"],
    ["2024-03-05", "22:00", "02:00", false, "2024-03-06", "across midnight: next day"],
    ["2024-03-05", "10:00", "10:00", false, "2024-03-06", "equal times: next day"],
    ["2024-03-05", "23:59", "00:00", false, "2024-03-06", "ending at midnight: next day"],
    ["2024-12-31", "23:00", "01:00", false, "2025-01-01", "across the new year"],
    ["2024-02-28", "20:00", "04:00", false, "2024-02-29", "into a leap day"],
    ["2023-02-28", "20:00", "04:00", false, "2023-03-01", "no leap day in 2023"],
    ["2024-03-30", "23:00", "03:00", false, "2024-03-31", "into the spring clock change"],
    ["2024-03-05", "09:00", "17:00", true, "2024-03-06", "scheduled dispatch: always the next day"],
    ["2024-03-05", "22:00", "02:00", true, "2024-03-06", "scheduled dispatch across midnight: the next day"],
    ["05-03-2024", "09:00", "17:00", false, "2024-03-05", "a day-first date is read and given back as ISO"],
  ])("CLEAR-05 %s %s–%s (scheduled dispatch %s) ends on %s: %s", (start, startTime, endTime, scheduledDispatch, expected) => {
    expect(endDate(start, startTime, endTime, { scheduledDispatch })).toBe(expected);
  });

  it.each([
    ["2024-02-30", "09:00", "17:00"],
    ["2024-03-05", "9:00", "17:00"],
    ["2024-03-05", "09:00", "24:00"],
    ["", "09:00", "17:00"],
  ])("CLEAR-05 no end date for an invalid start %s or time %s–%s", (start, startTime, endTime) => {
    expect(endDate(start, startTime, endTime)).toBeUndefined();
  });
});
