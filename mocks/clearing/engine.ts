/**
 * The sandbox's market clearing: for each demand interval, accept the cheapest eligible
 * bids whose service window covers it until the required capacity is met. The rules
 * (and why) are written out in mocks/docs/clearing.md.
 */
import { competitionWindows, coversInterval, resolveInterval, schedulesOf, type ResolvedInterval } from "./calendar";
import { DecisionTable, REASON_CODE, decisionRecords, type ClearingRun } from "./decision-table";
import { paysAsClear } from "~/domain/market/pricing";
import { MeritCursor, type Run } from "./merit-cursor";
import { fromUnits, onExcludedGsp, rankBids, toUnits, type Ranking } from "./ranking";
import type { ClearingInput, ClearingResult, IntervalOutcome } from "./types";

const {
  accepted: ACCEPTED,
  accepted_partially: ACCEPTED_PARTIALLY,
  capacity_met: CAPACITY_MET,
  indivisible_marginal: INDIVISIBLE_MARGINAL,
  missing_rate: MISSING_RATE,
  excluded_gsp: EXCLUDED_GSP,
  above_max_utilisation_rate: ABOVE_CAP,
  no_capacity: NO_CAPACITY,
  outside_window: OUTSIDE_WINDOW,
} = REASON_CODE;

/** Why a bid cannot be accepted for an interval whatever capacity is left; -1 when it can. */
function rejection(ranking: Ranking, bid: number, excluded: ReadonlySet<number>, cap: number): number {
  if (ranking.price[bid] === Infinity) return MISSING_RATE;
  if (onExcludedGsp(ranking, bid, excluded)) return EXCLUDED_GSP;
  if (ranking.utilisation[bid] > cap) return ABOVE_CAP;
  if (ranking.units[bid] <= 0) return NO_CAPACITY;
  return -1;
}

/** Clears one interval along the merit order of its windows' bids into the table; returns the units accepted and the marginal price. */
function clearInterval(ranking: Ranking, runs: readonly Run[], index: number, required: number, excluded: ReadonlySet<number>, cap: number, table: DecisionTable, reached: Uint8Array) {
  let remaining = Math.max(0, toUnits(required));
  let acceptedUnits = 0;
  let marginal: number | null = null;
  let partialUnits = 0;
  const order = new MeritCursor(ranking, runs);
  for (let bid = order.take(); bid >= 0; bid = order.take()) {
    const bidUnits = ranking.units[bid];
    reached[bid] = 1;
    let reason = rejection(ranking, bid, excluded, cap);
    let units = 0;
    if (reason < 0) {
      if (remaining === 0) reason = CAPACITY_MET;
      else if (bidUnits <= remaining) {
        reason = ACCEPTED;
        units = bidUnits;
      } else if (ranking.divisible[bid]) {
        reason = ACCEPTED_PARTIALLY;
        units = remaining;
        partialUnits = units;
      } else {
        // Only a divisible bid may be cut to fit; an indivisible one is passed over and
        // the next bid in merit order gets the chance to fill what is left.
        reason = INDIVISIBLE_MARGINAL;
      }
    }
    table.add(bid, reason);
    if (units > 0) {
      remaining -= units;
      acceptedUnits += units;
      marginal = ranking.price[bid];
    }
  }
  table.endInterval(index, partialUnits);
  return { acceptedUnits, marginal };
}

/** One row for each bid no interval's windows reached, in bid id order. */
function addOutsideWindow(ranking: Ranking, reached: Uint8Array, table: DecisionTable) {
  const missed: number[] = [];
  for (let bid = 0; bid < ranking.count; bid += 1) if (!reached[bid]) missed.push(bid);
  missed.sort((a, b) => ranking.id[a] - ranking.id[b]);
  for (const bid of missed) table.add(bid, OUTSIDE_WINDOW);
}

/** Clears every demand interval, keeping the decisions as rows (see decision-table.ts). */
export function clearRun(input: ClearingInput): ClearingRun {
  const { competition } = input;
  const schedules = schedulesOf(competition, input.windows ?? competitionWindows(competition));
  const ranking = rankBids(input, schedules);
  const resolved: ResolvedInterval[] = input.demandIntervals.map(resolveInterval);

  const plans = input.demandIntervals.map((interval, index) => {
    // An interval drawn from a service window (it carries window_id) is that window's alone.
    const candidates = interval.window_id == null ? [...schedules.values()] : [schedules.get(interval.window_id)].filter((schedule) => schedule !== undefined);
    const windowIds = candidates.filter((schedule) => coversInterval(schedule, resolved[index])).map((schedule) => schedule.window.id);
    const runs = windowIds.flatMap((id) => ranking.runs.get(id) ?? []);
    return { interval, windowIds, runs, rows: runs.reduce((sum, run) => sum + run.end - run.start, 0) };
  });
  const table = new DecisionTable(plans.reduce((sum, plan) => sum + plan.rows, 0) + ranking.count, plans.length);
  const reached = new Uint8Array(ranking.count);

  const intervals = plans.map(({ interval, windowIds, runs }, index): IntervalOutcome => {
    const excluded = new Set(interval.exclude_gsps ?? []);
    const cap = interval.max_utilisation_rate ?? Infinity;
    const { acceptedUnits, marginal } = clearInterval(ranking, runs, index, interval.required_capacity, excluded, cap, table, reached);
    return {
      interval: index,
      start: resolved[index].start,
      end: resolved[index].end,
      window_id: interval.window_id ?? null,
      required_capacity: interval.required_capacity,
      accepted_capacity: fromUnits(acceptedUnits),
      marginal_price: marginal,
      window_ids: windowIds,
    };
  });

  let outside: ClearingRun["outside"] = null;
  if (resolved.length) {
    addOutsideWindow(ranking, reached, table);
    const first = resolved.reduce((best, range) => (range.startMs < best.startMs ? range : best));
    const last = resolved.reduce((best, range) => (range.endMs > best.endMs ? range : best));
    outside = { start: first.start, end: last.end };
  }
  return {
    competition: competition.id,
    created: new Date(input.now).toISOString(),
    payAsClear: paysAsClear(competition),
    ranking,
    table,
    intervals,
    outside,
  };
}

/** A clearing run's decisions as records, for an answer or the store. */
export function clear(input: ClearingInput): ClearingResult {
  const run = clearRun(input);
  return { decisions: decisionRecords(run), intervals: run.intervals };
}
