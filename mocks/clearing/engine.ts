/**
 * The sandbox's market clearing: for each demand interval, accept the cheapest eligible
 * bids whose service window covers it until the required capacity is met. The rules
 * (and why) are written out in mocks/docs/clearing.md.
 */
import type { Bid } from "../store/market-types";
import { competitionWindows, coversInterval, resolveInterval, schedulesOf, type ResolvedInterval, type WindowSchedule } from "./calendar";
import { dispatchFraction, effectivePrice, isFixedPrice, ratesOf } from "./price";
import type { ClearedDecision, ClearingInput, ClearingResult, DecisionReason, IntervalOutcome } from "./types";

/** Capacities are compared in whole 1e-5 MW, the precision bids are given in, so sums never drift. */
const UNITS = 1e5;
const toUnits = (capacity: number) => Math.round(capacity * UNITS);
const fromUnits = (units: number) => units / UNITS;

/**
 * The active bids in merit order, with what clearing reads of each kept in typed arrays
 * indexed by rank (NaN where a price is missing): a million bids stay cheap to hold.
 */
type Ranking = { bids: Bid[]; price: Float64Array; utilisation: Float64Array; units: Float64Array };

const orNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * Every active bid of the competition, ranked once: effective price ascending, then the
 * earlier created, then the lower id. Bids without a required rate rank last.
 */
function rankBids(input: ClearingInput, schedules: Map<number, WindowSchedule>): Ranking {
  const { competition } = input;
  const fractions = new Map([...schedules].map(([id, schedule]) => [id, dispatchFraction(schedule)]));
  const active = input.bids.filter((bid) => bid.is_active && bid.competition === competition.id);
  const count = active.length;
  const price = new Float64Array(count);
  const utilisation = new Float64Array(count);
  const createdAt = new Float64Array(count);
  const ids = new Float64Array(count);
  active.forEach((bid, index) => {
    const rates = ratesOf(competition, schedules.get(bid.service_window), bid);
    price[index] = effectivePrice(competition, rates, fractions.get(bid.service_window) ?? 1) ?? NaN;
    utilisation[index] = rates.utilisation ?? NaN;
    createdAt[index] = Date.parse(bid.created);
    ids[index] = bid.id;
  });
  // The comparator runs n log n times and reads typed arrays only; a missing price sorts last.
  const sortPrice = price.map((value) => (Number.isNaN(value) ? Infinity : value));
  const order = Uint32Array.from(active, (_, index) => index);
  order.sort((a, b) => {
    if (sortPrice[a] !== sortPrice[b]) return sortPrice[a] < sortPrice[b] ? -1 : 1;
    return createdAt[a] - createdAt[b] || ids[a] - ids[b];
  });
  const bids = Array.from(order, (index) => active[index]);
  return {
    bids,
    price: Float64Array.from(order, (index) => price[index]),
    utilisation: Float64Array.from(order, (index) => utilisation[index]),
    units: Float64Array.from(bids, (bid) => toUnits(bid.capacity)),
  };
}

/** Ranks of each window's bids, ascending, built in one pass over the ranking. */
function ranksByWindow(ranking: Ranking): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  ranking.bids.forEach((bid, rank) => {
    const list = lists.get(bid.service_window);
    if (list) list.push(rank);
    else lists.set(bid.service_window, [rank]);
  });
  return new Map([...lists].map(([id, ranks]) => [id, Int32Array.from(ranks)]));
}

/** The merit order of the bids of several windows: their rank lists merged (cached per set of windows). */
function meritOrder(windowIds: number[], byWindow: Map<number, Int32Array>, cache: Map<string, Int32Array>): Int32Array {
  const key = windowIds.join(",");
  const cached = cache.get(key);
  if (cached) return cached;
  const lists = windowIds.map((id) => byWindow.get(id) ?? new Int32Array());
  let merged: Int32Array;
  if (lists.length === 1) merged = lists[0];
  else {
    merged = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let offset = 0;
    for (const list of lists) {
      merged.set(list, offset);
      offset += list.length;
    }
    merged.sort();
  }
  cache.set(key, merged);
  return merged;
}

function rejection(ranking: Ranking, rank: number, excluded: Set<number>, cap: number): DecisionReason | null {
  if (Number.isNaN(ranking.price[rank])) return "missing_rate";
  if (excluded.size && ranking.bids[rank].grid_supply_points.some((gsp) => excluded.has(gsp))) return "excluded_gsp";
  if (ranking.utilisation[rank] > cap) return "above_max_utilisation_rate";
  if (ranking.units[rank] <= 0) return "no_capacity";
  return null;
}

export function clear(input: ClearingInput): ClearingResult {
  const { competition } = input;
  const created = new Date(input.now).toISOString();
  const schedules = schedulesOf(competition, input.windows ?? competitionWindows(competition));
  const ranking = rankBids(input, schedules);
  const byWindow = ranksByWindow(ranking);
  const orderCache = new Map<string, Int32Array>();
  const reached = new Uint8Array(ranking.bids.length);
  const payAsClear = !isFixedPrice(competition) && competition.pricing_method === "pay_as_clear";
  const decisions: ClearedDecision[] = [];
  const intervals: IntervalOutcome[] = [];
  const resolved: ResolvedInterval[] = input.demandIntervals.map(resolveInterval);

  input.demandIntervals.forEach((interval, index) => {
    const range = resolved[index];
    // An interval drawn from a service window (it carries window_id) is that window's alone.
    const candidates = interval.window_id == null ? [...schedules.values()] : [schedules.get(interval.window_id)].filter((schedule) => schedule !== undefined);
    const windowIds = candidates.filter((schedule) => coversInterval(schedule, range)).map((schedule) => schedule.window.id);
    const order = meritOrder(windowIds, byWindow, orderCache);
    const excluded = new Set(interval.exclude_gsps ?? []);
    const cap = interval.max_utilisation_rate ?? Infinity;
    let remaining = Math.max(0, toUnits(interval.required_capacity));
    let marginal: number | null = null;
    let acceptedUnits = 0;
    const accepted: ClearedDecision[] = [];

    for (let position = 0; position < order.length; position += 1) {
      const rank = order[position];
      const bid = ranking.bids[rank];
      const bidUnits = ranking.units[rank];
      reached[rank] = 1;
      let reason = rejection(ranking, rank, excluded, cap);
      let units = 0;
      if (!reason) {
        if (remaining === 0) reason = "capacity_met";
        else if (bidUnits <= remaining) {
          reason = "accepted";
          units = bidUnits;
        } else if (bid.divisible) {
          reason = "accepted_partially";
          units = remaining;
        } else {
          // Only a divisible bid may be cut to fit; an indivisible one is passed over and
          // the next bid in merit order gets the chance to fill what is left.
          reason = "indivisible_marginal";
        }
      }
      const price = orNull(ranking.price[rank]);
      const decision: ClearedDecision = {
        bid_id: bid.id,
        competition: competition.id,
        approved: units > 0,
        accepted_capacity: fromUnits(units),
        clearing_price: units > 0 ? price : null,
        reason,
        start: range.start,
        end: range.end,
        window_id: bid.service_window,
        interval: index,
        effective_price: price,
        created,
      };
      decisions.push(decision);
      if (units > 0) {
        remaining -= units;
        acceptedUnits += units;
        marginal = price;
        accepted.push(decision);
      }
    }
    if (payAsClear) for (const decision of accepted) decision.clearing_price = marginal;
    intervals.push({
      interval: index,
      start: range.start,
      end: range.end,
      window_id: interval.window_id ?? null,
      required_capacity: interval.required_capacity,
      accepted_capacity: fromUnits(acceptedUnits),
      marginal_price: marginal,
      window_ids: windowIds,
    });
  });

  for (const decision of outsideWindow(ranking, reached, resolved, competition.id, created)) decisions.push(decision);
  return { decisions, intervals };
}

/** One decision for each bid no interval's windows reached, over the whole cleared range. */
function outsideWindow(ranking: Ranking, reached: Uint8Array, resolved: ResolvedInterval[], competition: number, created: string): ClearedDecision[] {
  if (resolved.length === 0) return [];
  const first = resolved.reduce((best, range) => (range.startMs < best.startMs ? range : best));
  const last = resolved.reduce((best, range) => (range.endMs > best.endMs ? range : best));
  const missed: number[] = [];
  reached.forEach((wasReached, rank) => wasReached || missed.push(rank));
  missed.sort((a, b) => ranking.bids[a].id - ranking.bids[b].id);
  return missed.map((rank) => ({
    bid_id: ranking.bids[rank].id,
    competition,
    approved: false,
    accepted_capacity: 0,
    clearing_price: null,
    reason: "outside_window",
    start: first.start,
    end: last.end,
    window_id: ranking.bids[rank].service_window,
    interval: null,
    effective_price: orNull(ranking.price[rank]),
    created,
  }));
}
