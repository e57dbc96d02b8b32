import { READING_COLUMNS } from "./reading-columns";

type FailedRow = { meter_id: string; period_end: string; value_kwh: string; code: string };

/** The failed rows as a CSV to correct and upload again (a gap with an empty value to fill in). */
export function failedRowsCsv(errors: readonly FailedRow[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const rows = errors.filter((error) => error.code !== "missing_columns").map((error) => [error.meter_id, error.period_end, error.value_kwh].map(cell).join(","));
  return [READING_COLUMNS.join(","), ...rows].join("\n");
}
