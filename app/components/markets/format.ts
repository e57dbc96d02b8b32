import { useRootData } from "~/root-data";
import { numberFormat } from "~/domain/intl-formats";

/** Money and capacities in the user's language; a missing price is a dash. */
export function useNumbers() {
  const locale = useRootData()?.locale ?? "en-GB";
  return {
    money: (value: number | null | undefined, currency = "GBP") =>
      value === null || value === undefined ? "–" : numberFormat(locale, { style: "currency", currency }).format(value),
    capacity: (value: number) => numberFormat(locale, { maximumFractionDigits: 5 }).format(value),
  };
}

/** Periods end the day before their exclusive end (001 §9). */
export function lastDay(end: string): string {
  const date = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
