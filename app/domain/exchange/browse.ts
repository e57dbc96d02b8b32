/**
 * The browse page's extra filters as typed in its GET form: a value that is not a number or
 * a date is dropped (the form shows it empty) rather than sent upstream.
 */
export type BrowseFilters = { capacity_min: string; period_from: string; period_to: string; operator: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function browseFilters(params: URLSearchParams): BrowseFilters {
  const read = (name: string, ok: (value: string) => boolean) => {
    const value = (params.get(name) ?? "").trim();
    return value && ok(value) ? value : "";
  };
  return {
    capacity_min: read("capacity_min", (value) => Number.isFinite(Number(value)) && Number(value) >= 0),
    period_from: read("period_from", (value) => DATE.test(value)),
    period_to: read("period_to", (value) => DATE.test(value)),
    operator: read("operator", (value) => /^\d+$/.test(value)),
  };
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
