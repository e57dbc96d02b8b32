import type { IntervalOptions } from "./intervals";
import type { ClearingPeriod, ClearingServiceWindow, DemandIntervalFields, IsoDate } from "./types";

const DAY_MS = 86_400_000;

/**
 * The first day of the period on which the window serves (service days 0 Monday … 6
 * Sunday): a window cleared from a day it does not serve would reach no bids. The period's
 * first day when the window serves none of its days. Plain date arithmetic on UTC
 * midnights, so the clearing form needs no date library.
 */
export function firstServiceDay(period: ClearingPeriod, window: Pick<ClearingServiceWindow, "service_days">): IsoDate {
  const start = Date.parse(`${period.period_dates.start}T00:00:00Z`);
  const end = Date.parse(`${period.period_dates.end}T00:00:00Z`);
  for (let day = start; day < end && day < start + 7 * DAY_MS; day += DAY_MS) {
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    if (window.service_days.includes(weekday)) return new Date(day).toISOString().slice(0, 10);
  }
  return period.period_dates.start;
}

/**
 * The rows of the service-window-intervals step, one per window, prefilled with the
 * window's times, its required capacity and its first service day in its period (with
 * scheduled dispatch, the start of the period the interval covers). The operator
 * adds the maximum utilisation rate (and may exclude grid supply points).
 */
export function windowIntervalFields(periods: readonly ClearingPeriod[], options: IntervalOptions = {}): DemandIntervalFields[] {
  return periods.flatMap((period) =>
    period.service_windows.map((window) => ({
      window_id: String(window.id),
      start_date: options.scheduledDispatch ? period.period_dates.start : firstServiceDay(period, window),
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
