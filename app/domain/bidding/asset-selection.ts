import { z } from "zod";
import type { MessageDescriptor } from "~/domain/validation/messages";
import { assetKey, parseAssetKey, qualifyingByAsset } from "./assets";
import { biddingMessage, encodeBiddingMessage } from "./messages";
import type { AssetRef, BiddingQualification } from "./types";

/** The provider's asset as the list shows it. */
export type SelectableAsset = { id: number; planned: boolean; ref?: string | null; name?: string | null };

/** One checkbox of the asset selection modal: fits the UI kit's CheckboxList item. */
export type AssetSelectionItem = {
  value: string;
  label: string;
  /** Not qualifying in the competition: disabled and struck through. */
  unavailable: boolean;
  asset: AssetRef;
  qualifiedCapacity: number | null;
};

export const ASSETS_FIELD = "assets";

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

const available = (items: readonly AssetSelectionItem[]) => items.filter((item) => !item.unavailable).map((item) => item.value);

/** Only available items, in the list's order. */
function inListOrder(items: readonly AssetSelectionItem[], chosen: ReadonlySet<string>): string[] {
  return available(items).filter((value) => chosen.has(value));
}

/** BID-05 toggle-all: selects every available asset, or clears the selection when all of them are already selected. */
export function toggleAll(items: readonly AssetSelectionItem[], selected: readonly string[]): string[] {
  const all = available(items);
  const chosen = new Set(selected);
  return all.length > 0 && all.every((value) => chosen.has(value)) ? [] : all;
}

/** One checkbox flipped; an unavailable asset cannot be selected. */
export function toggleAsset(items: readonly AssetSelectionItem[], selected: readonly string[], value: string): string[] {
  const chosen = new Set(selected);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  return inListOrder(items, chosen);
}

/** How many assets the confirm button counts: selected and available. */
export function selectedCount(items: readonly AssetSelectionItem[], selected: readonly string[]): number {
  return inListOrder(items, new Set(selected)).length;
}

/** BID-05 the confirm button's text, with the count. */
export function confirmLabel(count: number): MessageDescriptor {
  return biddingMessage("assetSelection.confirm", { count });
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
