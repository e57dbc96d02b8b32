import { QUALIFYING_STATUSES } from "~/domain/market/enums";
import { store } from "../store";
import type { Asset, BallotAssetGroup, Bid, Competition, Qualification, ServiceWindow } from "../store/market-types";

export type BallotAsset = { flex_asset: number; planned: boolean };

const assetKey = (id: number, planned: boolean) => `${id}:${planned}`;

/** A positive integer id from a number or its digits text; null for anything else. */
export function asId(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return asId(Number(value.trim()));
  return null;
}

export const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Lookups over the market, built lazily once per request: the generated market can hold
 * 100,000 assets, too many to scan for every bid row of a bulk request.
 */
export function marketIndex() {
  const market = store.market;
  let assets: Map<string, Asset> | undefined;
  let assetsByRef: Map<string, Asset> | undefined;
  let qualifications: Map<string, Qualification> | undefined;
  let groups: Map<number, BallotAssetGroup> | undefined;
  let bidsByBallot: Map<number, Bid[]> | undefined;

  const competition = (id: unknown): Competition | undefined => {
    const wanted = asId(id);
    return wanted === null ? undefined : market.competitions.find((candidate) => candidate.id === wanted);
  };

  const windowsOf = (of: Competition): ServiceWindow[] => of.service_periods.flatMap((period) => period.windows);

  function asset(id: number, planned: boolean): Asset | undefined {
    assets ??= new Map(market.assets.map((row) => [assetKey(row.id, row.planned), row]));
    return assets.get(assetKey(id, planned));
  }

  /** An organisation's asset by its reference. */
  function assetByRef(orgId: number, ref: string): Asset | undefined {
    assetsByRef ??= new Map(market.assets.map((row) => [`${row.organisation_id}:${row.ref.toLowerCase()}`, row]));
    return assetsByRef.get(`${orgId}:${ref.trim().toLowerCase()}`);
  }

  /** The organisation's qualification of an asset in a competition, if it qualifies (qualified or eligible). */
  function qualifying(orgId: number, competitionId: number, ballotAsset: BallotAsset): Qualification | undefined {
    qualifications ??= new Map(
      market.qualifications.map((row) => [`${row.organisation_id}:${row.competition}:${assetKey(row.flex_asset, row.planned)}`, row]),
    );
    const found = qualifications.get(`${orgId}:${competitionId}:${assetKey(ballotAsset.flex_asset, ballotAsset.planned)}`);
    return found && QUALIFYING_STATUSES.includes(found.eligibility_status) ? found : undefined;
  }

  function activeGroup(ballotId: number): BallotAssetGroup | undefined {
    groups ??= new Map(market.ballotAssetGroups.filter((group) => group.active).map((group) => [group.ballot, group]));
    return groups.get(ballotId);
  }

  function activeBids(ballotId: number): Bid[] {
    if (!bidsByBallot) {
      bidsByBallot = new Map();
      for (const bid of market.bids) if (bid.is_active) (bidsByBallot.get(bid.ballot) ?? bidsByBallot.set(bid.ballot, []).get(bid.ballot)!).push(bid);
    }
    return bidsByBallot.get(ballotId) ?? [];
  }

  return { competition, windowsOf, asset, assetByRef, qualifying, activeGroup, activeBids };
}

export type MarketIndex = ReturnType<typeof marketIndex>;
