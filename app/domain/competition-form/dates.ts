import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE } from "~/domain/market/enums";
import { normaliseDate } from "~/domain/validation/date";

/**
 * What a date-and-time input sends ("2026-12-01T09:00"), the same typed with a space, or with
 * the date typed day first ("01-12-2026 09:00"), which is converted (000 §5).
 */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})[T ](\d{2}:\d{2}(?::\d{2})?)$/;

/** The local wall-clock time as luxon reads it, or null when it is not a real one. */
function readLocal(text: string | null | undefined, zone: string): DateTime | null {
  if (typeof text !== "string") return null;
  const match = LOCAL_DATE_TIME.exec(text.trim());
  const date = match ? normaliseDate(match[1]!) : undefined;
  if (!match || !date) return null;
  const local = DateTime.fromISO(`${date}T${match[2]}`, { zone });
  return local.isValid ? local : null;
}

/**
 * The UTC instant of a local date and time read as ISO in `zone` (001 §5: competition dates
 * are read in Europe/London and sent as UTC); undefined when it is not a real date, so it
 * can be left out. A time skipped by the spring clock change moves forward, as luxon does.
 */
export function toUtc(local: string | null | undefined, zone: string = COMPETITION_TIMEZONE): string | undefined {
  return readLocal(local, zone)?.toUTC().toISO() ?? undefined;
}

export function isLocalDateTime(local: string | null | undefined, zone: string = COMPETITION_TIMEZONE): boolean {
  return readLocal(local, zone) !== null;
}

/**
 * Whether the clocks skip a local date and time in `zone` (01:30 on the night UK clocks go
 * forward): it would be saved as another time than the one typed, so the form says so instead.
 * A time the clocks pass twice (when they go back) is read as the later one, and the review
 * step shows which by its zone.
 */
export function skippedByClocks(local: string | null | undefined, zone: string = COMPETITION_TIMEZONE): boolean {
  const moment = readLocal(local, zone);
  return moment !== null && moment.toFormat("HH:mm") !== LOCAL_DATE_TIME.exec(local!.trim())![2]!.slice(0, 5);
}

/** Milliseconds since the epoch of a local date and time, for ordering; null when not real. */
export function localMillis(local: string | null | undefined, zone: string = COMPETITION_TIMEZONE): number | null {
  return readLocal(local, zone)?.toMillis() ?? null;
}

/** The value a date-and-time input shows for a UTC instant: "yyyy-MM-ddTHH:mm" in `zone`. */
export function fromUtc(instant: string, zone: string = COMPETITION_TIMEZONE): string | undefined {
  const moment = DateTime.fromISO(instant, { zone: "UTC" });
  return moment.isValid ? moment.setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm") : undefined;
}
