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

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptIn(dateTimeFormats, `${locale}\u0000${JSON.stringify(options)}`, MAX_FORMATS, () => new Intl.DateTimeFormat(locale, options));
}
