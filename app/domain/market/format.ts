/**
 * How competition values are shown (001 §9): units, voltages, service days, dates.
 * Labels themselves are translations under the `market` namespace; these functions
 * choose the key or build the value.
 */
import { ianaZone } from "~/domain/regions";
import { formatCapacity, volumeUnitFor } from "~/domain/validation/capacity";
import { isRealDate } from "~/domain/validation/date";
import { SERVICE_DAY_PRESETS, type PowerType, type RateType, type ServiceDayPreset } from "./enums";
import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";

/** How an empty value is shown everywhere (001 §9: "empty values shown as a dash"). */
export const EMPTY_VALUE = "–";

export function powerUnit(powerType: PowerType | undefined): "MW" | "MVAr" {
  return powerType === "reactive_power" ? "MVAr" : "MW";
}

export { volumeUnitFor };

/**
 * A capacity with at most 5 decimals and the unit of the competition's power type, with the
 * reader's decimal separator when given their locale (`14,9 MW` in Italian).
 */
export function capacityText(value: number | null | undefined, powerType: PowerType | undefined, locale?: string): string {
  return value === null || value === undefined ? EMPTY_VALUE : formatCapacity(value, powerUnit(powerType), locale);
}

/** A connection voltage in kV, written as a capacity is (`0,24 kV` in Italian when given the locale). */
export function voltageText(value: number | null | undefined, locale?: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return locale === undefined ? `${value} kV` : formatCapacity(value, "kV", locale);
}

/**
 * Rate units: a service fee is paid per unit, availability per unit per hour, utilisation
 * per unit-hour of energy delivered.
 */
export function rateUnit(rate: RateType, powerType: PowerType | undefined, currencySymbol: string): string {
  const unit = powerUnit(powerType);
  if (rate === "service_fee") return `${currencySymbol}/${unit}`;
  if (rate === "availability") return `${currencySymbol}/${unit}/h`;
  return `${currencySymbol}/${volumeUnitFor(powerType ?? "active_power")}`;
}

export function currencySymbol(currency: string | undefined, locale: string): string {
  const code = currency || "GBP";
  const part = numberFormat(locale, { style: "currency", currency: code })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? code;
}

export function money(value: number | null | undefined, currency: string | undefined, locale: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return numberFormat(locale, { style: "currency", currency: currency || "GBP", maximumFractionDigits: 2 }).format(value);
}

/** A rate or fee in a column whose heading names its unit (£/MW/h): the amount alone, in pence as money is. */
export function rateText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Which preset a list of service days matches; anything else is custom. */
export function serviceDaysPreset(days: readonly number[]): ServiceDayPreset {
  const sorted = [...new Set(days)].sort((a, b) => a - b).join(",");
  for (const [preset, presetDays] of Object.entries(SERVICE_DAY_PRESETS)) {
    if (presetDays.join(",") === sorted) return preset as ServiceDayPreset;
  }
  return "custom";
}

const DAY_MS = 86_400_000;

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, optionally with `THH[:mm[:ss[.fff]]]` and `Z` or `±HH[[:]mm]`. */
const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Milliseconds since the epoch of an ISO text; without an offset it is read as UTC. Only a
 * real calendar date and time of day counts (24:00 alone stands for the next midnight).
 */
export function isoMillis(iso: string): number | undefined {
  const match = ISO.exec(iso);
  if (!match) return undefined;
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  const millisecond = match[7] ? Math.floor(Number(`0.${match[7]}`) * 1000) : 0;
  const midnight = hour === 24 && minute === 0 && second === 0 && millisecond === 0;
  if (!isRealDate(year!, month!, day!)) return undefined;
  if ((hour! > 23 && !midnight) || minute! > 59 || second! > 59) return undefined;
  const utc = new Date(0);
  utc.setUTCFullYear(year!, month! - 1, day!);
  utc.setUTCHours(hour!, minute, second, millisecond);
  const offset = match[8];
  if (!offset || offset.toUpperCase() === "Z") return utc.getTime();
  const [, sign, hours, minutes = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)!;
  return utc.getTime() - (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** A service period's end is exclusive upstream; people read the last day it covers. */
export function periodEndShown(end: string): string {
  const millis = isoMillis(end);
  return millis === undefined ? end : new Date(millis - DAY_MS).toISOString().slice(0, 10);
}

/**
 * A calendar date (no time) as `d LLL yyyy`, the month's short name in the reader's locale: the
 * order dateTimeText writes instants in, so dates and instants side by side read alike in every
 * locale (en-US would otherwise put the month first, pt-PT write the date in digits).
 */
export function dateText(isoDate: string | null | undefined, locale: string): string {
  if (!isoDate) return EMPTY_VALUE;
  const millis = isoMillis(isoDate);
  if (millis === undefined) return EMPTY_VALUE;
  const parts = dateTimeFormat(locale, { year: "numeric", day: "numeric", timeZone: "UTC" }).formatToParts(millis);
  const month = dateTimeFormat(locale, { month: "short", timeZone: "UTC" }).formatToParts(millis).find((part) => part.type === "month")?.value ?? "";
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${Number(part("day"))} ${month} ${part("year").padStart(4, "0")}`;
}

/** An instant shown in the region's time zone, with the zone's abbreviation: `d LLL yyyy, HH:mm ZZZZ`. */
export function dateTimeText(iso: string | null | undefined, timezone: string, locale: string): string {
  if (!iso) return EMPTY_VALUE;
  const millis = isoMillis(iso);
  if (millis === undefined) return EMPTY_VALUE;
  const timeZone = ianaZone(timezone);
  let parts: Intl.DateTimeFormatPart[];
  let month: string | undefined;
  try {
    parts = dateTimeFormat(locale, {
      timeZoneName: "short",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    }).formatToParts(millis);
    month = dateTimeFormat(locale, { month: "short", timeZone }).formatToParts(millis).find((part) => part.type === "month")?.value;
  } catch {
    return EMPTY_VALUE;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const hour = part("hour") === "24" ? "00" : part("hour");
  return `${Number(part("day"))} ${month ?? ""} ${part("year").padStart(4, "0")}, ${hour}:${part("minute")} ${part("timeZoneName")}`;
}
