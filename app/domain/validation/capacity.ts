import { isNonNegativeDecimal } from "./decimal-places";
import { numberFormat } from "~/domain/intl-formats";

export const CAPACITY_UNITS = ["MW", "MVAr", "kV"] as const;
export const VOLUME_UNITS = ["MWh", "MVArh"] as const;
export const CAPACITY_DECIMAL_PLACES = 5;

export type CapacityUnit = (typeof CAPACITY_UNITS)[number];
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type PowerType = "active_power" | "reactive_power";

/** A non-negative number with at most 5 decimals (a number or its digits text). */
export function isCapacity(value: unknown): boolean {
  return isNonNegativeDecimal(value, CAPACITY_DECIMAL_PLACES);
}

/**
 * At most 5 decimals with trailing zeros trimmed: `1.234567` → `1.23457 MW`. Given the reader's
 * locale, the figure takes its decimal separator (`1,23457 MW` in Italian); without one it is
 * written with a point, as texts that are not yet told the locale have always had it.
 */
export function formatCapacity(value: number, unit: CapacityUnit | VolumeUnit, locale?: string): string {
  return `${capacityFigure(value, locale)} ${unit}`;
}

/**
 * The figure of a capacity without its unit, for a text that names the unit once (`0.769 of 2.257 MW`).
 * In a locale it is written with that locale's decimal separator and without grouping, as the
 * figure is typed in a capacity field (`8188.5` reads `8188,5` in Italian, never `8.188`).
 */
export function capacityFigure(value: number, locale?: string): string {
  if (!Number.isFinite(value)) throw new RangeError(`A capacity must be a finite number, got ${value}`);
  const fixed = value.toFixed(CAPACITY_DECIMAL_PLACES).replace(/\.?0+$/, "");
  // Small negatives round to "-0", which is just 0.
  if (fixed === "-0" || fixed === "0") return "0";
  return locale === undefined ? fixed : numberFormat(locale, { maximumFractionDigits: CAPACITY_DECIMAL_PLACES, useGrouping: false }).format(Number(fixed));
}

export function volumeUnitFor(powerType: PowerType): VolumeUnit {
  return powerType === "reactive_power" ? "MVArh" : "MWh";
}
