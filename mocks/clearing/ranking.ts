/**
 * The merit order: bids ranked by effective price ascending, then the earlier created,
 * then the lower id; bids without a required rate rank last. What clearing reads of a bid
 * is copied into typed arrays ("columns"), laid out window by window with each window's
 * bids in merit order. Clearing an interval then reads each covering window's columns
 * front to back, which stays fast when a million bids no longer fit in the CPU's caches;
 * an interval covered by several windows merges their runs with the same comparison.
 */
import type { WindowSchedule } from "./calendar";
import type { Run } from "./merit-cursor";
import { meritSort } from "./merit-sort";
import { dispatchFraction, effectivePrice, ratesOf } from "./price";
import type { ClearingInput } from "./types";

/** Capacities are compared in whole 1e-5 MW, the precision bids are given in, so sums never drift. */
const UNITS = 1e5;
export const toUnits = (capacity: number) => Math.round(capacity * UNITS);
export const fromUnits = (units: number) => units / UNITS;

/**
 * Bids as columns; row r's grid supply points are gsps[gspStart[r]] … gsps[gspStart[r + 1] - 1].
 * Ids are whole numbers kept in Int32Arrays, so looking them up in a Map or Set boxes nothing.
 */
export type Columns = {
  count: number;
  id: Int32Array;
  window: Int32Array;
  /** Effective price; Infinity when a required rate is missing, so such bids rank last. */
  price: Float64Array;
  /** Utilisation rate; NaN when the bid has none. */
  utilisation: Float64Array;
  units: Float64Array;
  divisible: Uint8Array;
  createdAt: Float64Array;
  gspStart: Int32Array;
  gsps: Int32Array;
};

/** The ranked columns, and where each window's run of bids starts and ends (exclusive). */
export type Ranking = Columns & { runs: Map<number, Run> };

function emptyColumns(count: number, gspCount: number): Columns {
  return {
    count,
    id: new Int32Array(count),
    window: new Int32Array(count),
    price: new Float64Array(count),
    utilisation: new Float64Array(count),
    units: new Float64Array(count),
    divisible: new Uint8Array(count),
    createdAt: new Float64Array(count),
    gspStart: new Int32Array(count + 1),
    gsps: new Int32Array(gspCount),
  };
}

/**
 * The competition's active bids as columns, in the order given. Each bid object is read
 * once, front to back: at a million bids they no longer fit in the CPU's caches, so a
 * second pass would fetch them from memory again. The columns are sized for every bid
 * given and `count` says how many rows are filled.
 */
function columnsOf(input: ClearingInput, schedules: Map<number, WindowSchedule>): Columns {
  const { competition } = input;
  const fractions = new Map([...schedules].map(([id, schedule]) => [id, dispatchFraction(schedule)]));
  const columns = emptyColumns(input.bids.length, input.bids.length);
  let row = 0;
  let gspAt = 0;
  for (const bid of input.bids) {
    if (!bid.is_active || bid.competition !== competition.id) continue;
    const rates = ratesOf(competition, schedules.get(bid.service_window), bid);
    columns.id[row] = bid.id;
    columns.window[row] = bid.service_window;
    columns.price[row] = effectivePrice(competition, rates, fractions.get(bid.service_window) ?? 1) ?? Infinity;
    columns.utilisation[row] = rates.utilisation ?? NaN;
    columns.units[row] = toUnits(bid.capacity);
    columns.divisible[row] = bid.divisible ? 1 : 0;
    columns.createdAt[row] = Date.parse(bid.created);
    columns.gspStart[row] = gspAt;
    for (const gsp of bid.grid_supply_points) {
      if (gspAt === columns.gsps.length) {
        const grown = new Int32Array(2 * gspAt + 1);
        grown.set(columns.gsps);
        columns.gsps = grown;
      }
      columns.gsps[gspAt++] = gsp;
    }
    row += 1;
  }
  columns.count = row;
  columns.gspStart[row] = gspAt;
  return columns;
}

/**
 * Copies every source row into `target`, source row r landing on row to[r]. Reading the
 * source front to back keeps this fast when rows land in a few runs, as when grouping.
 */
function scatterRows(source: Columns, to: Int32Array, target: Columns) {
  for (let row = 0; row < source.count; row += 1) target.gspStart[to[row] + 1] = source.gspStart[row + 1] - source.gspStart[row];
  for (let row = 0; row < target.count; row += 1) target.gspStart[row + 1] += target.gspStart[row];
  for (let row = 0; row < source.count; row += 1) {
    const at = to[row];
    target.id[at] = source.id[row];
    target.window[at] = source.window[row];
    target.price[at] = source.price[row];
    target.utilisation[at] = source.utilisation[row];
    target.units[at] = source.units[row];
    target.divisible[at] = source.divisible[row];
    target.createdAt[at] = source.createdAt[row];
    let gspAt = target.gspStart[at];
    for (let from = source.gspStart[row]; from < source.gspStart[row + 1]; from += 1) target.gsps[gspAt++] = source.gsps[from];
  }
}

/** Every active bid of the competition, grouped by window (ascending id), each window in merit order. */
export function rankBids(input: ClearingInput, schedules: Map<number, WindowSchedule>): Ranking {
  const given = columnsOf(input, schedules);
  const sizes = new Map<number, number>();
  for (let row = 0; row < given.count; row += 1) sizes.set(given.window[row], (sizes.get(given.window[row]) ?? 0) + 1);
  const runs = new Map<number, Run>();
  let offset = 0;
  for (const id of [...sizes.keys()].sort((a, b) => a - b)) {
    runs.set(id, { start: offset, end: offset + sizes.get(id)! });
    offset += sizes.get(id)!;
  }
  // Group the rows by window, keeping their given order (a counting sort), then rank each
  // window's run on its own: the comparison sorts then work on memory the caches hold.
  const next = new Map([...runs].map(([id, run]) => [id, run.start]));
  const toGroup = new Int32Array(given.count);
  for (let row = 0; row < given.count; row += 1) {
    const at = next.get(given.window[row])!;
    toGroup[row] = at;
    next.set(given.window[row], at + 1);
  }
  const grouped = emptyColumns(given.count, given.gspStart[given.count]);
  scatterRows(given, toGroup, grouped);
  const toRank = new Int32Array(given.count);
  for (const { start, end } of runs.values()) {
    const order = meritSort(grouped, start, end);
    for (let at = 0; at < order.length; at += 1) toRank[order[at]] = start + at;
  }
  // The given columns are not read again, so the ranked rows take their place.
  scatterRows(grouped, toRank, given);
  return { ...given, runs };
}

/** Whether the bid at `row` offers any of the excluded grid supply points. */
export function onExcludedGsp(columns: Columns, row: number, excluded: ReadonlySet<number>): boolean {
  if (excluded.size === 0) return false;
  for (let at = columns.gspStart[row]; at < columns.gspStart[row + 1]; at += 1) if (excluded.has(columns.gsps[at])) return true;
  return false;
}
