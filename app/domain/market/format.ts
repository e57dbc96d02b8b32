/**
 * How competition values are shown (001 §9): units, voltages, service days, dates.
 * Labels themselves are translations under the `market` namespace; these functions
 * choose the key or build the value.
 */
import { DateTime } from "luxon";
import { ianaZone } from "~/domain/regions";
import { formatCapacity, volumeUnitFor } from "~/domain/validation/capacity";
import { SERVICE_DAY_PRESETS, type PowerType, type RateType, type ServiceDayPreset } from "./enums";

export const EMPTY_VALUE = "-";

export function powerUnit(powerType: PowerType | undefined): "MW" | "MVAr" {
  return powerType === "reactive_power" ? "MVAr" : "MW";
}

export { volumeUnitFor };

/** A capacity with at most 5 decimals and the unit of the competition's power type. */
export function capacityText(value: number | null | undefined, powerType: PowerType | undefined): string {
  return value === null || value === undefined ? EMPTY_VALUE : formatCapacity(value, powerUnit(powerType));
}

export function voltageText(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY_VALUE : `${value} kV`;
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
  const part = new Intl.NumberFormat(locale, { style: "currency", currency: code })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? code;
}

export function money(value: number | null | undefined, currency: string | undefined, locale: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency || "GBP", maximumFractionDigits: 5 }).format(value);
}

/** Which preset a list of service days matches; anything else is custom. */
export function serviceDaysPreset(days: readonly number[]): ServiceDayPreset {
  const sorted = [...new Set(days)].sort((a, b) => a - b).join(",");
  for (const [preset, presetDays] of Object.entries(SERVICE_DAY_PRESETS)) {
    if (presetDays.join(",") === sorted) return preset as ServiceDayPreset;
  }
  return "custom";
}

/** A service period's end is exclusive upstream; people read the last day it covers. */
export function periodEndShown(end: string): string {
  const date = DateTime.fromISO(end, { zone: "UTC" });
  return date.isValid ? date.minus({ days: 1 }).toISODate()! : end;
}

/** A calendar date (no time) in the reader's locale. */
export function dateText(isoDate: string | null | undefined, locale: string): string {
  if (!isoDate) return EMPTY_VALUE;
  const date = DateTime.fromISO(isoDate, { zone: "UTC" });
  return date.isValid ? date.setLocale(locale).toLocaleString(DateTime.DATE_MED) : EMPTY_VALUE;
}

/** An instant shown in the region's time zone, with the zone's abbreviation. */
export function dateTimeText(iso: string | null | undefined, timezone: string, locale: string): string {
  if (!iso) return EMPTY_VALUE;
  const instant = DateTime.fromISO(iso, { zone: "UTC" });
  if (!instant.isValid) return EMPTY_VALUE;
  return instant.setZone(ianaZone(timezone)).setLocale(locale).toFormat("d LLL yyyy, HH:mm ZZZZ");
}
