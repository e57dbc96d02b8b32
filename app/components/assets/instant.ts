import { dateTimeFormat } from "~/domain/intl-formats";

/** An instant as the UK reads it (the zone unavailability is typed in), in the page's language. */
export function formatInstant(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" }).format(new Date(iso));
}
