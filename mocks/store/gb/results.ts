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
import type { Bid, Competition, DemandInterval } from "../market-types";

/** One demand interval per service window, as auto bid decisioning sends them. */
function windowIntervals(competition: Competition): DemandInterval[] {
  return competition.service_periods.flatMap((period) =>
    period.windows.map((window) => ({
      start_time: window.start_time,
      end_time: window.end_time,
      max_utilisation_rate: Infinity,
      required_capacity: window.capacity_required,
      period_dates: { start: period.start, end: period.end },
      service_days: window.service_days,
      holiday_handling: window.holiday_handling,
      window_id: window.id,
    })),
  );
}

/** The decisions a confirmed competition's bids get; a bid whose window serves no day of its period gets none. */
export function confirmedDecisions(competition: Competition, bids: readonly Bid[], decidedAt: string): ClearedDecision[] {
  const { decisions } = clear({ competition, bids, demandIntervals: windowIntervals(competition), now: decidedAt });
  return decisions.filter((decision) => decision.reason !== "outside_window");
}
