import { DateTime } from "luxon";
import { describe, expect, it, test } from "vitest";
import {
  addDemandInterval,
  findOverlaps,
  intervalSpans,
  OVERLAP_TRIM_WARNING_KEY,
  OVERLAP_WARNING_KEY,
  overlapWarning,
  removeOverlaps,
  trimOverlaps,
  UNFORESEEN_OVERLAP,
} from "~/domain/clearing/overlap";
import type { DemandInterval } from "~/domain/clearing/types";
import { dated, scheduled } from "./fixtures";

const day = "2024-03-05";
const existing = dated(day, "10:00", day, "14:00", { window_id: 7 });
const at = (start: string, end: string) => dated(day, start, day, end);

type Trimmed = DemandInterval | "dropped" | "error";

describe("overlap shapes against one existing interval 10:00–14:00", () => {
  it.each<[string, DemandInterval, boolean, Trimmed]>([
    ["disjoint before", at("06:00", "09:00"), false, existing],
    ["disjoint after", at("15:00", "18:00"), false, existing],
    ["touching its start (end exclusive)", at("08:00", "10:00"), false, existing],
    ["touching its end (end exclusive)", at("14:00", "16:00"), false, existing],
    ["the same times on another day", dated("2024-03-06", "10:00", "2024-03-06", "14:00"), false, existing],
    ["the same range", at("10:00", "14:00"), true, "dropped"],
    ["new covers existing", at("09:00", "15:00"), true, "dropped"],
    ["existing strictly covers new", at("11:00", "13:00"), true, "error"],
    ["existing covers new, sharing the start", at("10:00", "12:00"), true, dated(day, "12:00", day, "14:00", { window_id: 7 })],
    ["existing covers new, sharing the end", at("12:00", "14:00"), true, dated(day, "10:00", day, "12:00", { window_id: 7 })],
    ["overlap at the start (new ends inside)", at("08:00", "11:00"), true, dated(day, "11:00", day, "14:00", { window_id: 7 })],
    ["overlap at the end (new starts inside)", at("13:00", "16:00"), true, dated(day, "10:00", day, "13:00", { window_id: 7 })],
    ["new across midnight the evening before", dated("2024-03-04", "22:00", day, "10:30"), true, dated(day, "10:30", day, "14:00", { window_id: 7 })],
  ])("CLEAR-04 %s", (_shape, candidate, overlapping, trimmed) => {
    expect(findOverlaps([existing], candidate)).toEqual(overlapping ? [existing] : []);
    expect(removeOverlaps([existing], candidate)).toEqual(overlapping ? [] : [existing]);
    const result = trimOverlaps([existing], candidate);
    if (trimmed === "error") expect(result).toEqual({ ok: false, error: UNFORESEEN_OVERLAP });
    else expect(result).toEqual({ ok: true, intervals: trimmed === "dropped" ? [] : [trimmed] });
  });
});

describe("overlap shapes across midnight, existing 22:00–04:00", () => {
  const night = dated("2024-03-05", "22:00", "2024-03-06", "04:00");

  it.each<[string, DemandInterval, Trimmed]>([
    ["new starts after midnight inside it", dated("2024-03-06", "02:00", "2024-03-06", "06:00"), dated("2024-03-05", "22:00", "2024-03-06", "02:00")],
    ["new ends before midnight inside it", dated("2024-03-05", "20:00", "2024-03-05", "23:00"), dated("2024-03-05", "23:00", "2024-03-06", "04:00")],
    ["new covers the night", dated("2024-03-05", "21:00", "2024-03-06", "05:00"), "dropped"],
    ["new strictly inside, around midnight", dated("2024-03-05", "23:30", "2024-03-06", "00:30"), "error"],
  ])("CLEAR-04 CLEAR-05 %s", (_shape, candidate, trimmed) => {
    expect(findOverlaps([night], candidate)).toEqual([night]);
    const result = trimOverlaps([night], candidate);
    if (trimmed === "error") expect(result).toEqual({ ok: false, error: UNFORESEEN_OVERLAP });
    else expect(result).toEqual({ ok: true, intervals: trimmed === "dropped" ? [] : [trimmed] });
  });

  test("CLEAR-04 an interval touching the end of the night the next morning does not overlap it", () => {
    expect(findOverlaps([night], dated("2024-03-06", "04:00", "2024-03-06", "08:00"))).toEqual([]);
  });
});

describe("several existing intervals", () => {
  const intervals = [at("08:00", "10:00"), at("10:00", "12:00"), at("12:00", "14:00"), at("15:00", "17:00")];
  const candidate = at("09:00", "13:00");

  test("CLEAR-04 removing drops every one the new interval overlaps and keeps the rest", () => {
    expect(findOverlaps(intervals, candidate)).toEqual(intervals.slice(0, 3));
    expect(removeOverlaps(intervals, candidate)).toEqual([at("15:00", "17:00")]);
  });

  test("CLEAR-04 trimming shortens the ends, drops the covered one and keeps the disjoint one", () => {
    expect(trimOverlaps(intervals, candidate)).toEqual({
      ok: true,
      intervals: [at("08:00", "09:00"), at("13:00", "14:00"), at("15:00", "17:00")],
    });
  });

  test("CLEAR-04 one unforeseen shape among them fails the whole trim", () => {
    expect(trimOverlaps([...intervals, at("16:00", "20:00")], at("17:00", "18:00"))).toEqual({ ok: false, error: UNFORESEEN_OVERLAP });
  });

  test("CLEAR-04 adding keeps the new interval and orders them by start", () => {
    expect(addDemandInterval(intervals, candidate)).toEqual({ ok: true, intervals: [candidate, at("15:00", "17:00")] });
    expect(addDemandInterval(intervals, candidate, { trim: true })).toEqual({
      ok: true,
      intervals: [at("08:00", "09:00"), candidate, at("13:00", "14:00"), at("15:00", "17:00")],
    });
    expect(addDemandInterval([existing], at("11:00", "13:00"), { trim: true })).toEqual({ ok: false, error: UNFORESEEN_OVERLAP });
  });
});

describe("scheduled dispatch intervals", () => {
  // 4 March 2024 is a Monday.
  const weekdays = scheduled({ start: "2024-03-04", end: "2024-03-11" }, "09:00", "17:00", [0, 1, 2, 3, 4]);

  test("CLEAR-04 CLEAR-05 a scheduled interval applies on its service days only", () => {
    expect(intervalSpans(weekdays)).toHaveLength(5);
    expect(findOverlaps([weekdays], dated("2024-03-09", "10:00", "2024-03-09", "12:00"))).toEqual([]);
    expect(findOverlaps([weekdays], dated("2024-03-05", "16:00", "2024-03-05", "18:00"))).toEqual([weekdays]);
    expect(findOverlaps([weekdays], dated("2024-03-11", "10:00", "2024-03-11", "12:00"))).toEqual([]);
  });

  test("CLEAR-04 trimming cannot cut one day out of a scheduled interval", () => {
    const candidate = dated("2024-03-05", "08:00", "2024-03-05", "18:00");
    expect(removeOverlaps([weekdays], candidate)).toEqual([]);
    expect(trimOverlaps([weekdays], candidate)).toEqual({ ok: false, error: UNFORESEEN_OVERLAP });
  });

  test("CLEAR-04 a scheduled interval every day of which is covered is dropped when trimming", () => {
    const oneDay = scheduled({ start: "2024-03-05", end: "2024-03-06" }, "22:00", "02:00");
    expect(trimOverlaps([oneDay], dated("2024-03-05", "21:00", "2024-03-06", "03:00"))).toEqual({ ok: true, intervals: [] });
  });

  test("CLEAR-04 a new scheduled interval trims both ends of a dated one it overlaps on two days", () => {
    const overnight = dated("2024-03-04", "08:00", "2024-03-05", "07:00");
    const mornings = scheduled({ start: "2024-03-04", end: "2024-03-06" }, "06:00", "09:00");
    expect(trimOverlaps([overnight], mornings)).toEqual({ ok: true, intervals: [dated("2024-03-04", "09:00", "2024-03-05", "06:00")] });
  });
});

describe("instants", () => {
  test("CLEAR-04 dates and times are read in Europe/London (BST in summer)", () => {
    const [span] = intervalSpans(dated("2024-07-01", "10:00", "2024-07-01", "12:00"));
    expect(DateTime.fromMillis(span.start, { zone: "UTC" }).toISO()).toBe("2024-07-01T09:00:00.000Z");
    expect(DateTime.fromMillis(span.end, { zone: "UTC" }).toISO()).toBe("2024-07-01T11:00:00.000Z");
  });

  test("CLEAR-04 an interval across the autumn clock change lasts the hour longer", () => {
    const [span] = intervalSpans(dated("2024-10-26", "22:00", "2024-10-27", "04:00"));
    expect((span.end - span.start) / 3_600_000).toBe(7);
  });
});

describe("overlapWarning", () => {
  test("CLEAR-04 no warning when nothing overlaps", () => {
    expect(overlapWarning([existing], at("14:00", "15:00"))).toBeNull();
  });

  test("CLEAR-04 a warning naming the overlapping intervals, worded for removal or trimming", () => {
    const other = at("15:00", "16:00");
    expect(overlapWarning([existing, other], at("13:00", "15:30"))).toEqual({ message: OVERLAP_WARNING_KEY, overlapping: [existing, other] });
    expect(overlapWarning([existing], at("13:00", "15:30"), { trim: true })).toEqual({ message: OVERLAP_TRIM_WARNING_KEY, overlapping: [existing] });
  });
});
