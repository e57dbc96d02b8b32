/**
 * Storing what the operator confirmed: decisions replace the overlapping earlier ones,
 * the demand intervals join the competition's input parameter set, and each touched
 * bid's outcome (and its ballot's approval outcome) follows its decisions.
 */
import { store } from "../store";
import type { Competition, Decision, DemandInterval } from "../store/market-types";
import { resolveInterval } from "./calendar";
import { mergeDemandIntervals, withoutOverlapping, type TimeRange } from "./overlap";
import type { ClearedDecision } from "./types";

/** Ids for many new rows at once (the store's nextId spreads the whole collection into Math.max). */
function allocateIds(collection: string, rows: readonly { id: number }[], count: number): number {
  let highest = store.nextId.get(collection) ?? 0;
  for (const row of rows) if (row.id > highest) highest = row.id;
  store.nextId.set(collection, highest + count);
  return highest + 1;
}

export type StoredDecision = Decision & { window_id?: number; interval?: number | null; effective_price?: number | null };

/**
 * Adds `decisions`, first removing the competition's decisions that overlap `ranges`
 * (a clearing run) or, with no ranges, the earlier decisions of the same bids (a manual
 * review decision).
 */
export function storeDecisions(competition: Competition, ranges: readonly TimeRange[], decisions: readonly ClearedDecision[]): StoredDecision[] {
  const market = store.market;
  let kept: Decision[];
  if (ranges.length) kept = withoutOverlapping(market.decisions, competition.id, ranges);
  else {
    const decided = new Set(decisions.map((decision) => decision.bid_id));
    kept = market.decisions.filter((decision) => decision.competition !== competition.id || !decided.has(decision.bid_id));
  }
  const firstId = allocateIds("decisions", market.decisions, decisions.length);
  const stored: StoredDecision[] = decisions.map((decision, index) => ({ ...decision, id: firstId + index }));
  market.decisions = [...kept, ...stored];
  updateOutcomes(competition, new Set(decisions.map((decision) => decision.bid_id)));
  return stored;
}

/** A bid is accepted when any of its decisions approves it; a ballot is approved, rejected or partly approved by its bids. */
function updateOutcomes(competition: Competition, bidIds: Set<number>) {
  const approved = new Map<number, boolean>();
  for (const decision of store.market.decisions) {
    if (decision.competition !== competition.id || !bidIds.has(decision.bid_id)) continue;
    approved.set(decision.bid_id, (approved.get(decision.bid_id) ?? false) || decision.approved);
  }
  const ballots = new Set<number>();
  for (const bid of store.market.bids) {
    if (!bidIds.has(bid.id)) continue;
    bid.outcome = approved.get(bid.id) ? "accepted" : approved.has(bid.id) ? "rejected" : null;
    ballots.add(bid.ballot);
  }
  const outcomes = new Map<number, (string | null)[]>();
  for (const bid of store.market.bids) {
    if (!ballots.has(bid.ballot) || !bid.is_active) continue;
    const list = outcomes.get(bid.ballot);
    if (list) list.push(bid.outcome);
    else outcomes.set(bid.ballot, [bid.outcome]);
  }
  for (const ballot of store.market.ballots) {
    const bidOutcomes = outcomes.get(ballot.id);
    if (!bidOutcomes || bidOutcomes.every((outcome) => outcome === null)) continue;
    const accepted = bidOutcomes.filter((outcome) => outcome === "accepted").length;
    ballot.approval_outcome = accepted === bidOutcomes.length ? "approved" : accepted === 0 ? "rejected" : "partial";
  }
}

/** The competition's input parameter set, created on first use; new intervals replace those they overlap. */
export function storeDemandIntervals(competition: Competition, demandIntervals: readonly DemandInterval[]) {
  const sets = store.market.inputParameterSets;
  let set = sets.find((candidate) => candidate.competition === competition.id);
  if (!set) {
    set = { id: allocateIds("inputParameterSets", sets, 1), competition: competition.id, demand_intervals: [] };
    sets.push(set);
  }
  set.demand_intervals = mergeDemandIntervals(set.demand_intervals, demandIntervals);
  return set;
}

export const rangesOf = (demandIntervals: readonly DemandInterval[]): TimeRange[] => demandIntervals.map(resolveInterval);
