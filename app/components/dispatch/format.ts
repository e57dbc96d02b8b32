import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";
/** Dates, money and quantities as the user's region writes them (rendered on the server). */
export function dateTime(iso: string, locale: string, timeZone: string) {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** A calendar day ("2026-12-14") as the instructions' dates are written, e.g. "14 Dec 2026"; noon UTC keeps it on that day in any zone. */
export function day(isoDate: string, locale: string) {
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${isoDate}T12:00:00Z`));
}

export function time(iso: string, locale: string, timeZone: string) {
  return dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
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
