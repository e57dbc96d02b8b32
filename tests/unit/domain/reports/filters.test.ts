import { describe, expect, test } from "vitest";
import { readFilters } from "~/domain/reports/definitions";

const read = (query: string) => readFilters(new URLSearchParams(query));

describe("report filters", () => {
  test("ROUTE-01 analytics/reports: dates as YYYY-MM-DD or DD-MM-YYYY become ISO dates and an unknown competition is dropped", () => {
    expect(read("from=2026-03-01&to=31-03-2026&competition=12")).toEqual({ filters: { from: "2026-03-01", to: "2026-03-31", competition: "12" }, errors: {} });
    expect(read("competition=abc").filters.competition).toBe("");
  });

  test("ROUTE-01 analytics/reports: a malformed or unreal date is reported on its field and kept as typed; an end before the start is reported on the end", () => {
    expect(read("from=2026-03-01&to=2026-02-30")).toEqual({ filters: { from: "2026-03-01", to: "2026-02-30", competition: "" }, errors: { to: "invalidDate" } });
    expect(read("from=yesterday").errors).toEqual({ from: "invalidDate" });
    expect(read("from=2026-03-02&to=2026-03-01").errors).toEqual({ to: "toBeforeFrom" });
    expect(read(`from=${"9".repeat(500)}`).filters.from).toHaveLength(40);
  });
});
