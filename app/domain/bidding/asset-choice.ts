import type { MessageDescriptor } from "~/domain/validation/messages";
import { biddingMessage } from "./messages";
import type { AssetRef } from "./types";

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

/** The values of the assets that qualify. */
export const available = (items: readonly AssetSelectionItem[]) => items.filter((item) => !item.unavailable).map((item) => item.value);

/** Only available items, in the list's order. */
export function inListOrder(items: readonly AssetSelectionItem[], chosen: ReadonlySet<string>): string[] {
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
