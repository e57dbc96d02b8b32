import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";
/** Money in the competition's currency and energy, in the reader's locale; times in Europe/London. */
export function settlementFormat(locale: string, timezone = "Europe/London") {
  const dateTime = dateTimeFormat(locale, { timeZone: timezone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
  const time = dateTimeFormat(locale, { timeZone: timezone, hour: "2-digit", minute: "2-digit" });
  const monthName = dateTimeFormat(locale, { timeZone: "UTC", month: "long", year: "numeric" });
  return {
    money: (amount: number, currency: string) => numberFormat(locale, { style: "currency", currency }).format(amount),
    energy: (mwh: number | null) => (mwh === null ? "–" : numberFormat(locale, { maximumFractionDigits: 3, minimumFractionDigits: 3 }).format(mwh)),
    percent: (share: number | null) => (share === null ? "–" : numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    /** A plain quantity (MW, hours) with up to 3 decimal places. */
    decimal: (value: number) => numberFormat(locale, { maximumFractionDigits: 3 }).format(value),
    /** A file's size, e.g. "8 bytes", "12.4 kB", "3.2 MB": a small file in kB would read "0 kB", as if it were empty. */
    fileSize: (bytes: number) =>
      bytes < 1000
        ? numberFormat(locale, { style: "unit", unit: "byte", unitDisplay: "long" }).format(bytes)
        : bytes < 1_000_000
          ? numberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 }).format(bytes / 1000)
          : numberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(bytes / 1_000_000),
    /** "2026-11" → "November 2026". */
    month: (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`)),
  };
}

export type SettlementFormat = ReturnType<typeof settlementFormat>;
