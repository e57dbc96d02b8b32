import { READING_COLUMNS } from "./reading-columns";

type FailedRow = { row: number; meter_id: string; period_end: string; value_kwh: string; code: string };

/**
 * The rows of the failed-rows file, each once: a file row with several faults has one error per
 * fault, yet it is one row to correct. A gap is a half-hour missing from the file (reported on a
 * neighbouring row that may itself be saved), so it is its own row, told apart by meter and period.
 */
export function failedRows<T extends FailedRow>(errors: readonly T[]): T[] {
  const rows = new Map<string, T>();
  for (const error of errors) {
    if (error.code === "missing_columns") continue;
    const key = error.code === "gap" ? `gap|${error.meter_id}|${error.period_end}` : `row|${error.row}`;
    if (!rows.has(key)) rows.set(key, error);
  }
  return [...rows.values()];
}

/** The failed rows as a CSV to correct and upload again (a gap with an empty value to fill in). */
export function failedRowsCsv(errors: readonly FailedRow[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const rows = failedRows(errors).map((error) => [error.meter_id, error.period_end, error.value_kwh].map(cell).join(","));
  return [READING_COLUMNS.join(","), ...rows].join("\n");
}
