/**
 * What the operator sees when reviewing bids: per-window and per-competition summaries,
 * and each bid with its assets, grid supply points, outcome and latest decision.
 */
import { store } from "../store";
import type { Bid, Competition, Decision } from "../store/market-types";
import { competitionWindows, schedulesOf } from "./calendar";
import { dispatchFraction, effectivePrice, ratesOf } from "./price";

/** A bid's latest decision: the most recently created, then the highest id. */
export function latestDecisions(competitionIds: Set<number>): Map<number, Decision> {
  const latest = new Map<number, Decision>();
  for (const decision of store.market.decisions) {
    if (!competitionIds.has(decision.competition)) continue;
    const current = latest.get(decision.bid_id);
    if (!current || decision.created > current.created || (decision.created === current.created && decision.id > current.id)) {
      latest.set(decision.bid_id, decision);
    }
  }
  return latest;
}

type Totals = { bid_count: number; offered_capacity: number; accepted_capacity: number; min_price: number | null; max_price: number | null };

const emptyTotals = (): Totals => ({ bid_count: 0, offered_capacity: 0, accepted_capacity: 0, min_price: null, max_price: null });
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

function add(totals: Totals, bid: Bid, price: number | null, accepted: number) {
  totals.bid_count += 1;
  totals.offered_capacity = round5(totals.offered_capacity + bid.capacity);
  totals.accepted_capacity = round5(totals.accepted_capacity + accepted);
  if (price !== null) {
    totals.min_price = totals.min_price === null ? price : Math.min(totals.min_price, price);
    totals.max_price = totals.max_price === null ? price : Math.max(totals.max_price, price);
  }
}

/** Accepted capacity counts each bid's latest approved decision once. */
export function bidSummary(competition: Competition, bids: readonly Bid[], latest: Map<number, Decision>) {
  const windows = competitionWindows(competition);
  const schedules = schedulesOf(competition, windows);
  const perWindow = new Map(windows.map((window) => [window.id, emptyTotals()]));
  const totals = emptyTotals();
  for (const bid of bids) {
    const schedule = schedules.get(bid.service_window);
    const price = effectivePrice(competition, ratesOf(competition, schedule, bid), schedule ? dispatchFraction(schedule) : 1);
    const decision = latest.get(bid.id);
    const accepted = decision?.approved ? decision.accepted_capacity : 0;
    const windowTotals = perWindow.get(bid.service_window);
    if (windowTotals) add(windowTotals, bid, price, accepted);
    add(totals, bid, price, accepted);
  }
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      reference: competition.reference,
      status: competition.status,
      pricing_method: competition.pricing_method,
    },
    windows: windows.map((window) => ({
      window_id: window.id,
      name: window.name,
      service_period: window.service_period,
      start_time: window.start_time,
      end_time: window.end_time,
      capacity_required: window.capacity_required,
      ...perWindow.get(window.id)!,
    })),
    totals,
  };
}

export function bidSummaries(competitions: readonly Competition[]) {
  const ids = new Set(competitions.map((competition) => competition.id));
  const latest = latestDecisions(ids);
  const bidsByCompetition = new Map<number, Bid[]>();
  for (const bid of store.market.bids) {
    if (!bid.is_active || !ids.has(bid.competition)) continue;
    const list = bidsByCompetition.get(bid.competition);
    if (list) list.push(bid);
    else bidsByCompetition.set(bid.competition, [bid]);
  }
  return competitions.map((competition) => bidSummary(competition, bidsByCompetition.get(competition.id) ?? [], latest));
}

/** Bids as the review table shows them; lookups are built once per page. */
export function reviewRows(bids: readonly Bid[], latest: Map<number, Decision>) {
  const market = store.market;
  const ballotIds = new Set(bids.map((bid) => bid.ballot));
  const assetIds = new Map<number, number[]>();
  for (const group of market.ballotAssetGroups) {
    if (!group.active || !ballotIds.has(group.ballot)) continue;
    assetIds.set(group.ballot, [...(assetIds.get(group.ballot) ?? []), ...group.ballot_assets.map((asset) => asset.flex_asset)]);
  }
  const wanted = new Set([...assetIds.values()].flat());
  const assets = new Map(market.assets.filter((asset) => wanted.has(asset.id)).map((asset) => [asset.id, asset]));
  const gsps = new Map(market.gridSupplyPoints.map((gsp) => [gsp.id, gsp]));
  const organisations = new Map(store.organisations.map((organisation) => [organisation.id, organisation]));
  return bids.map((bid) => ({
    id: bid.id,
    ballot: bid.ballot,
    competition: bid.competition,
    organisation: { id: bid.organisation_id, name: organisations.get(bid.organisation_id)?.name ?? "" },
    service_window: bid.service_window,
    capacity: bid.capacity,
    max_runtime: bid.max_runtime,
    availability_price: bid.availability_price,
    utilisation_price: bid.utilisation_price,
    service_fee: bid.service_fee,
    divisible: bid.divisible,
    assets: [...new Set(assetIds.get(bid.ballot) ?? [])]
      .map((id) => assets.get(id))
      .filter((asset) => asset !== undefined)
      .map((asset) => ({ id: asset.id, ref: asset.ref, name: asset.name })),
    grid_supply_points: bid.grid_supply_points.map((id) => ({ id, name: gsps.get(id)?.name ?? "" })),
    outcome: bid.outcome,
    decision: latest.get(bid.id) ?? null,
    created: bid.created,
  }));
}
