import { DateTime } from "luxon";
import { SETTLEMENT_ZONE } from "./half-hours";

/** How many calendar months the settlement overview covers: this month and the last twelve. */
export const OVERVIEW_MONTHS = 13;

/** One month of the overview: its invoice, or null when the month has none. */
export type OverviewMonth<Invoice> = { month: string; invoice: Invoice | null };

/**
 * SETT-01: this month and the last twelve by the calendar (Europe/London), newest first, each
 * with its invoice; a month without one is kept as such rather than left out.
 */
export function overviewMonths<Invoice extends { month: string }>(invoices: readonly Invoice[], nowMs: number): OverviewMonth<Invoice>[] {
  const byMonth = new Map(invoices.map((invoice) => [invoice.month.slice(0, 7), invoice]));
  const current = DateTime.fromMillis(nowMs, { zone: SETTLEMENT_ZONE }).startOf("month");
  return Array.from({ length: OVERVIEW_MONTHS }, (_, back) => {
    const month = current.minus({ months: back }).toFormat("yyyy-MM");
    return { month, invoice: byMonth.get(month) ?? null };
  });
}
