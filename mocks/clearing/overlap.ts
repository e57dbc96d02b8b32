/**
 * Clearing overwrites: a new decision set replaces the competition's earlier decisions
 * whose time range overlaps any of the new intervals, and new demand intervals replace
 * the stored ones they overlap (CLEAR-04, CLEAR-06). Ranges are half-open, so intervals
 * that only touch do not overlap.
 */
import type { DemandInterval } from "../store/market-types";
import { resolveInterval } from "./calendar";

export type TimeRange = { startMs: number; endMs: number };

/** A test for "overlaps any of these ranges", O(log n) per question. */
export function overlapsAny(ranges: readonly TimeRange[]): (range: TimeRange) => boolean {
  const merged: TimeRange[] = [];
  for (const range of [...ranges].filter((r) => r.endMs > r.startMs).sort((a, b) => a.startMs - b.startMs)) {
    const last = merged.at(-1);
    if (last && range.startMs <= last.endMs) last.endMs = Math.max(last.endMs, range.endMs);
    else merged.push({ ...range });
  }
  return ({ startMs, endMs }) => {
    if (endMs <= startMs) return false;
    // The last merged range starting before `endMs` is the only one that can overlap.
    let low = 0;
    let high = merged.length - 1;
    let candidate = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (merged[middle].startMs < endMs) {
        candidate = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return candidate >= 0 && merged[candidate].endMs > startMs;
  };
}

export const rangeOf = (row: { start: string; end: string }): TimeRange => ({ startMs: Date.parse(row.start), endMs: Date.parse(row.end) });

/** The rows that survive a new decision set of `competition` covering `ranges`. */
export function withoutOverlapping<T extends { competition: number; start: string; end: string }>(
  rows: readonly T[],
  competition: number,
  ranges: readonly TimeRange[],
): T[] {
  const overlaps = overlapsAny(ranges);
  return rows.filter((row) => row.competition !== competition || !overlaps(rangeOf(row)));
}

/** Stored intervals that overlap a new one are dropped; the new ones are added after the rest. */
export function mergeDemandIntervals(stored: readonly DemandInterval[], incoming: readonly DemandInterval[]): DemandInterval[] {
  const overlaps = overlapsAny(incoming.map(resolveInterval));
  return [...stored.filter((interval) => !overlaps(resolveInterval(interval))), ...incoming];
}
