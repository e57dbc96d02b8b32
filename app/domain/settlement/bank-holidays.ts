/** Bank holidays of England and Wales, worked out for any year (the baseline excludes them). */
import { DateTime } from "luxon";

/** Easter Sunday by the anonymous Gregorian algorithm. */
function easter(year: number): DateTime {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100;
  const d = Math.floor(b / 4), e = b % 4, f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30, i = Math.floor(c / 4), k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31), day = ((h + l - 7 * m + 114) % 31) + 1;
  return DateTime.utc(year, month, day);
}

const firstMonday = (year: number, month: number) => {
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: (8 - first.weekday) % 7 });
};
const lastMonday = (year: number, month: number) => {
  const last = DateTime.utc(year, month, 1).endOf("month").startOf("day");
  return last.minus({ days: (last.weekday + 6) % 7 });
};
/** A holiday on a weekend moves to the next working day not already a holiday. */
const substitute = (day: DateTime, taken: Set<string>) => {
  let moved = day;
  while (moved.weekday > 5 || taken.has(moved.toISODate()!)) moved = moved.plus({ days: 1 });
  taken.add(moved.toISODate()!);
  return moved;
};

export function bankHolidays(year: number): Set<string> {
  const sunday = easter(year);
  const fixed = [sunday.minus({ days: 2 }), sunday.plus({ days: 1 }), firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8)];
  const taken = new Set(fixed.map((day) => day.toISODate()!));
  substitute(DateTime.utc(year, 1, 1), taken);
  substitute(DateTime.utc(year, 12, 25), taken);
  substitute(DateTime.utc(year, 12, 26), taken);
  return taken;
}

const byYear = new Map<number, Set<string>>();
export function isBankHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) byYear.set(year, (holidays = bankHolidays(year)));
  return holidays.has(day);
}
