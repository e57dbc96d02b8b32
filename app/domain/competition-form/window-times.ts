import { isTime } from "~/domain/validation/time";

/**
 * A service window's times (HH:MM). An end before the start runs overnight into the next
 * day, as the seeded market's 23:00–06:00 windows do and as clearing reads them (see
 * mocks/docs/clearing.md); an end equal to the start is no window at all.
 */
export function windowTimesClash(start: string | undefined, end: string | undefined): boolean {
  return isTime(start) && isTime(end) && end.trim() === start.trim();
}

/** True for a window that ends the next day (its end before its start). */
export function isOvernightWindow(start: string | undefined, end: string | undefined): boolean {
  return isTime(start) && isTime(end) && end.trim() < start.trim();
}
