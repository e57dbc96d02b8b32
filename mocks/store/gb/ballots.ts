import { DateTime } from "luxon";
import { REQUIRED_RATES, rateField, type RateType } from "~/domain/market/enums";
import type { Asset, Ballot, BallotAssetGroup, Bid, Competition, CompetitionConfirmation, Decision, EntryConfirmation, Qualification, ServiceWindow } from "../market-types";
import { DEMO_PROVIDER_ID } from "./operators";
import { createRandom, round, seedOf, type Random } from "./random";
import { confirmedDecisions } from "./results";

const BIDDING_STATUSES = new Set(["open", "closed", "visibility", "archived"]);
/** Closed and later competitions get this many bid sets, so market clearing has dozens of bids per window. */
const BALLOTS_WHEN_CLOSED = 30;
const MAX_RUNTIMES = ["0 01:00:00", "0 02:00:00", "0 03:00:00", "0 04:00:00"];

export type GeneratedBallots = {
  ballots: Ballot[];
  ballotAssetGroups: BallotAssetGroup[];
  bids: Bid[];
  entries: EntryConfirmation[];
  competitionConfirmations: CompetitionConfirmation[];
  /** The confirmed competitions' decisions, as auto bid decisioning stores them. */
  decisions: Decision[];
};

const iso = (instant: DateTime) => instant.toUTC().toISO({ suppressMilliseconds: true })!;

/** Closed competitions with an odd id have had their results confirmed; later ones all have. */
const resultsConfirmed = (competition: Competition) =>
  competition.status === "visibility" || competition.status === "archived" || (competition.status === "closed" && competition.id % 2 === 1);

function price(rate: RateType, window: ServiceWindow, fixed: boolean, random: Random): number {
  if (fixed) {
    const fixedPrice = { availability: window.fixed_availability_price, utilisation: window.fixed_utilisation_price, service_fee: window.fixed_service_fee }[rate];
    if (fixedPrice !== null) return fixedPrice;
  }
  const [low, high] = { availability: [3, 35], utilisation: [120, 700], service_fee: [40, 450] }[rate];
  return round(random.between(low, high), 2);
}

/** Each provider's qualifying assets in the competition, shuffled deterministically. */
function qualifyingByProvider(competitionQualifications: Qualification[], random: Random): Map<number, Qualification[]> {
  const byProvider = new Map<number, Qualification[]>();
  for (const row of competitionQualifications) {
    if (row.eligibility_status !== "qualified" && row.eligibility_status !== "eligible") continue;
    const list = byProvider.get(row.organisation_id) ?? [];
    list.push(row);
    byProvider.set(row.organisation_id, list);
  }
  for (const [provider, list] of byProvider) byProvider.set(provider, random.shuffle(list));
  return byProvider;
}

/** Which providers bid and with which assets: one bid set each in open competitions, ~30 in all once closed. */
function plannedBallots(competition: Competition, byProvider: Map<number, Qualification[]>, random: Random): { provider: number; assets: Qualification[] }[] {
  const providers = [...byProvider.keys()].sort((a, b) => a - b);
  if (competition.status === "open") {
    return providers
      .filter((provider) => (provider === DEMO_PROVIDER_ID ? competition.id % 2 === 1 : random.chance(0.6)))
      .map((provider) => ({ provider, assets: byProvider.get(provider)!.slice(0, random.int(1, 3)) }));
  }
  const planned: { provider: number; assets: Qualification[] }[] = [];
  const used = new Map(providers.map((provider) => [provider, 0]));
  while (planned.length < BALLOTS_WHEN_CLOSED) {
    let added = false;
    for (const provider of providers) {
      const list = byProvider.get(provider)!;
      const from = used.get(provider)!;
      if (from >= list.length || planned.length >= BALLOTS_WHEN_CLOSED) continue;
      const take = random.int(1, 2);
      planned.push({ provider, assets: list.slice(from, from + take) });
      used.set(provider, from + take);
      added = true;
    }
    if (!added) break;
  }
  return planned;
}

/**
 * The results of a confirmed competition's bids (from `firstBid` on), computed by the
 * clearing rules rather than drawn: each bid is accepted when its window's clearing
 * approves it, and each ballot is approved, rejected or partly approved by its bids.
 * The decisions are kept, so contracts, dispatch and settlement read what was accepted.
 */
function decideResults(competition: Competition, out: GeneratedBallots, firstBid: number) {
  const bids = out.bids.slice(firstBid);
  const decisions = confirmedDecisions(competition, bids, competition.closed);
  const approved = new Set(decisions.filter((decision) => decision.approved).map((decision) => decision.bid_id));
  const ballotOutcomes = new Map<number, Bid["outcome"][]>();
  for (const bid of bids) {
    bid.outcome = approved.has(bid.id) ? "accepted" : "rejected";
    ballotOutcomes.set(bid.ballot, [...(ballotOutcomes.get(bid.ballot) ?? []), bid.outcome]);
  }
  for (const ballot of out.ballots) {
    const outcomes = ballotOutcomes.get(ballot.id);
    if (!outcomes) continue;
    const accepted = outcomes.filter((outcome) => outcome === "accepted").length;
    ballot.approval_outcome = accepted === outcomes.length ? "approved" : accepted === 0 ? "rejected" : "partial";
  }
  for (const decision of decisions) out.decisions.push({ ...decision, id: out.decisions.length + 1 });
}

export function ballots(competitions: Competition[], qualifications: Qualification[], assets: Asset[], today: DateTime): GeneratedBallots {
  const out: GeneratedBallots = { ballots: [], ballotAssetGroups: [], bids: [], entries: [], competitionConfirmations: [], decisions: [] };
  const assetById = new Map(assets.map((asset) => [asset.id, asset]));
  const byCompetition = new Map<number, Qualification[]>();
  for (const row of qualifications) (byCompetition.get(row.competition) ?? byCompetition.set(row.competition, []).get(row.competition)!).push(row);

  for (const competition of competitions) {
    if (!BIDDING_STATUSES.has(competition.status) || competition.name === "") continue;
    const random = createRandom(seedOf(`ballots:${competition.id}`));
    const open = DateTime.fromISO(competition.open, { zone: "utc" });
    const lastBid = DateTime.min(DateTime.fromISO(competition.closed, { zone: "utc" }), today);
    const confirmed = resultsConfirmed(competition);
    const windows = competition.service_periods.flatMap((period) => period.windows);
    const rates = REQUIRED_RATES[competition.competition_type];
    const bidders = new Set<number>();
    const firstBid = out.bids.length;

    for (const plan of plannedBallots(competition, qualifyingByProvider(byCompetition.get(competition.id) ?? [], random), random)) {
      const ballotId = out.ballots.length + 1;
      const created = iso(open.plus({ minutes: Math.floor(random.next() * Math.max(60, lastBid.diff(open, "minutes").minutes)) }));
      const isActive = competition.status !== "open" || plan.provider === DEMO_PROVIDER_ID || random.chance(0.92);
      const capacity = plan.assets.reduce((sum, row) => sum + row.qualified_capacity, 0);
      const supplyPoints = [...new Set(plan.assets.map((row) => assetById.get(row.flex_asset)!.grid_supply_point))].sort((a, b) => a - b);
      for (const window of windows) {
        const bid: Bid = {
          id: out.bids.length + 1,
          ballot: ballotId,
          competition: competition.id,
          organisation_id: plan.provider,
          service_window: window.id,
          capacity: Math.max(0.001, round(Math.min(capacity, window.capacity_required * random.between(0.08, 0.5)), 3)),
          max_runtime: random.pick(MAX_RUNTIMES),
          availability_price: null,
          utilisation_price: null,
          service_fee: null,
          grid_supply_points: supplyPoints,
          divisible: random.chance(0.6),
          outcome: null,
          is_active: isActive,
          created,
        };
        for (const rate of rates) bid[rateField(rate)] = price(rate, window, competition.fixed_price, random);
        out.bids.push(bid);
      }
      out.ballots.push({ id: ballotId, competition: competition.id, organisation_id: plan.provider, created, is_active: isActive, approval_outcome: null });
      out.ballotAssetGroups.push({
        id: out.ballotAssetGroups.length + 1,
        ballot: ballotId,
        active: isActive,
        ballot_assets: plan.assets.map((row) => ({ flex_asset: row.flex_asset, planned: row.planned })),
      });
      if (isActive) bidders.add(plan.provider);
    }

    if (competition.status === "open") {
      for (const provider of [...bidders].sort((a, b) => a - b)) {
        const roll = random.next();
        const status = provider === DEMO_PROVIDER_ID ? (competition.id % 4 === 1 ? "confirmed" : null) : roll < 0.6 ? "confirmed" : roll < 0.7 ? "withdrawn" : null;
        if (status) out.entries.push({ id: out.entries.length + 1, competition: competition.id, organisation_id: provider, status, created: iso(lastBid.minus({ hours: 2 })) });
      }
    }
    if (confirmed) {
      decideResults(competition, out, firstBid);
      const closed = DateTime.fromISO(competition.closed, { zone: "utc" });
      out.competitionConfirmations.push({
        id: out.competitionConfirmations.length + 1,
        competition: competition.id,
        organisation_id: competition.operator_id,
        created: iso(DateTime.min(closed.plus({ days: 2 }), today)),
      });
    }
  }
  return out;
}
