import { useRootData } from "~/root-data";

/** Money and capacities in the user's language; a missing price is a dash. */
export function useNumbers() {
  const locale = useRootData()?.locale ?? "en-GB";
  return {
    money: (value: number | null | undefined, currency = "GBP") =>
      value === null || value === undefined ? "–" : new Intl.NumberFormat(locale, { style: "currency", currency }).format(value),
    capacity: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 5 }).format(value),
  };
}

/** Periods end the day before their exclusive end (001 §9). */
export function lastDay(end: string): string {
  const date = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
