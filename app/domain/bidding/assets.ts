import { QUALIFYING_STATUSES } from "~/domain/market/enums";
import type { AssetRef, BiddingQualification } from "./types";

/**
 * One text per asset, for checkbox values and lookups. Planned assets are numbered apart
 * from metered ones, so the kind is part of the key: `a12` or `p12`.
 */
export function assetKey(asset: AssetRef): string {
  return `${asset.planned ? "p" : "a"}${asset.flex_asset}`;
}

export function parseAssetKey(key: string): AssetRef | null {
  const match = /^([ap])([1-9]\d*)$/.exec(typeof key === "string" ? key.trim() : "");
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { flex_asset: id, planned: match[1] === "p" } : null;
}

/** The same assets, whatever the order or repeats. */
export function sameAssets(left: readonly AssetRef[], right: readonly AssetRef[]): boolean {
  const a = new Set(left.map(assetKey));
  const b = new Set(right.map(assetKey));
  return a.size === b.size && [...a].every((key) => b.has(key));
}

/** Assets listed once each, first occurrence kept. */
export function uniqueAssets(assets: readonly AssetRef[]): AssetRef[] {
  const seen = new Set<string>();
  return assets.flatMap((asset) => {
    const key = assetKey(asset);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ flex_asset: asset.flex_asset, planned: asset.planned }];
  });
}

/**
 * The qualifications that let an asset bid in the competition, by asset key. Records of
 * other competitions are left out when the record says which competition it is for.
 */
export function qualifyingByAsset(
  qualifications: readonly BiddingQualification[],
  competitionId: number,
): Map<string, BiddingQualification> {
  const byAsset = new Map<string, BiddingQualification>();
  for (const qualification of qualifications) {
    if (qualification.competition !== undefined && qualification.competition !== competitionId) continue;
    if (!QUALIFYING_STATUSES.includes(qualification.eligibility_status)) continue;
    byAsset.set(assetKey(qualification), qualification);
  }
  return byAsset;
}
