/**
 * Intl formatters, built once per locale and options and reused. Building one costs tens of
 * microseconds, formatting with one a fraction of that, and a page's tables format hundreds of
 * values (the operator's competition page with its bids spent more on building formatters than
 * on rendering). The locales, time zones and currencies in use are few; the bound is a guard.
 */
const MAX_FORMATS = 500;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, key: string, build: () => F): F {
  let format = formats.get(key);
  if (!format) {
    // Built first: an invalid time zone or currency throws here, as the constructor does, and nothing is kept.
    format = build();
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, `${locale}\u0000${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, `${locale}\u0000${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
