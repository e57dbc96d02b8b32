import { z } from "zod";
import { assetKey, parseAssetKey, qualifyingByAsset } from "./assets";
import { ASSETS_FIELD, available, inListOrder, type AssetSelectionItem } from "./asset-choice";
import { encodeBiddingMessage } from "./messages";
import type { AssetRef, BiddingQualification } from "./types";

// What the modal's component needs lives apart, so it can use it without zod.
export { ASSETS_FIELD, confirmLabel, selectedCount, toggleAll, toggleAsset, type AssetSelectionItem } from "./asset-choice";

/** The provider's asset as the list shows it. */
export type SelectableAsset = { id: number; planned: boolean; ref?: string | null; name?: string | null };

function assetLabel(asset: SelectableAsset): string {
  const name = asset.name?.trim();
  const ref = asset.ref?.trim();
  if (name && ref && name !== ref) return `${name} (${ref})`;
  return name || ref || `#${asset.id}`;
}

/** BID-05: every asset of the provider, in the order given; those not qualifying cannot be chosen. */
export function assetSelectionItems({
  competitionId,
  assets,
  qualifications,
}: {
  competitionId: number;
  assets: readonly SelectableAsset[];
  qualifications: readonly BiddingQualification[];
}): AssetSelectionItem[] {
  const qualifying = qualifyingByAsset(qualifications, competitionId);
  return assets.map((asset) => {
    const ref: AssetRef = { flex_asset: asset.id, planned: asset.planned };
    const qualification = qualifying.get(assetKey(ref));
    return {
      value: assetKey(ref),
      label: assetLabel(asset),
      unavailable: !qualification,
      asset: ref,
      qualifiedCapacity: qualification?.qualified_capacity ?? null,
    };
  });
}

/**
 * BID-05: the modal's schema: `assets` holds the chosen checkbox values; at least one is
 * needed, and each must be an available asset of the list. Gives the chosen assets.
 */
export function assetSelectionSchema(items: readonly AssetSelectionItem[]) {
  const allowed = new Set(available(items));
  return z.object({
    [ASSETS_FIELD]: z
      .preprocess(
        (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
        z
          .array(z.string())
          .min(1, { message: encodeBiddingMessage("assetSelection.required") })
          .refine((values) => values.every((value) => allowed.has(value)), {
            message: encodeBiddingMessage("assetSelection.notQualified"),
          }),
      )
      .transform((values) => inListOrder(items, new Set(values)).map((value) => parseAssetKey(value)!)),
  });
}
