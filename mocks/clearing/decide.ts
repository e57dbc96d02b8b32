/**
 * The three ways decisions reach the store: the operator confirms a clearing run (with
 * their own approvals on top), decides bids one by one in the review, or runs the auto
 * bid decisioning over every service window.
 */
import { paysAsClear } from "~/domain/market/pricing";
import { store } from "../store";
import type { Bid, Competition, DemandInterval } from "../store/market-types";
import { competitionWindows, localInstant, parseDay, schedulesOf } from "./calendar";
import { clear } from "./engine";
import { dispatchFraction, effectivePrice, ratesOf } from "./price";
import { rangesOf, storeDecisions, storeDemandIntervals, type StoredDecision } from "./record";
import type { ClearedDecision, ClearingResult } from "./types";
import { windowIntervals } from "./window-intervals";

export type OperatorDecision = { bid_id: number; approved: boolean };
type Outcome = { ok: true; decisions: StoredDecision[] } | { ok: false; errors: Record<string, string[]> };

const activeBids = (competition: Competition) => store.market.bids.filter((bid) => bid.competition === competition.id && bid.is_active);
const reachedBy = (result: ClearingResult) => result.decisions.filter((decision) => decision.reason !== "outside_window");

function unknownBids(competition: Competition, decisions: readonly OperatorDecision[], known: (bidId: number) => boolean, message: string) {
  const ids = new Set(activeBids(competition).map((bid) => bid.id));
  const errors: Record<string, string[]> = {};
  decisions.forEach((decision, index) => {
    if (!ids.has(decision.bid_id)) errors[`decisions.${index}.bid_id`] = [`Invalid pk "${decision.bid_id}" - object does not exist.`];
    else if (!known(decision.bid_id)) errors[`decisions.${index}.bid_id`] = [message];
  });
  return errors;
}

/**
 * Clears the intervals again (the store does not trust the browser's copy), then applies
 * the operator's own approvals: a refused accepted bid gets nothing, an approved rejected
 * bid gets its whole capacity at its own price (or the interval's clearing price).
 */
export function confirmClearing(competition: Competition, demandIntervals: DemandInterval[], approvals: OperatorDecision[], now: Date): Outcome {
  const result = clear({ competition, bids: store.market.bids, demandIntervals, now });
  const reached = reachedBy(result);
  const reachedIds = new Set(reached.map((decision) => decision.bid_id));
  const errors = unknownBids(competition, approvals, (id) => reachedIds.has(id), "This bid's service window covers none of the demand intervals.");
  if (Object.keys(errors).length) return { ok: false, errors };
  const approved = new Map(approvals.map((decision) => [decision.bid_id, decision.approved]));
  const capacities = new Map(activeBids(competition).map((bid) => [bid.id, bid.capacity]));
  const payAsClear = paysAsClear(competition);
  const decisions = reached.map((decision): ClearedDecision => {
    const wanted = approved.get(decision.bid_id);
    if (wanted === undefined || wanted === decision.approved) return decision;
    if (!wanted) return { ...decision, approved: false, accepted_capacity: 0, clearing_price: null, reason: "operator_rejected" };
    const marginal = decision.interval === null ? null : result.intervals[decision.interval].marginal_price;
    return {
      ...decision,
      approved: true,
      accepted_capacity: capacities.get(decision.bid_id) ?? 0,
      clearing_price: payAsClear ? (marginal ?? decision.effective_price) : decision.effective_price,
      reason: "operator_approved",
    };
  });
  const stored = storeDecisions(competition, rangesOf(demandIntervals), decisions);
  storeDemandIntervals(competition, demandIntervals);
  return { ok: true, decisions: stored };
}

/** A decision on its own covers the bid's whole service period and replaces that bid's earlier decisions. */
export function decideBids(competition: Competition, approvals: OperatorDecision[], now: Date): Outcome {
  const errors = unknownBids(competition, approvals, () => true, "");
  if (Object.keys(errors).length) return { ok: false, errors };
  const bids = new Map(activeBids(competition).map((bid) => [bid.id, bid]));
  const schedules = schedulesOf(competition, competitionWindows(competition));
  const created = now.toISOString();
  const decisions = approvals.map(({ bid_id, approved }): ClearedDecision => {
    const bid = bids.get(bid_id) as Bid;
    const schedule = schedules.get(bid.service_window);
    const price = effectivePrice(competition, ratesOf(competition, schedule, bid), schedule ? dispatchFraction(schedule) : 1);
    const start = localInstant(schedule?.firstDay ?? parseDay(created.slice(0, 10))!, 0).toISO()!;
    const end = schedule ? localInstant(schedule.endDay, 0).toISO()! : start;
    return {
      bid_id,
      competition: competition.id,
      approved,
      accepted_capacity: approved ? bid.capacity : 0,
      clearing_price: approved ? price : null,
      reason: approved ? "operator_approved" : "operator_rejected",
      start,
      end,
      window_id: bid.service_window,
      interval: null,
      effective_price: price,
      created,
    };
  });
  return { ok: true, decisions: storeDecisions(competition, [], decisions) };
}

/** Auto bid decisioning stores its decisions at once, over those of the whole service periods. */
export function autoDecide(competition: Competition, now: Date): ClearingResult & { stored: StoredDecision[] } {
  const demandIntervals = windowIntervals(competition);
  const result = clear({ competition, bids: store.market.bids, demandIntervals, now });
  const stored = storeDecisions(competition, rangesOf(demandIntervals), reachedBy(result));
  return { ...result, stored };
}
