/**
 * Bank holidays of England and Wales, computed per year (the GB market's service windows
 * follow them), with the moved and one-off days announced since 2020.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
/** 0 is Monday, 6 is Sunday, as service days count them. */
export const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

const firstMonday = (year: number, month: number) => {
  const first = dayNumber(year, month, 1);
  return first + ((7 - weekday(first)) % 7);
};
const lastMonday = (year: number, month: number) => {
  const last = dayNumber(year, month + 1, 1) - 1;
  return last - weekday(last);
};
/** A holiday on a weekend moves to the next weekday not already taken. */
const substitute = (day: number, taken: Set<number>) => {
  let result = day;
  while (weekday(result) >= 5 || taken.has(result)) result += 1;
  return result;
};

const MOVED: Record<number, { from: () => number; to: number }[]> = {
  2020: [{ from: () => firstMonday(2020, 5), to: dayNumber(2020, 5, 8) }],
  2022: [{ from: () => lastMonday(2022, 5), to: dayNumber(2022, 6, 2) }],
};
const ONE_OFF: Record<number, number[]> = {
  2022: [dayNumber(2022, 6, 3), dayNumber(2022, 9, 19)],
  2023: [dayNumber(2023, 5, 8)],
};

const byYear = new Map<number, Set<number>>();

export function bankHolidays(year: number): Set<number> {
  const cached = byYear.get(year);
  if (cached) return cached;
  const days = new Set<number>();
  days.add(substitute(dayNumber(year, 1, 1), days));
  const sunday = easter(year);
  days.add(sunday - 2).add(sunday + 1);
  days.add(firstMonday(year, 5)).add(lastMonday(year, 5)).add(lastMonday(year, 8));
  days.add(substitute(dayNumber(year, 12, 25), days));
  days.add(substitute(dayNumber(year, 12, 26), days));
  for (const move of MOVED[year] ?? []) {
    days.delete(move.from());
    days.add(move.to);
  }
  for (const day of ONE_OFF[year] ?? []) days.add(day);
  byYear.set(year, days);
  return days;
}

export function isBankHoliday(day: number): boolean {
  return bankHolidays(new Date(day * DAY_MS).getUTCFullYear()).has(day);
}
