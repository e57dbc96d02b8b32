import { describe, expect, it } from "vitest";
import { COMPETITION_TYPES, PRICING_METHODS } from "~/domain/market/enums";
import { clear } from "~mocks/clearing/engine";
import type { ClearedDecision, ClearingResult } from "~mocks/clearing/types";
import type { Bid, Competition, DemandInterval } from "~mocks/store/market-types";
import { bid, competitionWith, hhmm, random, serviceWindow } from "./fixtures";

const CASES = 300;
const UNITS = 1e5;
const units = (capacity: number) => Math.round(capacity * UNITS);

type Case = { seed: number; competition: Competition; bids: Bid[]; demandIntervals: DemandInterval[] };

/** A week-long period, a few windows (some overnight), up to 120 bids and up to 5 intervals, mostly inside a window. */
function randomCase(seed: number): Case {
  const rng = random(seed);
  const pricing = rng.pick(PRICING_METHODS);
  const windows = Array.from({ length: rng.int(1, 4) }, (_, index) => {
    const start = rng.int(0, 23) * 60;
    const length = rng.int(1, 10) * 60;
    return serviceWindow({
      id: index + 1,
      start_time: hhmm(start),
      end_time: hhmm(start + length),
      service_days: [0, 1, 2, 3, 4, 5, 6].filter(() => rng.chance(0.8)),
      dispatch_estimate: rng.chance(0.7) ? rng.int(0, 30) : null,
      available_hours_override: rng.chance(0.2) ? rng.int(10, 60) : null,
      fixed_availability_price: rng.decimal(0, 50, 2),
      fixed_utilisation_price: rng.decimal(0, 300, 2),
      fixed_service_fee: rng.decimal(0, 20, 2),
    });
  });
  const competition = competitionWith(windows, {
    pricing_method: pricing,
    fixed_price: pricing === "fixed_price",
    competition_type: rng.pick(COMPETITION_TYPES),
  });
  const bids = Array.from({ length: rng.int(0, 120) }, (_, index) =>
    bid({
      id: index + 1,
      service_window: rng.int(1, windows.length + (rng.chance(0.05) ? 1 : 0)),
      capacity: rng.decimal(0, 8, rng.int(0, 5)),
      // Few distinct prices, so ties (and the tie-break) are common.
      availability_price: rng.chance(0.95) ? rng.int(0, 10) * 5 : null,
      utilisation_price: rng.chance(0.95) ? rng.int(0, 12) * 25 : null,
      service_fee: rng.int(0, 4) * 5,
      grid_supply_points: [rng.int(1, 6), ...(rng.chance(0.2) ? [rng.int(1, 6)] : [])],
      divisible: rng.chance(0.5),
      is_active: rng.chance(0.95),
      created: new Date(Date.UTC(2024, 10, 1) + rng.int(0, 20) * 3_600_000).toISOString(),
    }),
  );
  const demandIntervals = Array.from({ length: rng.int(1, 5) }, (): DemandInterval => {
    const window = rng.pick(windows);
    const [hours, minutes] = window.start_time.split(":").map(Number);
    const windowStart = hours * 60 + minutes;
    const start = rng.chance(0.85) ? windowStart + rng.int(0, 2) * 30 : rng.int(0, 47) * 30;
    const end = start + rng.int(1, 4) * 30;
    const day = 6 + rng.int(0, 6);
    const interval: DemandInterval = {
      start_time: hhmm(start),
      end_time: hhmm(end),
      max_utilisation_rate: rng.chance(0.3) ? rng.int(0, 12) * 25 : 10_000,
      required_capacity: rng.decimal(0.5, 40, rng.int(0, 3)),
      exclude_gsps: rng.chance(0.3) ? [rng.int(1, 6)] : undefined,
    };
    if (rng.chance(0.2)) {
      return { ...interval, period_dates: { start: "2025-01-06", end: `2025-01-${String(7 + rng.int(0, 5)).padStart(2, "0")}` }, service_days: [0, 1, 2, 3, 4].filter(() => rng.chance(0.7)) };
    }
    const startDay = start >= 1440 ? day + 1 : day;
    return { ...interval, start_date: `2025-01-${String(startDay).padStart(2, "0")}`, end_date: `2025-01-${String(end >= 1440 ? day + 1 : day).padStart(2, "0")}` };
  });
  return { seed, competition, bids, demandIntervals };
}

const cases = Array.from({ length: CASES }, (_, index) => randomCase(1000 + index));
const results = new Map<number, ClearingResult>(cases.map((scenario) => [scenario.seed, clear({ ...scenario, now: "2025-01-01T00:00:00.000Z" })]));

/** Each interval's decisions in the order the engine produced them (merit order). */
function perInterval(result: ClearingResult): Map<number, ClearedDecision[]> {
  const groups = new Map<number, ClearedDecision[]>();
  for (const decision of result.decisions) {
    if (decision.interval === null) continue;
    groups.set(decision.interval, [...(groups.get(decision.interval) ?? []), decision]);
  }
  return groups;
}

function forEveryInterval(check: (scenario: Case, interval: DemandInterval, decisions: ClearedDecision[], bids: Map<number, Bid>) => void) {
  for (const scenario of cases) {
    const bids = new Map(scenario.bids.map((entry) => [entry.id, entry]));
    for (const [index, decisions] of perInterval(results.get(scenario.seed)!)) check(scenario, scenario.demandIntervals[index], decisions, bids);
  }
}

const isAccepted = (decision: ClearedDecision) => decision.approved;

/** Violations are gathered and asserted once: a failure names its seed, so the case can be replayed. */
function violations() {
  const found: string[] = [];
  const check = (ok: boolean, seed: number, what: string) => {
    if (!ok && found.length < 20) found.push(`seed ${seed}: ${what}`);
  };
  return { found, check };
}

describe(`clearing properties over ${CASES} seeded random cases`, () => {
  it("CLEAR-06 accepted capacity never exceeds the required capacity, and falls short only when no bid is left over for capacity", () => {
    const { found, check } = violations();
    forEveryInterval((scenario, interval, decisions) => {
      const accepted = decisions.filter(isAccepted).reduce((sum, decision) => sum + units(decision.accepted_capacity), 0);
      check(accepted <= units(interval.required_capacity), scenario.seed, `accepted ${accepted} over ${interval.required_capacity}`);
      if (accepted < units(interval.required_capacity)) {
        check(!decisions.some((decision) => decision.reason === "capacity_met"), scenario.seed, "capacity_met while short");
      }
    });
    expect(found).toEqual([]);
  });

  it("CLEAR-06 no accepted bid is above the interval's max utilisation rate or on an excluded grid supply point", () => {
    const { found, check } = violations();
    let accepted = 0;
    forEveryInterval((scenario, interval, decisions, bids) => {
      const excluded = new Set(interval.exclude_gsps ?? []);
      const windows = new Map(scenario.competition.service_periods[0].windows.map((window) => [window.id, window]));
      for (const decision of decisions) {
        const offer = bids.get(decision.bid_id)!;
        const fixed = scenario.competition.fixed_price ? windows.get(offer.service_window)?.fixed_utilisation_price : undefined;
        const utilisation = fixed ?? offer.utilisation_price;
        const onExcluded = offer.grid_supply_points.some((gsp) => excluded.has(gsp));
        const aboveCap = utilisation !== null && utilisation > interval.max_utilisation_rate;
        if (decision.approved) {
          accepted += 1;
          check(!onExcluded && !aboveCap, scenario.seed, `bid ${decision.bid_id} accepted though excluded or above the cap`);
        }
        if (onExcluded) check(["excluded_gsp", "missing_rate"].includes(decision.reason), scenario.seed, `bid ${decision.bid_id}: ${decision.reason}`);
        else if (aboveCap) check(["above_max_utilisation_rate", "missing_rate"].includes(decision.reason), scenario.seed, `bid ${decision.bid_id}: ${decision.reason}`);
      }
    });
    expect(found).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
  });

  it("CLEAR-06 merit order: decisions come cheapest first (earlier created, then lower id, on a tie); a bid refused for capacity is never cheaper than an accepted one unless it could not fit", () => {
    const { found, check } = violations();
    let passedOver = 0;
    forEveryInterval((scenario, interval, decisions, bids) => {
      const ranked = decisions.filter((decision) => decision.effective_price !== null);
      for (let i = 1; i < ranked.length; i += 1) {
        const [before, after] = [ranked[i - 1], ranked[i]];
        const [a, b] = [bids.get(before.bid_id)!, bids.get(after.bid_id)!];
        const order = before.effective_price! - after.effective_price! || Date.parse(a.created) - Date.parse(b.created) || a.id - b.id;
        check(order < 0, scenario.seed, `bid ${a.id} ranked before bid ${b.id}`);
      }
      let acceptedBefore = 0;
      for (const decision of ranked) {
        const offer = bids.get(decision.bid_id)!;
        const left = units(interval.required_capacity) - acceptedBefore;
        if (decision.reason === "capacity_met") check(left === 0, scenario.seed, `bid ${offer.id} capacity_met with ${left} left`);
        if (decision.reason === "indivisible_marginal") {
          passedOver += 1;
          check(!offer.divisible && units(offer.capacity) > left, scenario.seed, `bid ${offer.id} passed over though it fits or is divisible`);
        }
        if (decision.reason === "accepted") check(decision.accepted_capacity === offer.capacity, scenario.seed, `bid ${offer.id} accepted in part`);
        if (decision.approved) acceptedBefore += units(decision.accepted_capacity);
      }
    });
    expect(found).toEqual([]);
    expect(passedOver).toBeGreaterThan(20);
  });

  it("CLEAR-06 at most one bid per interval is accepted in part: a divisible one, the last accepted, taking exactly what was left", () => {
    const { found, check } = violations();
    let partials = 0;
    forEveryInterval((scenario, interval, decisions, bids) => {
      const accepted = decisions.filter(isAccepted);
      const partial = accepted.filter((decision) => decision.reason === "accepted_partially");
      check(partial.length <= 1, scenario.seed, "more than one partial acceptance");
      if (partial.length !== 1) return;
      partials += 1;
      check(accepted.at(-1) === partial[0], scenario.seed, "the partial acceptance is not the last");
      check(bids.get(partial[0].bid_id)!.divisible, scenario.seed, "an indivisible bid accepted in part");
      const total = accepted.reduce((sum, decision) => sum + units(decision.accepted_capacity), 0);
      check(total === units(interval.required_capacity), scenario.seed, `partial acceptance leaves ${total} of ${interval.required_capacity}`);
    });
    expect(found).toEqual([]);
    expect(partials).toBeGreaterThan(20);
  });

  it("CLEAR-06 pay as clear pays every accepted bid the marginal (last accepted) effective price; pay as bid and fixed price pay the bid's own", () => {
    const { found, check } = violations();
    const methods = new Set<string>();
    forEveryInterval((scenario, _interval, decisions) => {
      const accepted = decisions.filter(isAccepted);
      for (const decision of decisions.filter((entry) => !entry.approved)) check(decision.clearing_price === null, scenario.seed, "a refused bid has a price");
      if (!accepted.length) return;
      methods.add(scenario.competition.pricing_method);
      const marginal = accepted.at(-1)!.effective_price;
      check(marginal === Math.max(...accepted.map((decision) => decision.effective_price!)), scenario.seed, "the last accepted bid is not the dearest");
      for (const decision of accepted) {
        const expected = scenario.competition.pricing_method === "pay_as_clear" ? marginal : decision.effective_price;
        check(decision.clearing_price === expected, scenario.seed, `bid ${decision.bid_id} paid ${decision.clearing_price}, expected ${expected}`);
      }
    });
    expect(found).toEqual([]);
    expect([...methods].sort()).toEqual(["fixed_price", "pay_as_bid", "pay_as_clear"]);
  });

  it("CLEAR-06 every active bid of the competition gets a decision; the result does not depend on the order bids are given in", () => {
    for (const scenario of cases) {
      const result = results.get(scenario.seed)!;
      const decided = [...new Set(result.decisions.map((decision) => decision.bid_id))].sort((a, b) => a - b);
      const active = scenario.bids.filter((entry) => entry.is_active).map((entry) => entry.id);
      expect(decided, `seed ${scenario.seed}`).toEqual(active);
      const shuffled = clear({ ...scenario, bids: random(scenario.seed).shuffle(scenario.bids), now: "2025-01-01T00:00:00.000Z" });
      expect(shuffled, `seed ${scenario.seed}`).toEqual(result);
    }
  });

  it("CLEAR-06 a decision for an interval belongs to a bid whose window covers it, and carries the interval's time range", () => {
    const { found, check } = violations();
    const reasons = new Set<string>();
    for (const scenario of cases) {
      const result = results.get(scenario.seed)!;
      const windowOf = new Map(scenario.bids.map((entry) => [entry.id, entry.service_window]));
      for (const decision of result.decisions) {
        reasons.add(decision.reason);
        if (decision.interval === null) {
          check(decision.reason === "outside_window", scenario.seed, `bid ${decision.bid_id} reached no interval but is ${decision.reason}`);
          check(!result.intervals.some((interval) => interval.window_ids.includes(windowOf.get(decision.bid_id)!)), scenario.seed, `bid ${decision.bid_id} outside though its window covers an interval`);
          continue;
        }
        const interval = result.intervals[decision.interval];
        check(interval.window_ids.includes(windowOf.get(decision.bid_id)!), scenario.seed, `bid ${decision.bid_id} decided for an interval its window does not cover`);
        check(decision.start === interval.start && decision.end === interval.end, scenario.seed, `bid ${decision.bid_id} carries another range`);
        check(Date.parse(decision.end) > Date.parse(decision.start), scenario.seed, "an empty range");
      }
    }
    expect(found).toEqual([]);
    expect([...reasons].sort()).toEqual(
      ["above_max_utilisation_rate", "accepted", "accepted_partially", "capacity_met", "excluded_gsp", "indivisible_marginal", "missing_rate", "no_capacity", "outside_window"],
    );
  });
});
