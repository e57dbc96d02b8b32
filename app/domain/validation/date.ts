import { DateTime } from "luxon";
import { isTime } from "./time";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIRST_DATE = /^\d{2}-\d{2}-\d{4}$/;

/** `YYYY-MM-DD` for a real calendar date given as `YYYY-MM-DD` or `DD-MM-YYYY`; anything else is left out (undefined). */
export function normaliseDate(text: string): string | undefined {
  if (typeof text !== "string") return undefined;
  const trimmed = text.trim();
  let date: DateTime;
  if (ISO_DATE.test(trimmed)) date = DateTime.fromFormat(trimmed, "yyyy-MM-dd", { zone: "UTC" });
  else if (DAY_FIRST_DATE.test(trimmed)) date = DateTime.fromFormat(trimmed, "dd-MM-yyyy", { zone: "UTC" });
  else return undefined;
  return date.isValid ? date.toFormat("yyyy-MM-dd") : undefined;
}

export function isDate(text: unknown): text is string {
  return typeof text === "string" && normaliseDate(text) !== undefined;
}

/**
 * The UTC ISO instant of a local date and `HH:MM` time in `zone`, only when both are valid.
 * A local time skipped by a clock change is moved forward, as luxon does.
 */
export function toInstant(
  date: string | null | undefined,
  time: string | null | undefined,
  zone = "Europe/London",
): string | undefined {
  const day = date == null ? undefined : normaliseDate(date);
  if (day === undefined || !isTime(time)) return undefined;
  const instant = DateTime.fromISO(`${day}T${time.trim()}`, { zone });
  return instant.isValid ? (instant.toUTC().toISO() ?? undefined) : undefined;
}
