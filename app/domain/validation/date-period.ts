import { normaliseDate } from "./date";

export type PeriodError = "invalidDate" | "toBeforeFrom";

/**
 * A filter's period (`from`, `to`) from a query string, as typed, re-formatted to ISO days;
 * each malformed day is reported on its field, and an end before the start on the end. A list
 * filtered by a period half applied would show what the user did not ask for, so callers draw
 * nothing until it is corrected.
 */
export function readDatePeriod(search: URLSearchParams): { from: string; to: string; errors: Partial<Record<"from" | "to", PeriodError>> } {
  const text = (name: string) => (search.get(name) ?? "").trim().slice(0, 40);
  const period = { from: text("from"), to: text("to") };
  const errors: Partial<Record<"from" | "to", PeriodError>> = {};
  for (const field of ["from", "to"] as const) {
    if (!period[field]) continue;
    const day = normaliseDate(period[field]);
    if (day) period[field] = day;
    else errors[field] = "invalidDate";
  }
  if (!errors.from && !errors.to && period.from && period.to && period.from > period.to) errors.to = "toBeforeFrom";
  return { ...period, errors };
}
