/**
 * The browse page's extra filters as typed in its GET form: a value that is not a number or
 * a date is dropped (the form shows it empty) rather than sent upstream.
 */
import { normaliseDate } from "~/domain/validation/date";

export type BrowseFilters = { capacity_min: string; period_from: string; period_to: string; operator: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DATE.test(value) && normaliseDate(value) === value;

export function browseFilters(params: URLSearchParams): BrowseFilters {
  const read = (name: string, ok: (value: string) => boolean) => {
    const value = (params.get(name) ?? "").trim();
    return value && ok(value) ? value : "";
  };
  const period_from = read("period_from", isDay);
  const period_to = read("period_to", isDay);
  return {
    capacity_min: read("capacity_min", (value) => Number.isFinite(Number(value)) && Number(value) >= 0),
    period_from,
    // A period ending before it starts would match nothing: its end is not used (and is said to be wrong).
    period_to: period_from && period_to < period_from ? "" : period_to,
    operator: read("operator", (value) => /^\d+$/.test(value)),
  };
}

export type BrowseFilterName = Exclude<keyof BrowseFilters, "operator">;

/**
 * What the visitor typed in the filters that could not be used, with why: each is kept in its
 * field with its message beside it (the list is then not narrowed by it). A period ending
 * before it starts is said on its end.
 */
export function browseFilterProblems(params: URLSearchParams): { typed: Record<BrowseFilterName, string>; problems: Partial<Record<BrowseFilterName, "capacity" | "date" | "endBeforeStart">> } {
  const typed = {
    capacity_min: (params.get("capacity_min") ?? "").trim().slice(0, 40),
    period_from: (params.get("period_from") ?? "").trim().slice(0, 40),
    period_to: (params.get("period_to") ?? "").trim().slice(0, 40),
  };
  const valid = browseFilters(params);
  const problems: Partial<Record<BrowseFilterName, "capacity" | "date" | "endBeforeStart">> = {};
  if (typed.capacity_min && !valid.capacity_min) problems.capacity_min = "capacity";
  if (typed.period_from && !valid.period_from) problems.period_from = "date";
  if (typed.period_to && !isDay(typed.period_to)) problems.period_to = "date";
  else if (typed.period_to && !valid.period_to) problems.period_to = "endBeforeStart";
  return { typed, problems };
}

/** The upstream query for the filters that are set. */
export function filterQuery(filters: BrowseFilters) {
  return {
    capacity_min: filters.capacity_min ? Number(filters.capacity_min) : undefined,
    period_from: filters.period_from || undefined,
    period_to: filters.period_to || undefined,
    operator: filters.operator ? Number(filters.operator) : undefined,
  };
}
