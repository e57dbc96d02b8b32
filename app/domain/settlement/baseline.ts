/**
 * Baselines: what a meter would have read without the event.
 *
 * Historical "mid 8 of 10": for each half-hour, the 10 most recent eligible days of the
 * same kind as the event day (working or non-working), eligible meaning not an event day,
 * not a bank holiday and with complete data; drop the highest and the lowest value and
 * average the other 8. With fewer than 10 eligible days (at least MIN_BASELINE_DAYS) the
 * highest and lowest are still dropped from what there is.
 */
import { DateTime } from "luxon";
import { isBankHoliday } from "./bank-holidays";

export const BASELINE_DAYS = 10;
export const MIN_BASELINE_DAYS = 5;
/** How far back eligible days are looked for. */
export const LOOKBACK_DAYS = 60;

/** Monday to Friday and not a bank holiday (read from the date alone: 0 = Sunday). */
export const isWorkingDay = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5 && !isBankHoliday(day);
};

/** Drop the highest and the lowest, average the rest; null with fewer than three values. */
export function midAverage(values: readonly number[]): number | null {
  if (values.length < 3) return null;
  const sorted = [...values].sort((a, b) => a - b).slice(1, -1);
  return sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
}

/** The days the baseline of `eventDay` is built from, most recent first (up to 10). */
export function baselineDays(eventDay: string, options: { excluded: ReadonlySet<string>; hasData: (day: string) => boolean; lookback?: number }): string[] {
  const kind = isWorkingDay(eventDay);
  const days: string[] = [];
  let day = DateTime.fromISO(eventDay);
  for (let back = 1; back <= (options.lookback ?? LOOKBACK_DAYS) && days.length < BASELINE_DAYS; back++) {
    day = day.minus({ days: 1 });
    const candidate = day.toISODate()!;
    if (isBankHoliday(candidate) || isWorkingDay(candidate) !== kind || options.excluded.has(candidate) || !options.hasData(candidate)) continue;
    days.push(candidate);
  }
  return days;
}

/**
 * The historical baseline of one half-hour (by its local start time) from the chosen days;
 * a day without that half-hour (the spring clock change) is left out of its average.
 */
export function historicalBaseline(days: readonly string[], valueAt: (day: string, local: string) => number | null, local: string): number | null {
  if (days.length < MIN_BASELINE_DAYS) return null;
  const values = days.map((day) => valueAt(day, local)).filter((value): value is number => value !== null);
  return midAverage(values);
}

/**
 * Same-day adjustment (as GB's demand flexibility service does it): the mean of
 * (metered − unadjusted baseline) over the six half-hours of the 3 hours ending 1 hour
 * before the event, added to every half-hour's baseline. Null without all six.
 */
export function sameDayAdjustment(window: readonly { metered: number | null; baseline: number | null }[]): number | null {
  if (window.length !== 6 || window.some((period) => period.metered === null || period.baseline === null)) return null;
  return window.reduce((sum, period) => sum + period.metered! - period.baseline!, 0) / 6;
}
