import { isScheduledInterval } from "./interval-kind";
import type { IntervalOptions } from "./intervals";
import { windowIntervalFields } from "./window-rows";
import type { ClearingFormKind, ClearingPeriod, DemandInterval, GridSupplyPointOption } from "./types";

/**
 * The first step's inputs filled with the intervals the operator sent, by the names the
 * inputs post. Back restores the earlier demand intervals (CLEAR-01), but what was typed
 * stays in the form, so a rate can be changed without typing every row again.
 */
export function typedFormValues(
  form: ClearingFormKind,
  intervals: readonly DemandInterval[],
  periods: readonly ClearingPeriod[],
  gridSupplyPoints: readonly GridSupplyPointOption[],
  options: IntervalOptions = {},
): Record<string, string> {
  const names = new Map(gridSupplyPoints.map((gsp) => [gsp.id, gsp.name]));
  const excluded = (interval: DemandInterval) => (interval.exclude_gsps ?? []).map((id) => names.get(id) ?? String(id)).join(", ");
  const byWindow = new Map(intervals.filter((interval) => interval.window_id !== undefined).map((interval) => [String(interval.window_id), interval]));
  const values: Record<string, string> = {};
  if (form === "demand-interval") {
    const last = intervals.at(-1);
    if (!last) return values;
    values.start_date = isScheduledInterval(last) ? last.period_dates.start : last.start_date;
    values.start_time = last.start_time;
    values.end_time = last.end_time;
    values.max_utilisation_rate = String(last.max_utilisation_rate);
    values.required_capacity = String(last.required_capacity);
    values.exclude_gsps = excluded(last);
    return values;
  }
  if (form === "fixed-price") {
    periods.flatMap((period) => period.service_windows).forEach((window, index) => {
      const interval = byWindow.get(String(window.id));
      values[`intervals[${index}].max_price`] = interval ? String(interval.max_utilisation_rate) : "";
    });
    return values;
  }
  windowIntervalFields(periods, options).forEach((row, index) => {
    const interval = byWindow.get(row.window_id ?? "");
    values[`intervals[${index}].max_utilisation_rate`] = interval ? String(interval.max_utilisation_rate) : (row.max_utilisation_rate ?? "");
    values[`intervals[${index}].required_capacity`] = interval ? String(interval.required_capacity) : (row.required_capacity ?? "");
    values[`intervals[${index}].exclude_gsps`] = interval ? excluded(interval) : "";
  });
  return values;
}
