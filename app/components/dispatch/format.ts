import { ianaZone } from "~/domain/regions";
import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";
/**
 * Money, quantities and times of day as the user's region writes them (rendered on the server).
 * Dates and instants are written by `dateText` and `dateTimeText` (~/domain/market/format), as on
 * the competition pages.
 */

/** A time of day in 24 hours ("19:30"), as `dateTimeText` writes an instant's, for the end of a range that starts with one. */
export function time(iso: string, locale: string, timeZone: string) {
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: ianaZone(timeZone) }).format(new Date(iso));
}

export function money(value: number, currency: string, locale: string) {
  return numberFormat(locale, { style: "currency", currency }).format(value);
}

export function quantity(value: number, locale: string) {
  return numberFormat(locale, { maximumFractionDigits: 3 }).format(value);
}

/** Whole hours and minutes from now until `iso`; null once it has passed. */
export function timeLeft(iso: string, nowIso: string): { hours: number; minutes: number } | null {
  const ms = Date.parse(iso) - Date.parse(nowIso);
  if (ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
