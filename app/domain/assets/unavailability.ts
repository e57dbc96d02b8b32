import { DateTime } from "luxon";
import { UNAVAILABILITY_REASON_MAX, type UnavailabilityError } from "./unavailability-errors";

export const UNAVAILABILITY_ZONE = "Europe/London";

/** YYYY-MM-DD or DD-MM-YYYY (also with slashes) → YYYY-MM-DD; null when it is not a real date. */
export function normaliseDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const date = DateTime.fromObject({ year: Number(parts[0]), month: Number(parts[1]), day: Number(parts[2]) });
  return date.isValid ? date.toISODate() : null;
}

export function normaliseTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1].padStart(2, "0")}:${match[2]}`;
}

/** An instant exists only when both the date and the time are there (and valid). */
export function instantOf(date: string, time: string, zone = UNAVAILABILITY_ZONE): string | null {
  const day = normaliseDate(date);
  const clock = normaliseTime(time);
  if (!day || !clock) return null;
  const instant = DateTime.fromISO(`${day}T${clock}`, { zone });
  return instant.isValid ? instant.toUTC().toISO({ suppressMilliseconds: true }) : null;
}

/** A time of day the clocks skip that day (01:30 when UK clocks go forward): it would silently become another. */
export function skippedTime(date: string, time: string, zone = UNAVAILABILITY_ZONE): boolean {
  const day = normaliseDate(date);
  const clock = normaliseTime(time);
  if (!day || !clock) return false;
  const instant = DateTime.fromISO(`${day}T${clock}`, { zone });
  return instant.isValid && instant.toFormat("HH:mm") !== clock;
}

export type UnavailabilityFields = { asset: string; from_date: string; from_time: string; to_date: string; to_time: string; reason: string };
export const UNAVAILABILITY_FIELDS = ["asset", "from_date", "from_time", "to_date", "to_time", "reason"] as const;

export { UNAVAILABILITY_ERRORS, UNAVAILABILITY_REASON_MAX, type UnavailabilityError } from "./unavailability-errors";
export type UnavailabilityDraft = {
  /** What was typed, dates re-formatted to YYYY-MM-DD when they could be read. */
  values: UnavailabilityFields;
  errors: Partial<Record<keyof UnavailabilityFields, UnavailabilityError>>;
  from: string | null;
  to: string | null;
  /** Complete only with an asset, from, to and a reason, and `to` after `from`. */
  complete: boolean;
};

/** The change step's reducer: posted fields → the draft the confirm step shows (or the errors). */
export function readUnavailability(form: Partial<Record<string, string>>): UnavailabilityDraft {
  const raw = Object.fromEntries(UNAVAILABILITY_FIELDS.map((name) => [name, String(form[name] ?? "").trim()])) as UnavailabilityFields;
  const errors: UnavailabilityDraft["errors"] = {};
  const values = { ...raw };
  for (const name of ["from_date", "to_date"] as const) {
    const date = raw[name] ? normaliseDate(raw[name]) : null;
    if (!raw[name]) errors[name] = "required";
    else if (!date) errors[name] = "date";
    else values[name] = date;
  }
  for (const name of ["from_time", "to_time"] as const) {
    const time = raw[name] ? normaliseTime(raw[name]) : null;
    if (!raw[name]) errors[name] = "required";
    else if (!time) errors[name] = "time";
    else values[name] = time;
  }
  if (!raw.asset) errors.asset = "required";
  if (!raw.reason) errors.reason = "required";
  else if (raw.reason.length > UNAVAILABILITY_REASON_MAX) errors.reason = "length";
  for (const [date, time] of [["from_date", "from_time"], ["to_date", "to_time"]] as const) if (!errors[date] && !errors[time] && skippedTime(values[date], values[time])) errors[time] = "gap";
  const from = instantOf(values.from_date, values.from_time);
  const to = instantOf(values.to_date, values.to_time);
  if (from && to && Date.parse(to) <= Date.parse(from)) errors.to_date = "order";
  return { values, errors, from, to, complete: Object.keys(errors).length === 0 && Boolean(from && to) };
}

/** A declared period as the change form's fields, in the zone the form is typed in. */
export function recordFields(record: { flex_asset: number; planned: boolean; unavailable_from: string; unavailable_to: string; reason: string }, zone = UNAVAILABILITY_ZONE): UnavailabilityFields {
  const from = DateTime.fromISO(record.unavailable_from, { zone });
  const to = DateTime.fromISO(record.unavailable_to, { zone });
  return {
    asset: `${record.planned ? "p" : "a"}${record.flex_asset}`,
    from_date: from.toISODate() ?? "",
    from_time: from.toFormat("HH:mm"),
    to_date: to.toISODate() ?? "",
    to_time: to.toFormat("HH:mm"),
    reason: record.reason,
  };
}

/** The draft's fields (and the period being changed) as an address query, so the confirm step and "change" lose nothing. */
export function draftQuery(values: Partial<UnavailabilityFields>, id?: number | null): string {
  const query = new URLSearchParams();
  if (id) query.set("id", String(id));
  for (const name of UNAVAILABILITY_FIELDS) if (values[name]) query.set(name, values[name]!);
  return query.toString();
}
