/**
 * The confirmed results of a seeded competition, computed as the operator's auto bid
 * decisioning computes them (mocks/docs/clearing.md): every service window cleared over
 * its own service period, with its own service days and holiday handling, its
 * capacity_required as the required capacity, no utilisation cap and its own bids only.
 * So a seeded result keeps the clearing rules: merit order, capacity never above what is
 * required, divisible bids cut to fit, indivisible ones passed over.
 */
import { clear } from "../../clearing/engine";
import type { ClearedDecision } from "../../clearing/types";
import { windowIntervals } from "../../clearing/window-intervals";
import type { Bid, Competition } from "../market-types";

/** The decisions a confirmed competition's bids get; a bid whose window serves no day of its period gets none. */
export function confirmedDecisions(competition: Competition, bids: readonly Bid[], decidedAt: string): ClearedDecision[] {
  const { decisions } = clear({ competition, bids, demandIntervals: windowIntervals(competition), now: decidedAt });
  return decisions.filter((decision) => decision.reason !== "outside_window");
}
