import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE } from "~/domain/market/enums";
import { endDate } from "./end-date";
import { isScheduledInterval, type DatedDemandInterval, type DemandInterval } from "./types";

/** 001 §4: the exact text for an overlap the trimming rules do not cover. */
export const UNFORESEEN_OVERLAP = "Intervals overlap in a way we didn't consider!";
export const UNFORESEEN_OVERLAP_KEY = "clearing:rules.unforeseenOverlap";
export const OVERLAP_WARNING_KEY = "clearing:rules.overlapWarning";
export const OVERLAP_TRIM_WARNING_KEY = "clearing:rules.overlapTrimWarning";

/** A stretch of time in epoch milliseconds; the end is exclusive, so touching stretches do not overlap. */
export type Span = { start: number; end: number };

export type OverlapResult = { ok: true; intervals: DemandInterval[] } | { ok: false; error: typeof UNFORESEEN_OVERLAP };

export type OverlapOptions = {
  /** The trimming flag: shorten overlapping intervals instead of removing them. */
  trim?: boolean;
};

/**
 * When an interval applies, as instants read from its dates and times in Europe/London.
 * A scheduled interval applies once on each service day of its period; stretches that
 * touch are joined. Sorted; empty for an interval whose dates cannot be read.
 */
export function intervalSpans(interval: DemandInterval): Span[] {
  if (!isScheduledInterval(interval)) {
    const span = spanOf(interval.start_date, interval.start_time, interval.end_date, interval.end_time);
    return span ? [span] : [];
  }
  const { start_time, end_time, service_days, period_dates } = interval;
  const spans: Span[] = [];
  const last = DateTime.fromISO(period_dates.end, { zone: "UTC" });
  for (let day = DateTime.fromISO(period_dates.start, { zone: "UTC" }); day < last; day = day.plus({ days: 1 })) {
    // Luxon counts Monday as 1; service days count it as 0.
    if (!service_days.includes(day.weekday - 1)) continue;
    const date = day.toISODate()!;
    const span = spanOf(date, start_time, endDate(date, start_time, end_time), end_time);
    if (span) spans.push(span);
  }
  return joinTouching(spans);
}

export function intervalsOverlap(a: DemandInterval, b: DemandInterval): boolean {
  const bSpans = intervalSpans(b);
  return intervalSpans(a).some((span) => bSpans.some((other) => spansOverlap(span, other)));
}

/** The existing intervals the candidate overlaps, in their order. */
export function findOverlaps(existing: readonly DemandInterval[], candidate: DemandInterval): DemandInterval[] {
  return existing.filter((interval) => intervalsOverlap(interval, candidate));
}

/** The default rule: every existing interval the candidate overlaps is dropped. */
export function removeOverlaps(existing: readonly DemandInterval[], candidate: DemandInterval): DemandInterval[] {
  return existing.filter((interval) => !intervalsOverlap(interval, candidate));
}

/**
 * The trimming rule: an existing interval the candidate starts inside ends where the
 * candidate starts; one the candidate ends inside starts where the candidate ends; one the
 * candidate covers is dropped. A shape that would split an interval in two (the candidate
 * strictly inside it), or cut days out of a scheduled interval, is not one of these.
 */
export function trimOverlaps(existing: readonly DemandInterval[], candidate: DemandInterval): OverlapResult {
  const ranges = intervalSpans(candidate);
  const kept: DemandInterval[] = [];
  for (const interval of existing) {
    const outcome = isScheduledInterval(interval) ? trimScheduled(interval, ranges) : trimDated(interval, ranges);
    if (outcome === "unforeseen") return { ok: false, error: UNFORESEEN_OVERLAP };
    if (outcome !== "drop") kept.push(outcome);
  }
  return { ok: true, intervals: kept };
}

/** The intervals after adding the candidate: overlaps removed (or trimmed with the flag), sorted by start. */
export function addDemandInterval(
  existing: readonly DemandInterval[],
  candidate: DemandInterval,
  options: OverlapOptions = {},
): OverlapResult {
  const result = options.trim ? trimOverlaps(existing, candidate) : { ok: true as const, intervals: removeOverlaps(existing, candidate) };
  if (!result.ok) return result;
  return { ok: true, intervals: sortByStart([...result.intervals, candidate]) };
}

export type OverlapWarning = { message: typeof OVERLAP_WARNING_KEY | typeof OVERLAP_TRIM_WARNING_KEY; overlapping: DemandInterval[] };

/** Whether the form shows the overlap warning for the candidate, and which intervals it names. */
export function overlapWarning(
  existing: readonly DemandInterval[],
  candidate: DemandInterval,
  options: OverlapOptions = {},
): OverlapWarning | null {
  const overlapping = findOverlaps(existing, candidate);
  if (overlapping.length === 0) return null;
  return { message: options.trim ? OVERLAP_TRIM_WARNING_KEY : OVERLAP_WARNING_KEY, overlapping };
}

export function sortByStart(intervals: readonly DemandInterval[]): DemandInterval[] {
  const start = (interval: DemandInterval) => intervalSpans(interval)[0]?.start ?? Number.POSITIVE_INFINITY;
  return intervals
    .map((interval) => ({ interval, start: start(interval) }))
    .sort((a, b) => a.start - b.start)
    .map(({ interval }) => interval);
}

function trimDated(interval: DatedDemandInterval, ranges: Span[]): DatedDemandInterval | "drop" | "unforeseen" {
  const original = intervalSpans(interval)[0];
  if (!original) return interval;
  let span = original;
  for (const range of ranges) {
    if (!spansOverlap(span, range)) continue;
    const startsInside = range.start > span.start;
    const endsInside = range.end < span.end;
    if (startsInside && endsInside) return "unforeseen";
    if (!startsInside && !endsInside) return "drop";
    span = startsInside ? { start: span.start, end: range.start } : { start: range.end, end: span.end };
  }
  if (span === original) return interval;
  const start = local(span.start);
  const end = local(span.end);
  return { ...interval, start_date: start.date, start_time: start.time, end_date: end.date, end_time: end.time };
}

function trimScheduled<T extends DemandInterval>(interval: T, ranges: Span[]): T | "drop" | "unforeseen" {
  const spans = intervalSpans(interval);
  if (!spans.some((span) => ranges.some((range) => spansOverlap(span, range)))) return interval;
  const covered = (span: Span) => ranges.some((range) => range.start <= span.start && range.end >= span.end);
  return spans.every(covered) ? "drop" : "unforeseen";
}

function spanOf(startDate: string, startTime: string, endDateText: string | undefined, endTime: string): Span | undefined {
  if (endDateText === undefined) return undefined;
  const start = DateTime.fromISO(`${startDate}T${startTime}`, { zone: COMPETITION_TIMEZONE });
  const end = DateTime.fromISO(`${endDateText}T${endTime}`, { zone: COMPETITION_TIMEZONE });
  if (!start.isValid || !end.isValid || end <= start) return undefined;
  return { start: start.toMillis(), end: end.toMillis() };
}

function spansOverlap(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

function joinTouching(spans: Span[]): Span[] {
  const joined: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const previous = joined.at(-1);
    if (previous && span.start <= previous.end) previous.end = Math.max(previous.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

function local(millis: number): { date: string; time: string } {
  const instant = DateTime.fromMillis(millis, { zone: COMPETITION_TIMEZONE });
  return { date: instant.toFormat("yyyy-MM-dd"), time: instant.toFormat("HH:mm") };
}
