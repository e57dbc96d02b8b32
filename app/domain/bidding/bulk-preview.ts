/**
 * BID-08 confirm bids bulk: what a Ready file will create, before it is created. Rows naming
 * the same competition and assets go into one bid set: the provider's active bid set with
 * exactly those assets when there is one (the upstream adds them to it), else a new one.
 */
import { assetKey, sameAssets } from "./assets";
import type { AssetRef } from "./types";

export type PreviewRow = {
  competition: number;
  service_window: number;
  ballot_assets: readonly AssetRef[];
  capacity: number | string;
};
export type PreviewBallot = {
  id: number;
  competition: number;
  assets: readonly AssetRef[];
};
export type PreviewBid = { ballot: number; service_window: number };

export type BidSetPreview = {
  competition: number;
  assets: AssetRef[];
  /** How many of the file's bids go into this bid set, and the capacity they offer together. */
  bids: number;
  capacity: number;
  /** The provider's bid set the bids join, or null for a new one. */
  ballot: number | null;
  /** Service windows of these rows in which that bid set already has a bid: the file adds one beside it. */
  windowsWithBids: number[];
};

export function bulkPreview(rows: readonly PreviewRow[], ballots: readonly PreviewBallot[], bids: readonly PreviewBid[]): BidSetPreview[] {
  const sets = new Map<string, BidSetPreview & { windows: Set<number> }>();
  for (const row of rows) {
    const key = `${row.competition}|${row.ballot_assets.map(assetKey).sort().join(",")}`;
    let set = sets.get(key);
    if (!set) {
      const ballot = ballots.find((candidate) => candidate.competition === row.competition && sameAssets(candidate.assets, row.ballot_assets));
      set = {
        competition: row.competition,
        assets: [...row.ballot_assets],
        bids: 0,
        capacity: 0,
        ballot: ballot?.id ?? null,
        windowsWithBids: [],
        windows: new Set(),
      };
      sets.set(key, set);
    }
    set.bids++;
    set.capacity += Number(row.capacity) || 0;
    set.windows.add(row.service_window);
  }
  return [...sets.values()].map(({ windows, ...set }) => ({
    ...set,
    capacity: Math.round(set.capacity * 1e5) / 1e5,
    windowsWithBids:
      set.ballot === null
        ? []
        : [...new Set(bids.filter((bid) => bid.ballot === set.ballot && windows.has(bid.service_window)).map((bid) => bid.service_window))].sort((a, b) => a - b),
  }));
}
