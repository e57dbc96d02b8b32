import { describe, expect, it, test } from "vitest";
import {
  clearingReducer,
  confirmPayload,
  decisionRequest,
  initialClearingState,
  type ClearingAction,
  type ClearingModalState,
} from "~/domain/clearing/modal";
import { UNFORESEEN_OVERLAP_KEY } from "~/domain/clearing/overlap";
import { dated } from "./fixtures";

type Decision = { bid_id: number; approved: boolean; accepted_capacity: number };

const day = "2024-03-05";
const morning = dated(day, "08:00", day, "10:00");
const noon = dated(day, "11:00", day, "13:00");
const decisions: Decision[] = [
  { bid_id: 1, approved: true, accepted_capacity: 2 },
  { bid_id: 2, approved: false, accepted_capacity: 0 },
];

function run(state: ClearingModalState<Decision>, ...actions: ClearingAction<Decision>[]) {
  return actions.reduce(clearingReducer<Decision>, state);
}

const dayAhead = () => initialClearingState<Decision>({ qualificationType: "piclo_stac", intervals: [morning] });
const standard = () => initialClearingState<Decision>({ qualificationType: "standard", intervals: [morning] });

describe("the market clearing modal", () => {
  it.each([
    ["piclo_stac", "add-demand-interval"],
    ["standard", "service-window-intervals"],
    [null, "service-window-intervals"],
  ] as const)("CLEAR-01 a %s competition starts at %s, not dismissible", (qualificationType, step) => {
    const state = initialClearingState({ qualificationType });
    expect(state).toMatchObject({ step, submitting: false, intervals: [], dismissible: false });
  });

  test("CLEAR-01 CLEAR-04 adding submits with the spinner: overlaps removed, previous intervals remembered", () => {
    const overlapping = dated(day, "09:00", day, "12:00");
    const state = run(dayAhead(), { type: "add", interval: overlapping });
    expect(state).toMatchObject({ step: "add-demand-interval", submitting: true, intervals: [overlapping], previousIntervals: [morning] });
    expect(decisionRequest(42, state)).toEqual({ competition: 42, demand_intervals: [overlapping] });
  });

  test("CLEAR-04 with the trimming flag an added interval trims the ones it overlaps", () => {
    const state = initialClearingState<Decision>({ qualificationType: "piclo_stac", intervals: [morning], trim: true });
    expect(run(state, { type: "add", interval: dated(day, "09:00", day, "12:00") }).intervals).toEqual([
      dated(day, "08:00", day, "09:00"),
      dated(day, "09:00", day, "12:00"),
    ]);
  });

  test("CLEAR-04 an unforeseen overlap shape is reported and nothing is submitted", () => {
    const state = initialClearingState<Decision>({ qualificationType: "piclo_stac", intervals: [morning], trim: true });
    const after = run(state, { type: "add", interval: dated(day, "08:30", day, "09:00") });
    expect(after).toMatchObject({ error: UNFORESEEN_OVERLAP_KEY, submitting: false, intervals: [morning], previousIntervals: null });
  });

  it.each([
    ["day-ahead", dayAhead, "results"],
    ["other", standard, "results-simple"],
  ] as const)("CLEAR-01 a %s request that succeeds shows %s and stops the spinner", (_kind, start, results) => {
    const state = run(start(), { type: "replace", intervals: [noon] }, { type: "requestSucceeded", decisions });
    expect(state).toMatchObject({ step: results, submitting: false, decisions, intervals: [noon] });
  });

  test("CLEAR-02 a failed request reverts the intervals and stops the spinner, with no message", () => {
    const state = run(dayAhead(), { type: "add", interval: noon }, { type: "requestFailed" });
    expect(state).toMatchObject({ step: "add-demand-interval", submitting: false, intervals: [morning], previousIntervals: null, error: null });
  });

  test("CLEAR-01 Back restores the previous intervals and returns to the first step", () => {
    const state = run(standard(), { type: "replace", intervals: [noon] }, { type: "requestSucceeded", decisions }, { type: "back" });
    expect(state).toMatchObject({ step: "service-window-intervals", intervals: [morning], decisions: [], submitting: false });
  });

  test("CLEAR-01 Confirm emits the decisions with the demand intervals and closes", () => {
    const results = run(dayAhead(), { type: "add", interval: noon }, { type: "requestSucceeded", decisions });
    expect(confirmPayload(results)).toEqual({ decisions, demand_intervals: [morning, noon] });
    const closed = run(results, { type: "confirm" });
    expect(closed).toMatchObject({ step: "closed", confirmed: { decisions, demand_intervals: [morning, noon] } });
  });

  test("CLEAR-01 Confirm before the results does nothing", () => {
    const first = dayAhead();
    expect(confirmPayload(first)).toBeNull();
    expect(run(first, { type: "confirm" })).toBe(first);
    const pending = run(first, { type: "add", interval: noon });
    expect(confirmPayload(pending)).toBeNull();
  });

  it.each([
    ["the first step", [] as ClearingAction<Decision>[]],
    ["a pending request", [{ type: "add", interval: noon }] as ClearingAction<Decision>[]],
    ["the results", [{ type: "add", interval: noon }, { type: "requestSucceeded", decisions }] as ClearingAction<Decision>[]],
  ])("CLEAR-01 Cancel closes from %s without emitting", (_where, actions) => {
    const state = run(dayAhead(), ...actions, { type: "cancel" });
    expect(state).toMatchObject({ step: "closed", confirmed: null, submitting: false });
    expect(run(state, { type: "add", interval: noon })).toBe(state);
  });

  test("CLEAR-01 a second submit while one is pending, and answers with none pending, are ignored", () => {
    const pending = run(dayAhead(), { type: "add", interval: noon });
    expect(run(pending, { type: "replace", intervals: [] })).toBe(pending);
    const first = dayAhead();
    expect(run(first, { type: "requestSucceeded", decisions })).toBe(first);
    expect(run(first, { type: "requestFailed" })).toBe(first);
    expect(run(first, { type: "back" })).toBe(first);
  });

  test("CLEAR-01 the state before an action is left as it was", () => {
    const first = dayAhead();
    const snapshot = structuredClone(first);
    run(first, { type: "add", interval: dated(day, "09:00", day, "12:00") }, { type: "requestSucceeded", decisions }, { type: "back" });
    expect(first).toEqual(snapshot);
  });
});
