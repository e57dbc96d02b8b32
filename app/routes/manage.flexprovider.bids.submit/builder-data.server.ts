import { assetKey, parseAssetKey } from "~/domain/bidding/assets";
import { assetSelectionItems, type AssetSelectionItem } from "~/domain/bidding/asset-selection";
import { bidRows, buildBallotState } from "~/domain/bidding/ballot-state";
import { bidRules } from "~/domain/bidding/bid-form";
import { multiBidFields } from "~/domain/bidding/multi-bid";
import type { AssetRef, BallotState, BidRules, BiddingCompetition } from "~/domain/bidding/types";
import { capacityUnit } from "~/domain/bidding/windows";
import { FLAGS } from "~/domain/flags";
import { servicePeriodSpan, unavailableDuring } from "~/domain/assets/unavailable-during";
import { unavailabilities } from "~/upstream/asset-register.server";
import type { Auth } from "~/session/auth.server";
import { notFound } from "~/session/guard.server";
import type { Client } from "~/upstream/client.server";
import { providerAssets, providerPlannedAssets, qualifications } from "~/upstream/assets.server";
import { competitionBallot, getBallot } from "~/upstream/ballots.server";
import { getCompetition } from "~/upstream/competitions.server";
import type { CompetitionBallot } from "~/upstream/schemas/bidding";
import type { Competition, Qualification } from "~/upstream/schemas/market";

/** Everything the ballot builder reads, fetched afresh for every page and post (BID-02). */
export type Builder = {
  competition: Competition;
  ballot: CompetitionBallot | null;
  qualifications: Qualification[];
  items: AssetSelectionItem[];
  state: BallotState;
};

/** The builder's view of a competition, as the bid rules read it. */
export const biddingCompetition = (competition: Competition) => competition as BiddingCompetition;

async function assetItems(client: Client, auth: Auth, competition: Competition, records: Qualification[]) {
  const competitionId = competition.id;
  const manyAssets = auth.features.has(FLAGS.biddingWithManyAssets);
  const metered = [...new Set(records.filter((record) => !record.planned).map((record) => record.flex_asset))];
  const planned = [...new Set(records.filter((record) => record.planned).map((record) => record.flex_asset))];
  const [assets, plannedAssets, declared] = await Promise.all([
    metered.length ? providerAssets(client, metered, { manyAssets }) : [],
    planned.length ? providerPlannedAssets(client, planned, { manyAssets }) : [],
    // Declared unavailability only disables choices; without it the builder still works.
    unavailabilities(client).catch(() => []),
  ]);
  const known = new Map([...assets, ...plannedAssets].map((asset) => [assetKey({ flex_asset: asset.id, planned: asset.planned }), asset]));
  // Every asset with a qualification record in the competition is listed; one the asset list
  // did not return still shows, by its id.
  const listed = records.map((record) => {
    const key = assetKey(record);
    const asset = known.get(key);
    return { id: record.flex_asset, planned: record.planned, ref: asset?.ref, name: asset?.name, key };
  });
  const unique = [...new Map(listed.map((asset) => [asset.key, asset])).values()];
  const span = servicePeriodSpan(competition.service_periods);
  const away = unavailableDuring(declared, span.start, span.end);
  return assetSelectionItems({ competitionId, assets: unique, qualifications: records }).map((item) => (away.has(item.value) ? { ...item, unavailable: true } : item));
}

/** A new ballot in a competition (`ballotId` null), or the caller's existing ballot. */
export async function loadBuilder(
  client: Client,
  auth: Auth,
  { competitionId, ballotId }: { competitionId: number | null; ballotId: number | null },
): Promise<Builder> {
  let ballot: CompetitionBallot | null = null;
  let id = competitionId;
  if (ballotId !== null) {
    const summary = await getBallot(client, ballotId);
    if (!summary.is_active) notFound();
    id = summary.competition;
  }
  if (id === null) notFound();
  const [competition, records, existing] = await Promise.all([
    getCompetition(client, id, "flexprovider"),
    qualifications(client, { competitionId: id }),
    ballotId !== null ? competitionBallot(client, id, ballotId) : Promise.resolve(null),
  ]);
  ballot = existing;
  const ownRecords = records.filter((record) => record.competition === id);
  const items = await assetItems(client, auth, competition, ownRecords);
  const state = buildBallotState({
    competition: biddingCompetition(competition),
    ballot,
    bids: ballot?.bids ?? [],
    assetGroups: ballot?.asset_groups ?? [],
    qualifications: ownRecords,
  });
  return { competition, ballot, qualifications: ownRecords, items, state };
}

/** The selection a page or post names (`a12,p7`), kept to assets that may be chosen. */
export function selectionFrom(text: string | null | undefined, items: readonly AssetSelectionItem[]): AssetRef[] {
  const allowed = new Set(items.filter((item) => !item.unavailable).map((item) => item.value));
  return (text ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => allowed.has(key))
    .map((key) => parseAssetKey(key)!)
    .filter(Boolean);
}

export const selectionText = (assets: readonly AssetRef[]) => assets.map(assetKey).join(",");

export function rulesFor(builder: Builder, selectedAssets: readonly AssetRef[]): BidRules {
  return bidRules({ competition: biddingCompetition(builder.competition), qualifications: builder.qualifications, selectedAssets });
}

/** What the builder's forms need to draw themselves; plain data for the page. */
export function builderView(builder: Builder) {
  const competition = biddingCompetition(builder.competition);
  return {
    competition: {
      id: builder.competition.id,
      name: builder.competition.name ?? "",
      reference: builder.competition.reference ?? "",
      status: builder.competition.status ?? null,
    },
    ballotId: builder.ballot?.id ?? null,
    items: builder.items.map(({ value, label, unavailable }) => ({ value, label, unavailable })),
    windows: builder.state.windows,
    requiredRates: builder.state.requiredRates,
    fixedPrice: builder.state.fixedPrice,
    capacityUnit: capacityUnit(competition),
    currency: builder.competition.currency || "GBP",
    multiBidFields: multiBidFields(competition),
  };
}

export type BuilderView = ReturnType<typeof builderView>;

export const rowsOf = (state: Pick<BallotState, "windows" | "bidSet">) => bidRows(state).map(({ row, windowId, bid }) => ({ row, windowId, bid }));
export type FormRow = ReturnType<typeof rowsOf>[number];
