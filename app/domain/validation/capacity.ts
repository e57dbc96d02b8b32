import { isNonNegativeDecimal } from "./decimal-places";

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

/** At most 5 decimals with trailing zeros trimmed: `1.234567` → `1.23457 MW`. */
export function formatCapacity(value: number, unit: CapacityUnit | VolumeUnit): string {
  return `${capacityFigure(value)} ${unit}`;
}

/** The figure of a capacity without its unit, for a text that names the unit once (`0.769 of 2.257 MW`). */
export function capacityFigure(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`A capacity must be a finite number, got ${value}`);
  const fixed = value.toFixed(CAPACITY_DECIMAL_PLACES).replace(/\.?0+$/, "");
  // Small negatives round to "-0", which is just 0.
  return fixed === "-0" ? "0" : fixed;
}

export function volumeUnitFor(powerType: PowerType): VolumeUnit {
  return powerType === "reactive_power" ? "MVArh" : "MWh";
}
