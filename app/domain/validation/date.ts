import { isTime } from "./time";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Whether year, month (1–12) and day make a date of the Gregorian calendar. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);
}

/** `YYYY-MM-DD` for a real calendar date given as `YYYY-MM-DD` or `DD-MM-YYYY`; anything else is left out (undefined). */
export function normaliseDate(text: string): string | undefined {
  if (typeof text !== "string") return undefined;
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const dayFirst = iso ? null : DAY_FIRST_DATE.exec(trimmed);
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : dayFirst ? [dayFirst[3]!, dayFirst[2]!, dayFirst[1]!] : [];
  if (year === undefined || !isRealDate(Number(year), Number(month), Number(day))) return undefined;
  return `${year}-${month}-${day}`;
}

export function isDate(text: unknown): text is string {
  return typeof text === "string" && normaliseDate(text) !== undefined;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in minutes at an instant, from the wall clock Intl reports there. */
function zoneOffset(zone: string, millis: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      hourCycle: "h23",
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    offsetFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(millis).map((part) => [part.type, part.value]));
  const year = parts.era === "BC" ? 1 - Number(parts.year) : Number(parts.year);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  wallClock.setUTCHours(Number(parts.hour) % 24, Number(parts.minute), Number(parts.second), 0);
  const wholeSeconds = millis - (((millis % 1000) + 1000) % 1000);
  return (wallClock.getTime() - wholeSeconds) / 60_000;
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC ISO instant of a local date and `HH:MM` time in `zone`, only when both are valid.
 * The offset is found as luxon finds it (starting from the zone's offset now), so a local
 * time skipped by a clock change is moved forward and the server's luxon code agrees.
 */
export function toInstant(
  date: string | null | undefined,
  time: string | null | undefined,
  zone = "Europe/London",
): string | undefined {
  const day = date == null ? undefined : normaliseDate(date);
  if (day === undefined || !isTime(time) || !isZone(zone)) return undefined;
  const [year, month, dayOfMonth] = day.split("-").map(Number);
  const [hour, minute] = time.trim().split(":").map(Number);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year!, month! - 1, dayOfMonth!);
  wallClock.setUTCHours(hour!, minute!, 0, 0);
  const local = wallClock.getTime();
  const guess = zoneOffset(zone, local);
  let utc = local - guess * 60_000;
  const second = zoneOffset(zone, utc);
  if (second !== guess) {
    utc -= (second - guess) * 60_000;
    const third = zoneOffset(zone, utc);
    if (third !== second) utc = local - Math.min(second, third) * 60_000;
  }
  return new Date(utc).toISOString();
}
