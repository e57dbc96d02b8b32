import { describe, expect, it } from "vitest";
import { overviewMonths } from "~/domain/settlement/overview-months";

const invoice = (month: string) => ({ month, net: 1 });

describe("settlement overview months", () => {
  it("SETT-01 this month and the last twelve by the calendar, newest first, a month without an invoice kept with none", () => {
    const months = overviewMonths([invoice("2027-03"), invoice("2026-12"), invoice("2026-02"), invoice("2025-12")], Date.parse("2027-03-10T12:00:00Z"));
    expect(months.map((row) => row.month)).toEqual([
      "2027-03", "2027-02", "2027-01", "2026-12", "2026-11", "2026-10", "2026-09", "2026-08", "2026-07", "2026-06", "2026-05", "2026-04", "2026-03",
    ]);
    expect(months.filter((row) => row.invoice).map((row) => row.invoice)).toEqual([invoice("2027-03"), invoice("2026-12")]);
    expect(months.filter((row) => !row.invoice)).toHaveLength(11);
  });

  it("SETT-01 the months are London's: 23:30 UTC on 31 March in summer time is already April", () => {
    expect(overviewMonths([], Date.parse("2027-03-31T23:30:00Z"))[0]).toEqual({ month: "2027-04", invoice: null });
    expect(overviewMonths([], Date.parse("2027-12-31T23:45:00Z"))[0].month).toBe("2027-12");
  });
});
