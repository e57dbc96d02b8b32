import { keptIn } from "./bounded-cache";

/**
 * Intl formatters, built once per locale and options and reused. Building one costs tens of
 * microseconds, formatting with one a fraction of that, and a page's tables format hundreds of
 * values (the operator's competition page with its bids spent more on building formatters than
 * on rendering). The locales, time zones and currencies in use are few; the bound is a guard.
 */
const MAX_FORMATS = 500;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptIn(numberFormats, `${locale}\u0000${JSON.stringify(options)}`, MAX_FORMATS, () => new Intl.NumberFormat(locale, options));
}

/**
 * Times are HH:MM on a 24-hour clock in every locale (000 §5), so a format that shows the hour
 * uses the 23-hour cycle unless it says otherwise: en-US, a locale of the platform, would
 * otherwise write "7:46 PM".
 */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const showsHour = options.hour !== undefined || options.timeStyle !== undefined;
  const clock = showsHour && options.hourCycle === undefined && options.hour12 === undefined ? { ...options, hourCycle: "h23" as const } : options;
  return keptIn(dateTimeFormats, `${locale}\u0000${JSON.stringify(options)}`, MAX_FORMATS, () => new Intl.DateTimeFormat(locale, clock));
}
