import type { DemandInterval, ScheduledDemandInterval } from "./types";

/** A scheduled-dispatch interval repeats over its period; any other one is on given dates. */
export function isScheduledInterval(interval: DemandInterval): interval is ScheduledDemandInterval {
  return "period_dates" in interval;
}
