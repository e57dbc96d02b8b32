import { describe, expect, it } from "vitest";
import { fromUtc, isLocalDateTime, toUtc } from "~/domain/competition-form";

describe("competition dates read in Europe/London and sent as UTC", () => {
  it("OPS-02 a winter date (GMT) keeps its clock time in UTC", () => {
    expect(toUtc("2026-12-01T09:00", "Europe/London")).toBe("2026-12-01T09:00:00.000Z");
  });

  it("OPS-02 a summer date (BST) is an hour earlier in UTC", () => {
    expect(toUtc("2026-07-01T09:00", "Europe/London")).toBe("2026-07-01T08:00:00.000Z");
  });

  it("OPS-02 the competition time zone is the default and the offset follows the clock change", () => {
    expect(toUtc("2026-03-28T12:00")).toBe("2026-03-28T12:00:00.000Z");
    expect(toUtc("2026-03-29T12:00")).toBe("2026-03-29T11:00:00.000Z");
    expect(toUtc("2026-10-25T12:00")).toBe("2026-10-25T12:00:00.000Z");
  });

  it("OPS-02 a time skipped by the spring clock change moves forward", () => {
    expect(toUtc("2026-03-29T01:30")).toBe("2026-03-29T01:30:00.000Z");
  });

  it("OPS-02 a date typed with a space or with seconds is read the same", () => {
    expect(toUtc("2026-12-01 09:00")).toBe("2026-12-01T09:00:00.000Z");
    expect(toUtc("2026-12-01T09:00:30")).toBe("2026-12-01T09:00:30.000Z");
  });

  it("OPS-02 VAL-02 a date typed day first (DD-MM-YYYY) is converted, as every date is", () => {
    expect(toUtc("01-12-2026 09:00")).toBe("2026-12-01T09:00:00.000Z");
    expect(toUtc("01-07-2026T09:00")).toBe("2026-07-01T08:00:00.000Z");
    expect(isLocalDateTime("31-12-2026 17:30")).toBe(true);
  });

  it.each(["2026-02-30T09:00", "2026-12-01T25:00", "30-02-2026 09:00", "1-12-2026 09:00", "tomorrow", "2026-12-01", "", "  "])(
    "OPS-02 %j is not a real date and time, so it has no UTC value",
    (text) => {
      expect(toUtc(text)).toBeUndefined();
      expect(isLocalDateTime(text)).toBe(false);
    },
  );

  it("OPS-02 nothing typed has no UTC value", () => {
    expect(toUtc(undefined)).toBeUndefined();
    expect(toUtc(null)).toBeUndefined();
  });

  it("OPS-02 a UTC instant is shown back as London wall-clock time", () => {
    expect(fromUtc("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T09:00");
    expect(fromUtc("2026-12-01T09:00:00Z")).toBe("2026-12-01T09:00");
    expect(fromUtc("not a date")).toBeUndefined();
  });
});
