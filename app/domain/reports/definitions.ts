import { readDatePeriod } from "~/domain/validation/date-period";

/** The operator reports of issue 000 §2 /analytics/reports: what each shows, charts and exports. */
export const REPORT_NAMES = ["participation", "prices", "clearing", "dispatch", "settlement"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

type Row = Record<string, string | number | null>;
export type ReportDefinition = {
  /** Columns of the table and the CSV, in order; the first names the category. */
  columns: string[];
  category: (row: Row) => string;
  /** The columns drawn as bars. */
  series: string[];
  /** What the bars count: the y axis's unit (analytics:axis.*). */
  axis: "count" | "mw" | "mwh" | "pricePerMwH";
  /** Columns of money, shown in the currency; prices name their unit (analytics:units.*). */
  money?: string[];
  prices?: Record<string, "perMwH" | "perMwh">;
};

export const REPORTS: Record<ReportName, ReportDefinition> = {
  participation: { columns: ["name", "providers", "assets", "bids"], category: (row) => String(row.name), series: ["providers", "assets", "bids"], axis: "count" },
  prices: {
    columns: ["product", "accepted_bids", "accepted_availability_price", "guide_availability_price", "accepted_utilisation_price", "guide_utilisation_price"],
    category: (row) => String(row.product),
    series: ["accepted_availability_price", "guide_availability_price"],
    axis: "pricePerMwH",
    prices: { accepted_availability_price: "perMwH", guide_availability_price: "perMwH", accepted_utilisation_price: "perMwh", guide_utilisation_price: "perMwh" },
  },
  clearing: {
    columns: ["name", "window_name", "required_capacity", "accepted_capacity"],
    category: (row) => `${row.name} · ${row.window_name}`,
    series: ["required_capacity", "accepted_capacity"],
    axis: "mw",
  },
  dispatch: { columns: ["name", "instructions", "accepted", "rejected", "expired", "stopped", "accepted_mwh"], category: (row) => String(row.name), series: ["instructions", "accepted"], axis: "count" },
  // Per competition and month, as the monthly settlement reports are: each row is that competition's share of one report's lines.
  settlement: {
    columns: ["name", "month", "events", "settled_events", "delivered_mwh", "performance", "availability", "utilisation", "paid"],
    category: (row) => `${row.name} · ${row.month}`,
    series: ["delivered_mwh"],
    axis: "mwh",
    money: ["availability", "utilisation", "paid"],
  },
};

export type ReportFilters = { from: string; to: string; competition: string };

/**
 * The filters from the query string, as typed, with each malformed one reported on its field.
 * Reports are only drawn for filters without errors: a period half applied would show figures
 * for a period the operator did not ask for.
 */
export function readFilters(search: URLSearchParams): { filters: ReportFilters; errors: Record<string, string> } {
  const { from, to, errors } = readDatePeriod(search);
  const competition = (search.get("competition") ?? "").trim().slice(0, 40);
  return { filters: { from, to, competition: /^\d{1,12}$/.test(competition) ? competition : "" }, errors };
}

/** The upstream query of the filters. */
export const reportQuery = (filters: ReportFilters) => ({ from: filters.from || undefined, to: filters.to || undefined, competition: filters.competition || undefined });
