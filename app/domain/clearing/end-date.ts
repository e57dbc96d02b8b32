import { DateTime } from "luxon";
import { normaliseDate } from "~/domain/validation/date";
import { isTime } from "~/domain/validation/time";
import type { ClockTime, IsoDate } from "./types";

export type EndDateOptions = {
  /** With scheduled dispatch the end date is always the next day (001 §4 Overlap handling). */
  scheduledDispatch?: boolean;
};

/**
 * The end date of a demand interval: the start date when the start time is before the
 * end time, otherwise the next day (an interval from 22:00 to 02:00 crosses midnight,
 * and equal times mean a full day). Undefined when the date or a time is not valid.
 */
export function endDate(
  startDate: IsoDate,
  startTime: ClockTime,
  endTime: ClockTime,
  options: EndDateOptions = {},
): IsoDate | undefined {
  const start = normaliseDate(startDate);
  if (start === undefined || !isTime(startTime) || !isTime(endTime)) return undefined;
  // Two-digit "HH:MM" texts order the same way as the times they name.
  const sameDay = !options.scheduledDispatch && startTime.trim() < endTime.trim();
  return sameDay ? start : nextDay(start);
}

export function nextDay(date: IsoDate): IsoDate {
  return DateTime.fromISO(date, { zone: "UTC" }).plus({ days: 1 }).toISODate()!;
}
