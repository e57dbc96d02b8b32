import type { IntervalOptions } from "./intervals";
import type { ClearingPeriod, DemandIntervalFields } from "./types";

/**
 * The rows of the service-window-intervals step, one per window, prefilled with the
 * window's times, its required capacity and the start date of its period. The operator
 * adds the maximum utilisation rate (and may exclude grid supply points).
 */
export function windowIntervalFields(periods: readonly ClearingPeriod[], options: IntervalOptions = {}): DemandIntervalFields[] {
  return periods.flatMap((period) =>
    period.service_windows.map((window) => ({
      window_id: String(window.id),
      start_date: period.period_dates.start,
      start_time: window.start_time,
      end_time: window.end_time,
      max_utilisation_rate: "",
      required_capacity: String(window.required_capacity),
      exclude_gsps: "",
      ...(options.scheduledDispatch
        ? {
            period_end: period.period_dates.end,
            service_days: window.service_days.map(String),
            holiday_handling: window.holiday_handling,
          }
        : {}),
    })),
  );
}
