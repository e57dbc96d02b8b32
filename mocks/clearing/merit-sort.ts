/**
 * Sorting one window's bids into merit order. The comparison sort calls a function for
 * each of its n log n comparisons; when the prices allow, the rows are instead sorted by
 * one number each (the price in millionths, then the row) with the engine's native
 * numeric sort, and only bids with equal prices are compared one by one.
 */
import type { Columns } from "./ranking";

/**
 * -1 when row a comes before row b in merit order, 1 when after, 0 for the same bid. It
 * answers small integers, not differences: a sort's comparator returning a fraction
 * allocates a number on every call.
 */
export function compareRank(columns: Columns, a: number, b: number): number {
  const { price, createdAt, id } = columns;
  if (price[a] !== price[b]) return price[a] < price[b] ? -1 : 1;
  if (createdAt[a] !== createdAt[b]) return createdAt[a] < createdAt[b] ? -1 : 1;
  return id[a] < id[b] ? -1 : id[a] > id[b] ? 1 : 0;
}

/** Effective prices are rounded to millionths (price.ts), so in millionths they are whole. */
const micros = (price: number) => Math.round(price * 1e6);

/**
 * Rows start … end - 1 of `columns`, in merit order. A missing price (Infinity) ranks after
 * every price. Keys stay exact while (price range in millionths + 2) × rows < 2^53; past
 * that the comparison sort is used.
 */
export function meritSort(columns: Columns, start: number, end: number): Int32Array {
  const size = end - start;
  const rows = new Int32Array(size);
  for (let at = 0; at < size; at += 1) rows[at] = start + at;
  let low = Infinity;
  let high = -Infinity;
  for (let row = start; row < end; row += 1) {
    const price = columns.price[row];
    if (price === Infinity) continue;
    low = Math.min(low, micros(price));
    high = Math.max(high, micros(price));
  }
  const levels = high >= low ? high - low + 2 : 1;
  if (levels * size >= Number.MAX_SAFE_INTEGER) return rows.sort((a, b) => compareRank(columns, a, b));

  const keys = new Float64Array(size);
  for (let at = 0; at < size; at += 1) {
    const price = columns.price[start + at];
    const level = price === Infinity ? levels - 1 : micros(price) - low;
    keys[at] = level * size + at;
  }
  keys.sort();
  for (let at = 0; at < size; at += 1) rows[at] = start + (keys[at] % size);
  // Bids of equal price sit together; each such stretch is put in order of creation, then id.
  let from = 0;
  for (let at = 1; at <= size; at += 1) {
    if (at < size && Math.floor(keys[at] / size) === Math.floor(keys[from] / size)) continue;
    if (at - from > 1) rows.subarray(from, at).sort((a, b) => compareRank(columns, a, b));
    from = at;
  }
  return rows;
}
