/**
 * Delivered energy per half-hour (MWh). Turn-down: d = max(0, baseline − metered); turn-up:
 * d = max(0, metered − baseline). Credited e = min(d, instructed). An event's performance
 * factor is PF = Σe ÷ Σinstructed.
 */
export type Direction = "down" | "up";

export type PeriodFigures = { instructed: number; baseline: number | null; metered: number | null };
export type PeriodDelivery = { delivered: number | null; credited: number | null };

export function deliveredIn(period: PeriodFigures, direction: Direction): PeriodDelivery {
  if (period.baseline === null || period.metered === null) return { delivered: null, credited: null };
  const delivered = Math.max(0, direction === "down" ? period.baseline - period.metered : period.metered - period.baseline);
  return { delivered, credited: Math.min(delivered, period.instructed) };
}

/** Σe ÷ Σinstructed; a period without data credits nothing. */
export function performanceFactor(periods: readonly (PeriodFigures & PeriodDelivery)[]): number {
  const instructed = periods.reduce((sum, period) => sum + period.instructed, 0);
  if (instructed <= 0) return 0;
  return periods.reduce((sum, period) => sum + (period.credited ?? 0), 0) / instructed;
}

/** Instructed energy of one half-hour at `mw`, or of the `share` of it an instruction covered. */
export const instructedEnergy = (mw: number, share = 1) => (mw / 2) * share;
