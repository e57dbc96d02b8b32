import { describe, expect, it } from "vitest";
import { MeritCursor, type Run } from "~mocks/clearing/merit-cursor";
import { compareRank, meritSort } from "~mocks/clearing/merit-sort";
import type { Ranking } from "~mocks/clearing/ranking";
import { random } from "./fixtures";

type Row = { price: number; createdAt: number; id: number };

/** Rows as the engine's columns (only what ranking reads is filled in). */
function columns(rows: readonly Row[], runs = new Map<number, Run>()): Ranking {
  const count = rows.length;
  return {
    count,
    id: Int32Array.from(rows, (row) => row.id),
    window: new Int32Array(count),
    price: Float64Array.from(rows, (row) => row.price),
    utilisation: new Float64Array(count),
    units: new Float64Array(count),
    divisible: new Uint8Array(count),
    createdAt: Float64Array.from(rows, (row) => row.createdAt),
    gspStart: new Int32Array(count + 1),
    gsps: new Int32Array(),
    runs,
  };
}

/** Prices are given as the engine gives them, rounded to millionths. Few distinct prices and creation times, so ties on both are common; some prices missing. */
function randomRows(seed: number, count: number, price: () => number): Row[] {
  const rng = random(seed);
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  for (let at = ids.length - 1; at > 0; at -= 1) {
    const other = rng.int(0, at);
    [ids[at], ids[other]] = [ids[other], ids[at]];
  }
  return ids.map((id) => ({ id, price: rng.chance(0.05) ? Infinity : price(), createdAt: Date.UTC(2025, 0, 6) + rng.int(0, 5) * 1000 }));
}

/** The reference order: every row compared one by one. */
const byComparison = (table: Ranking, start: number, end: number) =>
  Array.from({ length: end - start }, (_, index) => start + index).sort((a, b) => compareRank(table, a, b));

describe("merit order of a window's bids", () => {
  it("CLEAR-06 sorting by price in millionths gives the order of comparing price, then creation, then id, with missing prices last", () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const rng = random(seed * 7);
      const rows = randomRows(seed, rng.int(0, 400), () => Math.round((rng.int(-20, 40) * 0.125 + rng.int(0, 3) * 0.000001) * 1e6) / 1e6);
      const table = columns(rows);
      const [start, end] = [Math.min(3, rows.length), rows.length];
      expect(Array.from(meritSort(table, start, end))).toEqual(byComparison(table, start, end));
    }
  });

  it("CLEAR-06 prices too far apart for exact keys are sorted by comparison instead, in the same order", () => {
    const rows = [
      { id: 4, price: 9e12, createdAt: 2 },
      { id: 2, price: -1, createdAt: 5 },
      { id: 3, price: 9e12, createdAt: 1 },
      { id: 1, price: -1, createdAt: 5 },
      { id: 5, price: Infinity, createdAt: 0 },
    ];
    const table = columns(rows);
    expect(Array.from(meritSort(table, 0, rows.length), (row) => rows[row].id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("merit order across the windows covering an interval", () => {
  it("CLEAR-06 walking several ranked runs at once gives the order of ranking all their bids together", () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const rng = random(seed * 13);
      const sizes = Array.from({ length: rng.int(0, 6) }, () => rng.int(0, 60));
      const rows = randomRows(seed, sizes.reduce((sum, size) => sum + size, 0), () => rng.int(0, 8) * 2.5);
      // Lay the rows out as the ranking does: each run on its own in merit order.
      const unsorted = columns(rows);
      const runs: Run[] = [];
      const laidOut: Row[] = [];
      for (const size of sizes) {
        const start = laidOut.length;
        for (const row of byComparison(unsorted, start, start + size)) laidOut.push(rows[row]);
        runs.push({ start, end: start + size });
      }
      const table = columns(laidOut);
      const cursor = new MeritCursor(table, runs);
      const walked: number[] = [];
      for (let row = cursor.take(); row >= 0; row = cursor.take()) walked.push(row);
      expect(walked).toEqual(byComparison(table, 0, laidOut.length));
    }
  });

  it("CLEAR-06 an interval no window's bids reach walks nothing", () => {
    const cursor = new MeritCursor(columns([]), [{ start: 0, end: 0 }]);
    expect(cursor.take()).toBe(-1);
  });
});
