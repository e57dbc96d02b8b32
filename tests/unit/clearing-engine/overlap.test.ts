import { beforeEach, describe, expect, it } from "vitest";
import { clear } from "~mocks/clearing/engine";
import { mergeDemandIntervals, overlapsAny, withoutOverlapping } from "~mocks/clearing/overlap";
import { rangesOf, storeDecisions, storeDemandIntervals } from "~mocks/clearing/record";
import { resetStore, store } from "~mocks/store";
import { ballot, bid, competitionWith, datedInterval, serviceWindow } from "./fixtures";

const at = (text: string) => Date.parse(text);
const range = (start: string, end: string) => ({ startMs: at(start), endMs: at(end) });

describe("overlap of time ranges", () => {
  it("CLEAR-06 ranges are half-open: touching ranges do not overlap, any shared instant does", () => {
    const overlaps = overlapsAny([range("2025-01-07T17:00:00Z", "2025-01-07T18:00:00Z"), range("2025-01-07T20:00:00Z", "2025-01-07T21:00:00Z")]);
    expect(overlaps(range("2025-01-07T16:00:00Z", "2025-01-07T17:00:00Z"))).toBe(false);
    expect(overlaps(range("2025-01-07T18:00:00Z", "2025-01-07T20:00:00Z"))).toBe(false);
    expect(overlaps(range("2025-01-07T17:59:00Z", "2025-01-07T18:30:00Z"))).toBe(true);
    expect(overlaps(range("2025-01-07T19:00:00Z", "2025-01-07T22:00:00Z"))).toBe(true);
    expect(overlaps(range("2025-01-07T20:15:00Z", "2025-01-07T20:30:00Z"))).toBe(true);
    expect(overlaps(range("2025-01-07T10:00:00Z", "2025-01-08T10:00:00Z"))).toBe(true);
  });

  it("CLEAR-06 only the competition's own decisions in an overlapping range are dropped", () => {
    const decisions = [
      { id: 1, competition: 1, start: "2025-01-07T17:00:00.000Z", end: "2025-01-07T18:00:00.000Z" },
      { id: 2, competition: 1, start: "2025-01-07T18:00:00.000Z", end: "2025-01-07T19:00:00.000Z" },
      { id: 3, competition: 2, start: "2025-01-07T17:00:00.000Z", end: "2025-01-07T18:00:00.000Z" },
    ];
    const kept = withoutOverlapping(decisions, 1, [range("2025-01-07T17:30:00Z", "2025-01-07T18:00:00Z")]);
    expect(kept.map((decision) => decision.id)).toEqual([2, 3]);
  });

  it("CLEAR-04 CLEAR-06 stored demand intervals overlapping a new one are replaced; the rest stay", () => {
    const stored = [
      datedInterval({ start_time: "17:00", end_time: "18:00" }),
      datedInterval({ start_time: "18:00", end_time: "19:00" }),
      datedInterval({ start_date: "2025-01-08", start_time: "17:00", end_time: "18:00" }),
    ];
    const incoming = [datedInterval({ start_time: "17:30", end_time: "18:30", required_capacity: 3 })];
    expect(mergeDemandIntervals(stored, incoming)).toEqual([stored[2], incoming[0]]);
  });
});

describe("storing a decision set", () => {
  beforeEach(() => {
    resetStore();
    const competition = competitionWith([serviceWindow({ id: 1 })]);
    store.market.competitions = [competition];
    store.market.ballots = [ballot({ id: 1 }), ballot({ id: 2 })];
    store.market.bids = [
      bid({ id: 1, service_window: 1, ballot: 1, capacity: 5, availability_price: 1 }),
      bid({ id: 2, service_window: 1, ballot: 1, capacity: 5, availability_price: 2 }),
      bid({ id: 3, service_window: 1, ballot: 2, capacity: 5, availability_price: 3 }),
    ];
    store.market.decisions = [];
    store.market.inputParameterSets = [];
  });

  const clearAndStore = (demandIntervals = [datedInterval({ required_capacity: 5 })]) => {
    const competition = store.market.competitions[0];
    const result = clear({ competition, bids: store.market.bids, demandIntervals, now: new Date() });
    return storeDecisions(competition, rangesOf(demandIntervals), result.decisions);
  };

  it("CLEAR-06 a new decision set overwrites the earlier decisions whose range overlaps it, and keeps the others", () => {
    const first = clearAndStore([datedInterval({ start_time: "17:00", end_time: "18:00", required_capacity: 5 }), datedInterval({ start_time: "18:00", end_time: "19:00", required_capacity: 10 })]);
    expect(store.market.decisions).toHaveLength(6);
    const second = clearAndStore([datedInterval({ start_time: "17:30", end_time: "18:00", required_capacity: 15 })]);
    const kept = first.filter((decision) => decision.start === "2025-01-07T18:00:00.000Z");
    expect(store.market.decisions).toEqual([...kept, ...second]);
    expect(second.map((decision) => decision.id)).toEqual([7, 8, 9]);
    expect(second.every((decision) => decision.approved)).toBe(true);
  });

  it("CLEAR-06 DEC-01 storing sets each bid's outcome (accepted if any decision approves it) and each ballot's approval outcome", () => {
    clearAndStore([datedInterval({ start_time: "17:00", end_time: "18:00", required_capacity: 5 })]);
    expect(store.market.bids.map((entry) => entry.outcome)).toEqual(["accepted", "rejected", "rejected"]);
    expect(store.market.ballots.map((entry) => entry.approval_outcome)).toEqual(["partial", "rejected"]);
    clearAndStore([datedInterval({ start_time: "18:00", end_time: "19:00", required_capacity: 10 })]);
    expect(store.market.bids.map((entry) => entry.outcome)).toEqual(["accepted", "accepted", "rejected"]);
    expect(store.market.ballots.map((entry) => entry.approval_outcome)).toEqual(["approved", "rejected"]);
  });

  it("CLEAR-04 CLEAR-06 the competition's input parameter set is created once and keeps the intervals that do not overlap the new ones", () => {
    const competition = store.market.competitions[0];
    const morning = datedInterval({ start_time: "07:00", end_time: "08:00" });
    storeDemandIntervals(competition, [morning, datedInterval({ start_time: "17:00", end_time: "18:00" })]);
    const replacement = datedInterval({ start_time: "16:30", end_time: "17:30", required_capacity: 2 });
    const set = storeDemandIntervals(competition, [replacement]);
    expect(store.market.inputParameterSets).toEqual([{ id: set.id, competition: 1, demand_intervals: [morning, replacement] }]);
  });
});
