import { DateTime } from "luxon";
import { nowIso, nowMs } from "~/clock.server";
import { paysAsClear } from "~/domain/market/pricing";
import type { StoredDecision } from "../clearing/record";
import type { Bid, Competition, Decision } from "../store/market-types";
import { nextId, store } from "../store";
import type { Contract, ContractWindow, Milestone } from "./types";

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** Capacity-weighted mean of a rate over accepted bids that carry it. */
function weighted(rows: { capacity: number; price: number | null }[]): number | null {
  const priced = rows.filter((row) => row.price !== null && row.capacity > 0);
  const total = priced.reduce((sum, row) => sum + row.capacity, 0);
  return total > 0 ? round(priced.reduce((sum, row) => sum + row.capacity * row.price!, 0) / total, 2) : null;
}

type Accepted = { bid: Bid; capacity: number; price: number | null };

/**
 * Under pay as clear every bid accepted for the same window and range is paid the clearing
 * price, the marginal accepted bid's effective price (mocks/docs/clearing.md): each such
 * bid is given the marginal bid's rates, which add up to that price, in place of its own.
 */
function clearingRates(decisions: readonly StoredDecision[], bids: Map<number, Bid>, competitions: Map<number, Competition>): Map<number, Bid> {
  const groupOf = (decision: Decision) => `${decision.competition}:${bids.get(decision.bid_id)?.service_window}:${decision.start}:${decision.end}`;
  const accepted = decisions.filter(
    (decision) => decision.approved && decision.accepted_capacity > 0 && bids.has(decision.bid_id) && paysAsClear(competitions.get(decision.competition) ?? {}),
  );
  const marginal = new Map<string, StoredDecision>();
  for (const decision of accepted) {
    const current = marginal.get(groupOf(decision));
    if (!current || (decision.effective_price ?? -Infinity) > (current.effective_price ?? -Infinity)) marginal.set(groupOf(decision), decision);
  }
  const paid = new Map<number, Bid>();
  for (const decision of accepted) {
    const { availability_price, utilisation_price, service_fee } = bids.get(marginal.get(groupOf(decision))!.bid_id)!;
    paid.set(decision.bid_id, { ...bids.get(decision.bid_id)!, availability_price, utilisation_price, service_fee });
  }
  return paid;
}

/** The accepted part of each bid: the clearing decisions where there are any, else the bid's own outcome. */
function acceptedBids(): Map<string, Accepted[]> {
  const decided = new Map<number, { capacity: number; price: number | null }>();
  for (const decision of store.market.decisions) {
    if (!decision.approved || decision.accepted_capacity <= 0) continue;
    const earlier = decided.get(decision.bid_id);
    decided.set(decision.bid_id, { capacity: Math.max(earlier?.capacity ?? 0, decision.accepted_capacity), price: decision.clearing_price });
  }
  const bids = new Map(store.market.bids.map((bid) => [bid.id, bid]));
  const paid = clearingRates(store.market.decisions, bids, new Map(store.market.competitions.map((competition) => [competition.id, competition])));
  const byPair = new Map<string, Accepted[]>();
  for (const bid of store.market.bids) {
    if (!bid.is_active) continue;
    const decision = decided.get(bid.id);
    if (!decision && bid.outcome !== "accepted") continue;
    const key = `${bid.competition}:${bid.organisation_id}`;
    const list = byPair.get(key) ?? byPair.set(key, []).get(key)!;
    list.push({ bid: paid.get(bid.id) ?? bid, capacity: decision?.capacity ?? bid.capacity, price: decision?.price ?? null });
  }
  return byPair;
}

function windowsOf(competition: Competition, accepted: Accepted[]): ContractWindow[] {
  const windows = competition.service_periods.flatMap((period) => period.windows);
  return windows
    .map((window) => {
      const rows = accepted.filter((row) => row.bid.service_window === window.id);
      if (!rows.length) return null;
      const rate = (field: "availability_price" | "utilisation_price" | "service_fee") =>
        weighted(rows.map((row) => ({ capacity: row.capacity, price: row.bid[field] ?? (field === "utilisation_price" ? row.price : null) })));
      return {
        service_window: window.id,
        name: window.name,
        start_time: window.start_time,
        end_time: window.end_time,
        capacity: round(rows.reduce((sum, row) => sum + row.capacity, 0)),
        availability_price: rate("availability_price"),
        utilisation_price: rate("utilisation_price"),
        service_fee: rate("service_fee"),
      };
    })
    .filter((window): window is ContractWindow => window !== null);
}

function assetsOf(accepted: Accepted[]) {
  const ballots = new Set(accepted.map((row) => row.bid.ballot));
  const seen = new Map<string, { flex_asset: number; planned: boolean }>();
  for (const group of store.market.ballotAssetGroups) {
    if (!ballots.has(group.ballot) || !group.active) continue;
    for (const asset of group.ballot_assets) seen.set(`${asset.planned ? "p" : "a"}${asset.flex_asset}`, asset);
  }
  return [...seen.values()].sort((a, b) => a.flex_asset - b.flex_asset);
}

function milestonesFor(contract: Contract): Milestone[] {
  const start = DateTime.fromISO(contract.period.start, { zone: "utc" });
  const made = [
    { kind: "pre_delivery_test" as const, flex_asset: null, due: start.minus({ days: 14 }).toISODate()! },
    ...contract.assets.filter((asset) => asset.planned).map((asset) => ({ kind: "commissioning" as const, flex_asset: asset.flex_asset, due: start.toISODate()! })),
  ];
  // A contract made once its delivery had begun (seeded history) finds its milestones met;
  // one still to start keeps them open, overdue if their date has passed, until evidence is accepted.
  const started = contract.period.start.slice(0, 10) <= contract.created.slice(0, 10);
  return made.map((milestone) => ({
    id: nextId("milestones", store.marketAccess.milestones),
    contract: contract.id,
    ...milestone,
    evidence: null,
    accepted: started ? contract.created : null,
    created: contract.created,
  }));
}

let synced: { market: unknown; fingerprint: string } | null = null;

/**
 * Makes a contract for every provider with accepted bids in a competition whose results
 * are confirmed (by its operator, or by that provider), once: a contract that changed
 * holder since is never made again for the provider it came from.
 */
export function syncContracts() {
  const fingerprint = `${store.market.competitionConfirmations.length}:${store.market.decisions.length}:${store.market.bids.length}:${store.marketAccess.contracts.length}`;
  if (synced?.market === store.market && synced.fingerprint === fingerprint) return;
  const competitions = new Map(store.market.competitions.map((competition) => [competition.id, competition]));
  const confirmedBy = new Map<number, { operator: string | null; providers: Map<number, string> }>();
  for (const row of store.market.competitionConfirmations) {
    const competition = competitions.get(row.competition);
    if (!competition) continue;
    const entry = confirmedBy.get(row.competition) ?? confirmedBy.set(row.competition, { operator: null, providers: new Map() }).get(row.competition)!;
    if (row.organisation_id === competition.operator_id) entry.operator = row.created;
    else entry.providers.set(row.organisation_id, row.created);
  }
  const made = new Set(store.marketAccess.contracts.map((contract) => contract.source));
  for (const [pair, accepted] of acceptedBids()) {
    const [competitionId, providerId] = pair.split(":").map(Number);
    const confirmation = confirmedBy.get(competitionId);
    const confirmed = confirmation?.providers.get(providerId) ?? confirmation?.operator;
    const competition = competitions.get(competitionId);
    if (!confirmed || !competition || made.has(pair) || !competition.service_periods.length) continue;
    const windows = windowsOf(competition, accepted);
    if (!windows.length) continue;
    const id = nextId("contracts", store.marketAccess.contracts);
    const reference = `${competition.reference}-C${String(id).padStart(4, "0")}`;
    const contract: Contract = {
      id,
      reference,
      source: pair,
      competition: competitionId,
      organisation_id: providerId,
      original_organisation_id: providerId,
      assets: assetsOf(accepted),
      capacity: Math.max(...windows.map((window) => window.capacity)),
      windows,
      prices: {
        availability_price: weighted(accepted.map((row) => ({ capacity: row.capacity, price: row.bid.availability_price }))),
        utilisation_price: weighted(accepted.map((row) => ({ capacity: row.capacity, price: row.bid.utilisation_price ?? row.price }))),
        service_fee: weighted(accepted.map((row) => ({ capacity: row.capacity, price: row.bid.service_fee }))),
      },
      currency: competition.currency,
      period: {
        start: competition.service_periods.map((period) => period.start).sort()[0],
        end: competition.service_periods.map((period) => period.end).sort().at(-1)!,
      },
      documents: [
        { id: 1, name: "Contract terms", kind: "terms", filename: `${reference}-terms.pdf`, content_type: "application/pdf" },
        { id: 2, name: "Service schedule", kind: "schedule", filename: `${reference}-schedule.csv`, content_type: "text/csv" },
      ],
      created: confirmed,
      transfers: [],
    };
    store.marketAccess.contracts.push(contract);
    store.marketAccess.milestones.push(...milestonesFor(contract));
    made.add(pair);
  }
  synced = { market: store.market, fingerprint: `${store.market.competitionConfirmations.length}:${store.market.decisions.length}:${store.market.bids.length}:${store.marketAccess.contracts.length}` };
}

/** Upcoming before its period, active during it, ended after, by the clock. */
export function contractStatus(contract: Contract): "upcoming" | "active" | "ended" {
  const today = DateTime.fromMillis(nowMs()).toUTC().toISODate()!;
  if (today < contract.period.start) return "upcoming";
  return today < contract.period.end ? "active" : "ended";
}

/** Moves a contract to another holder; the exchange will call this when an obligation changes hands. */
export function transferContract(contract: Contract, to: number) {
  contract.transfers.push({ from: contract.organisation_id, to, created: nowIso() });
  contract.organisation_id = to;
}
