import { describe, expect, test } from "vitest";
import { servicePeriodSpan, unavailableDuring } from "~/domain/assets/unavailable-during";

const period = (flex_asset: number, from: string, to: string, planned = false) => ({ flex_asset, planned, unavailable_from: from, unavailable_to: to });

describe("unavailability during a service period", () => {
  test("MGMT-02 BID-05 any overlap with the service period disables the asset; touching ends do not", () => {
    const periods = [
      period(1, "2031-01-10T00:00:00Z", "2031-01-17T00:00:00Z"),
      period(2, "2030-12-01T00:00:00Z", "2031-01-01T00:00:00Z"),
      period(3, "2031-03-31T23:00:00Z", "2031-04-02T00:00:00Z", true),
    ];
    expect([...unavailableDuring(periods, "2031-01-01", "2031-04-01")].sort()).toEqual(["a1", "p3"]);
    expect(unavailableDuring(periods, null, "2031-04-01").size).toBe(0);
  });

  test("MGMT-02 the whole service period runs from the first start to the last end", () => {
    expect(servicePeriodSpan([{ start: "2031-04-01", end: "2031-07-01" }, { start: "2031-01-01", end: "2031-04-01" }])).toEqual({ start: "2031-01-01", end: "2031-07-01" });
    expect(servicePeriodSpan([])).toEqual({ start: null, end: null });
  });
});
