/**
 * What an operator can dispatch: the approved decisions of its own competitions whose
 * bidding has closed, on a given day, inside each bid's service window and served days.
 */
import { isRemoved } from "../store/gb/competitions";
import { store } from "../store";
import type { Bid, Competition, Decision, ServiceWindow } from "../store/market-types";
import { localInstant, serves, windowSchedule, type WindowSchedule } from "../clearing/calendar";

/** Bidding has closed and the results are in force; archived competitions are over. */
export const DISPATCHABLE_STATUSES = new Set(["closed", "visibility"]);

export function dispatchableCompetitions(operatorId: number): Competition[] {
  return store.market.competitions.filter(
    (competition) => competition.operator_id === operatorId && DISPATCHABLE_STATUSES.has(competition.status) && !isRemoved(competition),
  );
}

export type WindowInstance = { window: ServiceWindow; schedule: WindowSchedule; served: boolean; start: number; end: number };

/** The window on a local day: from its start time to its end time (the next day for an overnight window). */
export function windowInstance(competition: Competition, window: ServiceWindow, day: number): WindowInstance {
  const period = competition.service_periods.find((candidate) => candidate.id === window.service_period);
  const schedule = windowSchedule(window, period);
  const served = day >= schedule.firstDay && day < schedule.endDay && serves(schedule.rule, day);
  return { window, schedule, served, start: localInstant(day, schedule.start).toMillis(), end: localInstant(day, schedule.end).toMillis() };
}

export type AcceptedBid = { decision: Decision; bid: Bid; start: number; end: number };

/** Approved decisions of the window's bids that overlap its instance, cut to the instance. */
export function acceptedInInstance(competition: Competition, instance: WindowInstance): AcceptedBid[] {
  if (!instance.served) return [];
  const bids = new Map(
    store.market.bids.filter((bid) => bid.competition === competition.id && bid.service_window === instance.window.id && bid.is_active).map((bid) => [bid.id, bid]),
  );
  const accepted: AcceptedBid[] = [];
  for (const decision of store.market.decisions) {
    if (decision.competition !== competition.id || !decision.approved || decision.accepted_capacity <= 0) continue;
    const bid = bids.get(decision.bid_id);
    if (!bid) continue;
    const start = Math.max(instance.start, Date.parse(decision.start));
    const end = Math.min(instance.end, Date.parse(decision.end));
    if (end > start) accepted.push({ decision, bid, start, end });
  }
  return accepted.sort((a, b) => a.start - b.start || a.bid.id - b.bid.id);
}

export const windowsOf = (competition: Competition) => competition.service_periods.flatMap((period) => period.windows);

/** Assets of the bid set the bid belongs to: its active asset group. */
export function assetsOfBid(bid: Bid): number[] {
  const group = store.market.ballotAssetGroups.find((candidate) => candidate.ballot === bid.ballot && candidate.active);
  return group ? group.ballot_assets.map((entry) => entry.flex_asset) : [];
}
