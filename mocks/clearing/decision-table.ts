/**
 * A clearing run's decisions as columns: one row per bid and demand interval the engine
 * reached, plus one per bid no interval reached. A million bids make millions of
 * decisions, and rows of numbers cost neither allocation nor garbage collection; they
 * become decision records only when an answer is sent or stored.
 */
import { DECISION_REASONS, type DecisionReason } from "~/upstream/schemas/clearing";
import { fromUnits, type Ranking } from "./ranking";
import type { ClearedDecision, IntervalOutcome } from "./types";

export const REASON_CODE = Object.fromEntries(DECISION_REASONS.map((reason, code) => [reason, code])) as Record<DecisionReason, number>;

/**
 * Rows are written interval by interval, then the bids no interval reached. A row holds
 * the bid and the reason only: an accepted bid takes its whole capacity, and the one bid
 * an interval accepts partially has its share kept with the interval.
 */
export class DecisionTable {
  count = 0;
  /** The bid's row in the ranking. */
  readonly bid: Int32Array;
  readonly reason: Uint8Array;
  /** Interval i's rows are intervalStart[i] … intervalStart[i + 1] - 1. */
  readonly intervalStart: Int32Array;
  /** Units accepted of interval i's partially accepted bid (0 when none). */
  readonly partialUnits: Float64Array;

  constructor(capacity: number, intervals: number) {
    this.bid = new Int32Array(capacity);
    this.reason = new Uint8Array(capacity);
    this.intervalStart = new Int32Array(intervals + 1);
    this.partialUnits = new Float64Array(intervals);
  }

  add(bid: number, reason: number) {
    this.bid[this.count] = bid;
    this.reason[this.count] = reason;
    this.count += 1;
  }

  /** Closes interval i's rows. */
  endInterval(index: number, partialUnits: number) {
    this.intervalStart[index + 1] = this.count;
    this.partialUnits[index] = partialUnits;
  }
}

/** A clearing run: the ranking it read, its decisions as rows, and what each interval cleared. */
export type ClearingRun = {
  competition: number;
  created: string;
  payAsClear: boolean;
  ranking: Ranking;
  table: DecisionTable;
  intervals: IntervalOutcome[];
  /** The range given to a bid no interval reached: the first interval's start to the last one's end. */
  outside: { start: string; end: string } | null;
};

const orNull = (value: number) => (value === Infinity ? null : value);
const [ACCEPTED, ACCEPTED_PARTIALLY] = [REASON_CODE.accepted, REASON_CODE.accepted_partially];

/** The run's decisions as records, in the order they were made. */
export function decisionRecords(run: ClearingRun): ClearedDecision[] {
  const { ranking, table, intervals } = run;
  const records = new Array<ClearedDecision>(table.count);
  let index = 0;
  for (let row = 0; row < table.count; row += 1) {
    while (index < intervals.length && row >= table.intervalStart[index + 1]) index += 1;
    const interval = index < intervals.length ? intervals[index] : null;
    const bid = table.bid[row];
    const reason = table.reason[row];
    const units = reason === ACCEPTED ? ranking.units[bid] : reason === ACCEPTED_PARTIALLY ? table.partialUnits[index] : 0;
    const price = orNull(ranking.price[bid]);
    records[row] = {
      bid_id: ranking.id[bid],
      competition: run.competition,
      approved: units > 0,
      accepted_capacity: fromUnits(units),
      clearing_price: units > 0 ? (run.payAsClear ? interval!.marginal_price : price) : null,
      reason: DECISION_REASONS[reason],
      start: interval ? interval.start : run.outside!.start,
      end: interval ? interval.end : run.outside!.end,
      window_id: ranking.window[bid],
      interval: interval ? index : null,
      effective_price: price,
      created: run.created,
    };
  }
  return records;
}
