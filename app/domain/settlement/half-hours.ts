/**
 * Settlement periods: half-hours in Europe/London. A local day has 48 of them, 46 on the
 * spring clock change and 50 on the autumn one; meter data names a period by its end (UTC).
 */
import { DateTime } from "luxon";

export const SETTLEMENT_ZONE = "Europe/London";
export const HALF_HOUR_MS = 30 * 60 * 1000;

export type HalfHour = { start: string; end: string; /** Local start time, "HH:mm". */ local: string };

const iso = (ms: number) => new Date(ms).toISOString();

/** The half-hours from `startIso` (inclusive) to `endIso` (exclusive), both on :00 or :30. */
export function halfHoursBetween(startIso: string, endIso: string): HalfHour[] {
  const periods: HalfHour[] = [];
  for (let ms = Date.parse(startIso); ms + HALF_HOUR_MS <= Date.parse(endIso); ms += HALF_HOUR_MS) {
    periods.push({ start: iso(ms), end: iso(ms + HALF_HOUR_MS), local: DateTime.fromMillis(ms, { zone: SETTLEMENT_ZONE }).toFormat("HH:mm") });
  }
  return periods;
}

/** A half-hour an instruction touches, with the share of it the instruction covers (0–1]. */
export type SettlementPeriod = HalfHour & { share: number };

/**
 * The half-hours an instruction from `startIso` to `endIso` touches: a stop can end it at any
 * instant, and the half-hour it falls in is settled for the part delivered.
 */
export function settlementPeriods(startIso: string, endIso: string): SettlementPeriod[] {
  const from = Date.parse(startIso);
  const to = Date.parse(endIso);
  const periods: SettlementPeriod[] = [];
  for (let ms = Math.floor(from / HALF_HOUR_MS) * HALF_HOUR_MS; ms < to; ms += HALF_HOUR_MS) {
    const share = (Math.min(to, ms + HALF_HOUR_MS) - Math.max(from, ms)) / HALF_HOUR_MS;
    periods.push({ start: iso(ms), end: iso(ms + HALF_HOUR_MS), local: DateTime.fromMillis(ms, { zone: SETTLEMENT_ZONE }).toFormat("HH:mm"), share });
  }
  return periods;
}

/** Every half-hour of a local day ("yyyy-MM-dd"): 46, 48 or 50 of them. */
export function halfHoursOfDay(day: string): HalfHour[] {
  const start = DateTime.fromISO(day, { zone: SETTLEMENT_ZONE }).startOf("day");
  return halfHoursBetween(start.toUTC().toISO()!, start.plus({ days: 1 }).toUTC().toISO()!);
}

/** The local day a UTC instant falls on. */
export const localDay = (isoInstant: string) => DateTime.fromISO(isoInstant, { zone: SETTLEMENT_ZONE }).toISODate()!;

// Statements group thousands of events by month, again on every read: each instant is read once.
const months = new Map<string, string>();

/** The local month ("yyyy-MM") an instant falls in. */
export function localMonth(isoInstant: string): string {
  let month = months.get(isoInstant);
  if (month === undefined) {
    if (months.size >= 100_000) months.clear();
    month = DateTime.fromISO(isoInstant, { zone: SETTLEMENT_ZONE }).toFormat("yyyy-MM");
    months.set(isoInstant, month);
  }
  return month;
}

/** A period end is valid on :00 or :30 exactly. */
export function isHalfHourEnd(value: string): boolean {
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms % HALF_HOUR_MS === 0;
}
