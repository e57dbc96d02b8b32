import type { DecisionReason } from "~/upstream/schemas/clearing";
import type { Bid, Competition, DemandInterval, ServiceWindow } from "../store/market-types";

export type { DecisionReason };

/** A demand interval the engine clears; `max_utilisation_rate` may be Infinity (no cap). */
export type ClearingInterval = DemandInterval;

export type ClearingInput = {
  competition: Competition;
  bids: readonly Bid[];
  /** The windows to clear against; every window of the competition when absent. */
  windows?: readonly ServiceWindow[];
  demandIntervals: readonly ClearingInterval[];
  now: Date | string;
};

/** A decision proposed by a clearing run: the store gives it an id when it is confirmed. */
export type ClearedDecision = {
  bid_id: number;
  competition: number;
  approved: boolean;
  accepted_capacity: number;
  clearing_price: number | null;
  reason: DecisionReason;
  start: string;
  end: string;
  window_id: number;
  /** Index of the demand interval in the input; null for a bid no interval reached. */
  interval: number | null;
  effective_price: number | null;
  created: string;
};

export type IntervalOutcome = {
  interval: number;
  start: string;
  end: string;
  window_id: number | null;
  required_capacity: number;
  accepted_capacity: number;
  marginal_price: number | null;
  /** The windows that cover the interval. */
  window_ids: number[];
};

export type ClearingResult = { decisions: ClearedDecision[]; intervals: IntervalOutcome[] };
