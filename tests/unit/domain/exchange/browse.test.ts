import { describe, expect, test } from "vitest";
import { browseFilterProblems, browseFilters } from "~/domain/exchange/browse";

describe("browse filters", () => {
  test("EXCH-01 a filter that cannot be used is kept as typed with why and does not narrow the list; a period ending before it starts is said on its end; a date that does not exist is refused", () => {
    const params = new URLSearchParams({ capacity_min: "abc", period_from: "2027-03-10", period_to: "2027-03-01" });
    // Neither is sent upstream: the list is not narrowed by a filter said to be wrong.
    expect(browseFilters(params)).toMatchObject({ capacity_min: "", period_from: "2027-03-10", period_to: "" });
    expect(browseFilterProblems(params)).toEqual({
      typed: { capacity_min: "abc", period_from: "2027-03-10", period_to: "2027-03-01" },
      problems: { capacity_min: "capacity", period_to: "endBeforeStart" },
    });
    expect(browseFilterProblems(new URLSearchParams({ period_from: "10/03/2027", capacity_min: "2.5" })).problems).toEqual({ period_from: "date" });
    expect(browseFilterProblems(new URLSearchParams({ period_from: "2027-02-31" })).problems).toEqual({ period_from: "date" });
    expect(browseFilters(new URLSearchParams({ period_from: "2027-02-31" })).period_from).toBe("");
    expect(browseFilterProblems(new URLSearchParams()).problems).toEqual({});
  });
});
