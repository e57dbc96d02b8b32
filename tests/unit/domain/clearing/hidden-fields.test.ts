import { describe, expect, it, test } from "vitest";
import {
  CLEARING_FIELDS,
  clearingStateFields,
  clearingStateFromFields,
  decodeIntervals,
  encodeIntervals,
} from "~/domain/clearing/hidden-fields";
import { clearingReducer, initialClearingState } from "~/domain/clearing/modal";
import { dated, scheduled } from "./fixtures";

const intervals = [
  dated("2024-03-05", "22:00", "2024-03-06", "02:00", { exclude_gsps: [501], window_id: 4 }),
  scheduled({ start: "2024-03-04", end: "2024-03-11" }, "09:00", "17:00", [0, 1, 2, 3, 4]),
];

describe("intervals in a hidden field", () => {
  test("CLEAR-01 intervals survive the round trip", () => {
    const text = encodeIntervals(intervals);
    expect(typeof text).toBe("string");
    expect(decodeIntervals(text)).toEqual(intervals);
    expect(decodeIntervals(encodeIntervals([]))).toEqual([]);
  });

  it.each([
    ["not JSON", "[{"],
    ["not a list", JSON.stringify(intervals[0])],
    ["a time out of range", JSON.stringify([{ ...intervals[0], end_time: "25:00" }])],
    ["a date that does not exist", JSON.stringify([{ ...intervals[0], start_date: "2024-02-30" }])],
    ["a negative capacity", JSON.stringify([{ ...intervals[0], required_capacity: -1 }])],
    ["a rate given as text", JSON.stringify([{ ...intervals[0], max_utilisation_rate: "100" }])],
    ["an unknown field", JSON.stringify([{ ...intervals[0], approved: true }])],
    ["both dates and period dates", JSON.stringify([{ ...intervals[1], start_date: "2024-03-04", end_date: "2024-03-04" }])],
    ["a service day out of range", JSON.stringify([{ ...intervals[1], service_days: [7] }])],
    ["an empty period", JSON.stringify([{ ...intervals[1], period_dates: { start: "2024-03-04", end: "2024-03-04" } }])],
    ["a period of centuries", JSON.stringify([{ ...intervals[1], period_dates: { start: "2024-03-04", end: "2424-03-04" } }])],
    ["a number", 12],
  ])("CLEAR-01 a field holding %s is refused", (_what, text) => {
    expect(decodeIntervals(text)).toBeNull();
  });
});

describe("the modal's state in hidden fields", () => {
  const options = { qualificationType: "piclo_stac" as const, trim: true };

  test("CLEAR-01 the results step, its intervals, the previous ones and the decisions survive a form post", () => {
    let state = initialClearingState(options);
    state = clearingReducer(state, { type: "replace", intervals: [intervals[0]] });
    state = clearingReducer(state, { type: "requestSucceeded", decisions: [{ bid_id: 3, approved: true }] });
    const fields = clearingStateFields(state);
    expect(Object.keys(fields).sort()).toEqual(Object.values(CLEARING_FIELDS).sort());
    expect(Object.values(fields).every((value) => typeof value === "string")).toBe(true);
    const restored = clearingStateFromFields(fields, options);
    expect(restored).toEqual(state);
    expect(clearingReducer(restored!, { type: "back" })).toMatchObject({ step: "add-demand-interval", intervals: [] });
  });

  test("CLEAR-01 the first step with no previous intervals", () => {
    const state = initialClearingState({ qualificationType: "standard", intervals });
    expect(clearingStateFromFields(clearingStateFields(state), { qualificationType: "standard" })).toEqual(state);
  });

  test("CLEAR-01 a step that does not belong to the competition, or a tampered field, gives nothing", () => {
    const fields = clearingStateFields(initialClearingState(options));
    expect(clearingStateFromFields({ ...fields, [CLEARING_FIELDS.step]: "results-simple" }, options)).toBeNull();
    expect(clearingStateFromFields({ ...fields, [CLEARING_FIELDS.step]: "closed" }, options)).toBeNull();
    expect(clearingStateFromFields(fields, { qualificationType: "standard" })).toBeNull();
    expect(clearingStateFromFields({ ...fields, [CLEARING_FIELDS.intervals]: "[1]" }, options)).toBeNull();
    expect(clearingStateFromFields({ ...fields, [CLEARING_FIELDS.previousIntervals]: "{" }, options)).toBeNull();
    expect(clearingStateFromFields({ ...fields, [CLEARING_FIELDS.decisions]: '[{"bid_id":"x"}]' }, options)).toBeNull();
    expect(clearingStateFromFields({}, options)).toBeNull();
  });
});
