/**
 * Demand intervals and service windows on the local (Europe/London) calendar. Days are
 * counted as whole days since 1970-01-01 and times as minutes after local midnight, so
 * deciding whether a window covers an interval is arithmetic; luxon turns the result
 * into instants only at the edges, where clock changes matter.
 */
import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE, DEFAULT_HOLIDAY_HANDLING, SERVICE_DAYS, type HolidayHandling } from "~/domain/market/enums";
import type { Competition, DemandInterval, ServicePeriod, ServiceWindow } from "../store/market-types";
import { dayNumber, isBankHoliday, weekday } from "./holidays";

const DAY_MINUTES = 1440;
const DAY_MS = 86_400_000;

export function parseDay(text: string | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  return formatDay(day) === text ? day : null;
}

export const formatDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Minutes after midnight of "HH:MM" or "HH:MM:SS"; null for anything else. */
export function parseMinutes(text: string | undefined): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text ?? "");
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]) + Number(match[3] ?? 0) / 60;
}

/** The UTC instant of a local day and minute (minutes may run into the next days). */
export function localInstant(day: number, minutes: number): DateTime {
  const extraDays = Math.floor(minutes / DAY_MINUTES);
  const inDay = minutes - extraDays * DAY_MINUTES;
  const date = new Date((day + extraDays) * DAY_MS);
  return DateTime.fromObject(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(inDay / 60),
      minute: Math.floor(inDay % 60),
      second: Math.round((inDay % 1) * 60),
    },
    { zone: COMPETITION_TIMEZONE },
  ).toUTC();
}

const iso = (instant: DateTime) => instant.toISO({ suppressMilliseconds: false }) ?? "";

/** Which days a rule of service days and holiday handling serves. */
export type DayRule = { days: boolean[]; holidays: HolidayHandling };

export function dayRule(serviceDays: readonly number[] | undefined, holidays: HolidayHandling | undefined): DayRule {
  const days = Array<boolean>(7).fill(false);
  for (const day of serviceDays ?? SERVICE_DAYS) days[day] = true;
  return { days, holidays: holidays ?? DEFAULT_HOLIDAY_HANDLING };
}

/** `ignore` treats a bank holiday as any other day; `exclude` never serves one; `include` always does. */
export function serves(rule: DayRule, day: number): boolean {
  if (rule.holidays === "ignore") return rule.days[weekday(day)];
  const holiday = isBankHoliday(day);
  if (rule.holidays === "exclude") return !holiday && rule.days[weekday(day)];
  return holiday || rule.days[weekday(day)];
}

/** One stretch of time an interval asks for: from `start` to `end` minutes after `day`'s midnight. */
export type Occurrence = { day: number; start: number; end: number };

export type ResolvedInterval = {
  occurrences: Occurrence[];
  /** ISO instants (UTC) of the whole range: the first occurrence's start to the last one's end. */
  start: string;
  end: string;
  startMs: number;
  endMs: number;
};

/**
 * A dated interval ends on its end_date, or when none is given on the start date if the
 * start time is before the end time, else the next day (CLEAR-05). A scheduled-dispatch
 * interval recurs on every served day of period_dates (end exclusive, as a service
 * period's), each occurrence ending the next day when its end time is not after its start.
 */
export function resolveInterval(interval: DemandInterval): ResolvedInterval {
  const startMinute = parseMinutes(interval.start_time) ?? 0;
  const endMinute = parseMinutes(interval.end_time) ?? 0;
  const occurrences: Occurrence[] = [];
  let first: number;
  let last: number;
  if (interval.period_dates) {
    first = parseDay(interval.period_dates.start) ?? 0;
    last = parseDay(interval.period_dates.end) ?? first;
    const rule = dayRule(interval.service_days, interval.holiday_handling);
    const end = endMinute > startMinute ? endMinute : endMinute + DAY_MINUTES;
    for (let day = first; day < last; day += 1) {
      if (serves(rule, day)) occurrences.push({ day, start: startMinute, end });
    }
  } else {
    first = parseDay(interval.start_date) ?? 0;
    const endDay = parseDay(interval.end_date) ?? (startMinute < endMinute ? first : first + 1);
    last = endDay;
    occurrences.push({ day: first, start: startMinute, end: endMinute + (endDay - first) * DAY_MINUTES });
  }
  const startInstant = occurrences.length ? localInstant(occurrences[0].day, occurrences[0].start) : localInstant(first, 0);
  const lastOccurrence = occurrences.at(-1);
  const endInstant = lastOccurrence ? localInstant(lastOccurrence.day, lastOccurrence.end) : localInstant(last, 0);
  return { occurrences, start: iso(startInstant), end: iso(endInstant), startMs: startInstant.toMillis(), endMs: endInstant.toMillis() };
}

/** A service window on the local calendar: its period's days, its served days and its daily stretch. */
export type WindowSchedule = {
  window: ServiceWindow;
  firstDay: number;
  /** Exclusive. */
  endDay: number;
  rule: DayRule;
  start: number;
  /** After `start`; a window ending at or before its start time runs into the next day. */
  end: number;
};

export function windowSchedule(window: ServiceWindow, period: ServicePeriod | undefined): WindowSchedule {
  const start = parseMinutes(window.start_time) ?? 0;
  const endTime = parseMinutes(window.end_time) ?? 0;
  return {
    window,
    firstDay: period ? parseDay(period.start) ?? 0 : 0,
    endDay: period ? parseDay(period.end) ?? 0 : 0,
    rule: dayRule(window.service_days, window.holiday_handling),
    start,
    end: endTime > start ? endTime : endTime + DAY_MINUTES,
  };
}

export const windowHours = (schedule: WindowSchedule) => (schedule.end - schedule.start) / 60;

/** The hours a window is available over its whole service period: its served days times its daily length. */
export function availableHours(schedule: WindowSchedule): number {
  let days = 0;
  for (let day = schedule.firstDay; day < schedule.endDay; day += 1) if (serves(schedule.rule, day)) days += 1;
  return days * windowHours(schedule);
}

/** Whether a window's instance on the occurrence's day, or on the day before (overnight windows), holds all of it. */
export function coversOccurrence(schedule: WindowSchedule, occurrence: Occurrence): boolean {
  for (const shift of [0, -1]) {
    const day = occurrence.day + shift;
    if (day < schedule.firstDay || day >= schedule.endDay || !serves(schedule.rule, day)) continue;
    const offset = shift * DAY_MINUTES;
    if (schedule.start + offset <= occurrence.start && occurrence.end <= schedule.end + offset) return true;
  }
  return false;
}

/** A window covers an interval when it covers every occurrence (and there is at least one). */
export function coversInterval(schedule: WindowSchedule, interval: ResolvedInterval): boolean {
  return interval.occurrences.length > 0 && interval.occurrences.every((occurrence) => coversOccurrence(schedule, occurrence));
}

export function competitionWindows(competition: Competition): ServiceWindow[] {
  return competition.service_periods.flatMap((period) => period.windows);
}

export function schedulesOf(competition: Competition, windows: readonly ServiceWindow[]): Map<number, WindowSchedule> {
  const periods = new Map(competition.service_periods.map((period) => [period.id, period]));
  return new Map(windows.map((window) => [window.id, windowSchedule(window, periods.get(window.service_period))]));
}
