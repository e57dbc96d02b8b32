import { describe, expect, it } from "vitest";
import { windowSchedule } from "~mocks/clearing/calendar";
import { clear } from "~mocks/clearing/engine";
import { dispatchFraction } from "~mocks/clearing/price";
import type { ClearedDecision } from "~mocks/clearing/types";
import type { Bid } from "~mocks/store/market-types";
import { bid, competitionWith, datedInterval, serviceWindow } from "./fixtures";

const NOW = "2025-01-05T12:00:00.000Z";

// Weekdays 17:00–19:00 over Monday 6 to Sunday 12 January: 5 days × 2 hours available, 5 hours of
// dispatch expected, so the utilisation price counts half.
const peak = serviceWindow({ id: 1, start_time: "17:00", end_time: "19:00", dispatch_estimate: 5 });

/** Effective prices: b1 10 + 100/2 = 60, b2 20 + 40/2 = 40, b3 5 + 200/2 = 105, b4 30 + 20/2 = 40 (created after b2). */
function peakBids(overrides: Partial<Record<number, Partial<Bid>>> = {}): Bid[] {
  return [
    bid({ id: 1, service_window: 1, capacity: 5, availability_price: 10, utilisation_price: 100, ...overrides[1] }),
    bid({ id: 2, service_window: 1, capacity: 4, availability_price: 20, utilisation_price: 40, ...overrides[2] }),
    bid({ id: 3, service_window: 1, capacity: 3, availability_price: 5, utilisation_price: 200, ...overrides[3] }),
    bid({ id: 4, service_window: 1, capacity: 6, availability_price: 30, utilisation_price: 20, ...overrides[4] }),
  ];
}

const byBid = (decisions: ClearedDecision[]) =>
  Object.fromEntries(decisions.map((decision) => [decision.bid_id, [decision.reason, decision.accepted_capacity, decision.clearing_price]]));

describe("clearing worked examples", () => {
  it("CLEAR-06 pay as bid: merit order with the earlier bid first on a tie, each accepted bid paid its own effective price", () => {
    const result = clear({
      competition: competitionWith([peak]),
      bids: peakBids({ 1: { divisible: true } }),
      demandIntervals: [datedInterval({ required_capacity: 12, max_utilisation_rate: 150 })],
      now: NOW,
    });
    expect(result.decisions.map((decision) => decision.bid_id)).toEqual([2, 4, 1, 3]);
    expect(byBid(result.decisions)).toEqual({
      2: ["accepted", 4, 40],
      4: ["accepted", 6, 40],
      1: ["accepted_partially", 2, 60],
      3: ["above_max_utilisation_rate", 0, null],
    });
    expect(result.decisions[0]).toMatchObject({ start: "2025-01-07T17:00:00.000Z", end: "2025-01-07T18:00:00.000Z", approved: true, competition: 1, created: NOW });
    expect(result.intervals).toEqual([
      expect.objectContaining({ interval: 0, required_capacity: 12, accepted_capacity: 12, marginal_price: 60, window_ids: [1] }),
    ]);
  });

  it("CLEAR-06 pay as clear: every accepted bid is paid the marginal accepted bid's effective price", () => {
    const result = clear({
      competition: competitionWith([peak], { pricing_method: "pay_as_clear" }),
      bids: peakBids({ 1: { divisible: true } }),
      demandIntervals: [datedInterval({ required_capacity: 12 })],
      now: NOW,
    });
    expect(byBid(result.decisions)).toEqual({
      2: ["accepted", 4, 60],
      4: ["accepted", 6, 60],
      1: ["accepted_partially", 2, 60],
      3: ["capacity_met", 0, null],
    });
  });

  it("CLEAR-06 an indivisible marginal bid is passed over and a later, smaller bid fills the rest", () => {
    const result = clear({
      competition: competitionWith([peak]),
      bids: peakBids(),
      demandIntervals: [datedInterval({ required_capacity: 13 })],
      now: NOW,
    });
    // 4 + 6 = 10 accepted; b1 (5 MW) does not fit the 3 MW left and cannot be cut; b3 (3 MW) fits exactly.
    expect(byBid(result.decisions)).toEqual({
      2: ["accepted", 4, 40],
      4: ["accepted", 6, 40],
      1: ["indivisible_marginal", 0, null],
      3: ["accepted", 3, 105],
    });
    expect(result.intervals[0].accepted_capacity).toBe(13);
  });

  it("CLEAR-06 fixed price: bids carry no prices, the window's fixed prices rank and pay, ties go to the earlier bid", () => {
    const fixedWindow = serviceWindow({ id: 1, dispatch_estimate: 5, fixed_availability_price: 15, fixed_utilisation_price: 60 });
    const noPrices = { availability_price: null, utilisation_price: null };
    const result = clear({
      competition: competitionWith([fixedWindow], { pricing_method: "fixed_price", fixed_price: true }),
      bids: [
        bid({ id: 7, service_window: 1, capacity: 5, ...noPrices }),
        bid({ id: 5, service_window: 1, capacity: 4, divisible: true, ...noPrices }),
        bid({ id: 6, service_window: 1, capacity: 4, ...noPrices }),
      ],
      demandIntervals: [datedInterval({ required_capacity: 7 })],
      now: NOW,
    });
    // 15 + 60 × 1/2 = 45 for every bid; created order 7, 5, 6.
    expect(byBid(result.decisions)).toEqual({ 7: ["accepted", 5, 45], 5: ["accepted_partially", 2, 45], 6: ["capacity_met", 0, null] });
    const capped = clear({
      competition: competitionWith([fixedWindow], { pricing_method: "fixed_price", fixed_price: true }),
      bids: [bid({ id: 7, service_window: 1, capacity: 5, ...noPrices })],
      demandIntervals: [datedInterval({ required_capacity: 7, max_utilisation_rate: 50 })],
      now: NOW,
    });
    expect(capped.decisions[0].reason).toBe("above_max_utilisation_rate");
  });

  it("CLEAR-06 bids on an excluded grid supply point are refused whatever their price", () => {
    const result = clear({
      competition: competitionWith([peak]),
      bids: peakBids({ 2: { grid_supply_points: [1, 7] } }),
      demandIntervals: [datedInterval({ required_capacity: 10, exclude_gsps: [7] })],
      now: NOW,
    });
    expect(byBid(result.decisions)).toEqual({
      4: ["accepted", 6, 40],
      2: ["excluded_gsp", 0, null],
      1: ["indivisible_marginal", 0, null],
      3: ["accepted", 3, 105],
    });
  });

  it("CLEAR-06 bids whose window does not cover the interval get one outside_window decision over the whole cleared range", () => {
    const evening = serviceWindow({ id: 2, start_time: "18:00", end_time: "22:00", service_days: [0, 1, 2, 3, 4, 5, 6] });
    const competition = competitionWith([peak, evening]);
    const bids = [bid({ id: 1, service_window: 1, capacity: 5 }), bid({ id: 2, service_window: 2, capacity: 5 })];
    const result = clear({
      competition,
      bids,
      demandIntervals: [datedInterval({ start_time: "18:30", end_time: "19:30", required_capacity: 5 }), datedInterval({ start_date: "2025-01-11", required_capacity: 5 })],
      now: NOW,
    });
    // 18:30–19:30 runs past the peak window; Saturday is no peak service day and 17:00 is before the evening window.
    expect(result.intervals.map((interval) => interval.window_ids)).toEqual([[2], []]);
    expect(result.decisions.map((decision) => [decision.bid_id, decision.interval, decision.reason])).toEqual([
      [2, 0, "accepted"],
      [1, null, "outside_window"],
    ]);
    expect(result.decisions[1]).toMatchObject({ start: "2025-01-07T18:30:00.000Z", end: "2025-01-11T18:00:00.000Z", approved: false });
  });

  it("CLEAR-06 an interval covered by several windows ranks their bids in one merit order", () => {
    const evening = serviceWindow({ id: 2, start_time: "18:00", end_time: "22:00", service_days: [1] });
    const result = clear({
      competition: competitionWith([peak, evening]),
      bids: [
        bid({ id: 1, service_window: 1, capacity: 2, availability_price: 10, utilisation_price: 20 }),
        // The evening window has no dispatch estimate: the whole utilisation price counts, 5 + 20 = 25.
        bid({ id: 2, service_window: 2, capacity: 2, availability_price: 5, utilisation_price: 20 }),
      ],
      demandIntervals: [datedInterval({ start_time: "18:00", end_time: "19:00", required_capacity: 2 })],
      now: NOW,
    });
    expect(byBid(result.decisions)).toEqual({ 1: ["accepted", 2, 20], 2: ["capacity_met", 0, null] });
  });

  it("CLEAR-05 CLEAR-06 an overnight window covers an interval after midnight; an interval with no end date ends the next day when it starts later than it ends", () => {
    const night = serviceWindow({ id: 3, start_time: "22:00", end_time: "06:00", service_days: [1] });
    const result = clear({
      competition: competitionWith([night]),
      bids: [bid({ id: 1, service_window: 3, capacity: 2 })],
      demandIntervals: [
        datedInterval({ start_date: "2025-01-08", start_time: "02:00", end_time: "04:00", required_capacity: 1 }),
        datedInterval({ start_date: "2025-01-07", start_time: "23:00", end_time: "01:00", required_capacity: 1 }),
      ],
      now: NOW,
    });
    expect(result.intervals.map((interval) => [interval.start, interval.end, interval.window_ids])).toEqual([
      ["2025-01-08T02:00:00.000Z", "2025-01-08T04:00:00.000Z", [3]],
      ["2025-01-07T23:00:00.000Z", "2025-01-08T01:00:00.000Z", [3]],
    ]);
  });

  it("CLEAR-06 local times follow British Summer Time", () => {
    const summer = serviceWindow({ id: 1 });
    const result = clear({
      competition: competitionWith([summer], {}, { start: "2025-06-01", end: "2025-07-01" }),
      bids: [bid({ id: 1, service_window: 1 })],
      demandIntervals: [datedInterval({ start_date: "2025-06-10", required_capacity: 1 })],
      now: NOW,
    });
    expect(result.decisions[0]).toMatchObject({ reason: "accepted", start: "2025-06-10T16:00:00.000Z", end: "2025-06-10T17:00:00.000Z" });
  });

  it("CLEAR-05 CLEAR-06 a scheduled-dispatch interval recurs on its service days over period_dates (end exclusive) and needs a window serving each one", () => {
    const competition = competitionWith([peak]);
    const bids = [bid({ id: 1, service_window: 1, capacity: 5 })];
    const weekdays = { start_time: "17:00", end_time: "18:00", max_utilisation_rate: 1000, required_capacity: 5, period_dates: { start: "2025-01-06", end: "2025-01-13" } };
    const result = clear({
      competition,
      bids,
      demandIntervals: [{ ...weekdays, service_days: [0, 1, 2, 3, 4] }, { ...weekdays }],
      now: NOW,
    });
    // Monday 6 to Friday 10 January; the second interval defaults to every day, and the peak window serves no weekend.
    expect(result.intervals.map((interval) => [interval.start, interval.end, interval.window_ids])).toEqual([
      ["2025-01-06T17:00:00.000Z", "2025-01-10T18:00:00.000Z", [1]],
      ["2025-01-06T17:00:00.000Z", "2025-01-12T18:00:00.000Z", []],
    ]);
    expect(byBid(result.decisions)).toEqual({ 1: ["accepted", 5, 60] });
  });

  it("CLEAR-05 CLEAR-06 holiday handling: excluded bank holidays drop out of the interval, and a window excluding them cannot cover an interval that ignores them", () => {
    const christmas = { start: "2024-12-23", end: "2024-12-28" };
    const window = serviceWindow({ id: 1, holiday_handling: "exclude" });
    const interval = { start_time: "17:00", end_time: "18:00", max_utilisation_rate: 1000, required_capacity: 1, period_dates: christmas, service_days: [0, 1, 2, 3, 4] };
    const result = clear({
      competition: competitionWith([window], {}, christmas),
      bids: [bid({ id: 1, service_window: 1 })],
      demandIntervals: [{ ...interval, holiday_handling: "exclude" }, { ...interval, holiday_handling: "ignore" }],
      now: NOW,
    });
    // 25 and 26 December are bank holidays: the first interval runs on 23, 24 and 27 December.
    expect(result.intervals.map((outcome) => [outcome.end, outcome.window_ids])).toEqual([
      ["2024-12-27T18:00:00.000Z", [1]],
      ["2024-12-27T18:00:00.000Z", []],
    ]);
  });

  it("CLEAR-06 an interval drawn from a window clears that window's bids alone", () => {
    const wide = serviceWindow({ id: 2, start_time: "16:00", end_time: "20:00" });
    const result = clear({
      competition: competitionWith([peak, wide]),
      bids: [bid({ id: 1, service_window: 1, capacity: 1 }), bid({ id: 2, service_window: 2, capacity: 1, availability_price: 0 })],
      demandIntervals: [datedInterval({ window_id: 1, required_capacity: 1 })],
      now: NOW,
    });
    expect(result.decisions.map((decision) => [decision.bid_id, decision.reason])).toEqual([
      [1, "accepted"],
      [2, "outside_window"],
    ]);
  });

  it("CLEAR-06 inactive bids and other competitions' bids get no decision; bids missing a required rate are refused", () => {
    const result = clear({
      competition: competitionWith([peak]),
      bids: [
        bid({ id: 1, service_window: 1, is_active: false }),
        bid({ id: 2, service_window: 1, competition: 2 }),
        bid({ id: 3, service_window: 1, utilisation_price: null }),
        bid({ id: 4, service_window: 1 }),
      ],
      demandIntervals: [datedInterval({ required_capacity: 5 })],
      now: NOW,
    });
    expect(result.decisions.map((decision) => [decision.bid_id, decision.reason])).toEqual([
      [4, "accepted"],
      [3, "missing_rate"],
    ]);
  });

  it("CLEAR-06 the expected dispatch fraction is the dispatch estimate over the window's available hours in its period, capped at 1", () => {
    const week = { id: 1, competition: 1, name: "Week", start: "2025-01-06", end: "2025-01-13", windows: [] };
    // Weekdays 17:00–19:00 over one week: 10 hours.
    expect(dispatchFraction(windowSchedule(serviceWindow({ id: 1, dispatch_estimate: 4 }), week))).toBe(0.4);
    // Every day 22:00–06:00: 7 × 8 = 56 hours.
    expect(dispatchFraction(windowSchedule(serviceWindow({ id: 1, start_time: "22:00", end_time: "06:00", service_days: [0, 1, 2, 3, 4, 5, 6], dispatch_estimate: 14 }), week))).toBe(0.25);
    expect(dispatchFraction(windowSchedule(serviceWindow({ id: 1, dispatch_estimate: 4, available_hours_override: 16 }), week))).toBe(0.25);
    expect(dispatchFraction(windowSchedule(serviceWindow({ id: 1, dispatch_estimate: 40 }), week))).toBe(1);
    expect(dispatchFraction(windowSchedule(serviceWindow({ id: 1, dispatch_estimate: null }), week))).toBe(1);
  });
});
