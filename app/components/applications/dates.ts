import { useRootData } from "~/root-data";
import { dateTimeFormat } from "~/domain/intl-formats";

/** Dates and times in the region's time zone and the user's language. */
export function useDates() {
  const root = useRootData();
  const locale = root?.locale ?? "en-GB";
  const timeZone = root?.timezone ?? "Europe/London";
  return {
    date: (iso: string) => dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso)),
    dateTime: (iso: string) => dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso)),
    /** A calendar date (YYYY-MM-DD) as it is, without moving it across time zones. */
    day: (isoDate: string) => dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    locale,
  };
}
