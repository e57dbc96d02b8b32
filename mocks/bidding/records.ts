import { nowIso } from "~/clock.server";
import { nextId, store } from "../store";
import type { Ballot, BallotAssetGroup, Bid } from "../store/market-types";
import { round5, type BallotAsset, type MarketIndex } from "./market-index";
import type { ValidBid } from "./validate";

/** A ballot as lists show it: its competition's name and status, outcome, bid count and total capacity. */
export function ballotView(index: MarketIndex, ballot: Ballot) {
  const competition = index.competition(ballot.competition);
  const bids = index.activeBids(ballot.id);
  return {
    ...ballot,
    competition_name: competition?.name ?? null,
    competition_status: competition?.status ?? null,
    bid_count: bids.length,
    capacity: round5(bids.reduce((sum, bid) => sum + bid.capacity, 0)),
    assets: index.activeGroup(ballot.id)?.ballot_assets ?? [],
  };
}

/** The ballot view of one bid set: its active bids and every asset group it has had. */
export function competitionBallotView(index: MarketIndex, ballot: Ballot) {
  return {
    ...ballotView(index, ballot),
    bids: index.activeBids(ballot.id),
    asset_groups: store.market.ballotAssetGroups.filter((group) => group.ballot === ballot.id),
  };
}

export function addAssetGroup(ballotId: number, assets: BallotAsset[]): BallotAssetGroup {
  for (const group of store.market.ballotAssetGroups) if (group.ballot === ballotId) group.active = false;
  const group = { id: nextId("ballotAssetGroups", store.market.ballotAssetGroups), ballot: ballotId, active: true, ballot_assets: assets };
  store.market.ballotAssetGroups.push(group);
  return group;
}

export function createBallot(orgId: number, competitionId: number, assets: BallotAsset[]): Ballot {
  const ballot: Ballot = {
    id: nextId("ballots", store.market.ballots),
    competition: competitionId,
    organisation_id: orgId,
    created: nowIso(),
    is_active: true,
    approval_outcome: null,
  };
  store.market.ballots.push(ballot);
  addAssetGroup(ballot.id, assets);
  return ballot;
}

const sameAssets = (a: BallotAsset[], b: BallotAsset[]) => {
  const key = (list: BallotAsset[]) => list.map((asset) => `${asset.flex_asset}:${asset.planned}`).sort().join(",");
  return key(a) === key(b);
};

/**
 * Bids sent with a competition and assets instead of a ballot go into the caller's active
 * ballot with exactly those assets, or into a new one (one per asset set per request).
 */
export function ballotFor(index: MarketIndex, orgId: number, bid: ValidBid, created: Ballot[]): Ballot {
  if (bid.ballot) return bid.ballot;
  const matches = (ballot: Ballot) =>
    ballot.organisation_id === orgId &&
    ballot.is_active &&
    ballot.competition === bid.competition.id &&
    sameAssets(store.market.ballotAssetGroups.find((group) => group.ballot === ballot.id && group.active)?.ballot_assets ?? [], bid.ballot_assets);
  const existing = created.find(matches) ?? store.market.ballots.find(matches);
  if (existing) return existing;
  const ballot = createBallot(orgId, bid.competition.id, bid.ballot_assets);
  created.push(ballot);
  return ballot;
}

export function storeBid(orgId: number, ballot: Ballot, bid: ValidBid): Bid {
  const row: Bid = {
    id: nextId("bids", store.market.bids),
    ballot: ballot.id,
    competition: ballot.competition,
    organisation_id: orgId,
    service_window: bid.service_window,
    capacity: bid.capacity,
    max_runtime: bid.max_runtime,
    availability_price: bid.availability_price,
    utilisation_price: bid.utilisation_price,
    service_fee: bid.service_fee,
    grid_supply_points: bid.grid_supply_points,
    divisible: bid.divisible,
    outcome: null,
    is_active: true,
    created: nowIso(),
  };
  store.market.bids.push(row);
  return row;
}
