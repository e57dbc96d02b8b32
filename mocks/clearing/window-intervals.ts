import type { Competition, DemandInterval } from "../store/market-types";

/**
 * Each service window cleared over its own period with its own required capacity and no price
 * cap, as auto bid decisioning sends them. Apart from the store, so the seed can clear with it too.
 */
export function windowIntervals(competition: Competition): DemandInterval[] {
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
