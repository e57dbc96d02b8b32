/**
 * The meter readings file: CSV with a header `meter_id,period_end,value_kwh`, one row per
 * meter and half-hour, `period_end` the UTC end of the period on :00 or :30, value in kWh
 * (import meters: consumption; export meters: generation). Bad rows are reported by their
 * line number and the good rows are kept.
 */
import Papa from "papaparse";
import { isHalfHourEnd } from "./half-hours";
import { READING_COLUMNS } from "./reading-columns";

export { READING_COLUMNS };

export type MeterReading = { meter_id: string; period_end: string; value_kwh: number };
export type ReadingErrorCode = "unknown_meter" | "outside_event" | "duplicate_period" | "negative_value" | "not_a_number" | "invalid_period" | "missing_columns";
export type ReadingError = { row: number; meter_id: string; period_end: string; code: ReadingErrorCode };


export type ReadingContext = {
  knownMeter: (meter: string) => boolean;
  /** The period falls in a settlement event of that meter or the baseline days before it. */
  accepts: (meter: string, periodEnd: string) => boolean;
};

export function checkReadings(text: string, context: ReadingContext): { readings: MeterReading[]; errors: ReadingError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true, transformHeader: (name) => name.trim().toLowerCase() });
  const fields = parsed.meta.fields ?? [];
  if (READING_COLUMNS.some((column) => !fields.includes(column))) return { readings: [], errors: [{ row: 1, meter_id: "", period_end: "", code: "missing_columns" }] };
  const readings: MeterReading[] = [];
  const errors: ReadingError[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((raw, index) => {
    const row = index + 2;
    const meter_id = (raw.meter_id ?? "").trim();
    const rawEnd = (raw.period_end ?? "").trim();
    const valueText = (raw.value_kwh ?? "").trim();
    const fail = (code: ReadingErrorCode) => errors.push({ row, meter_id, period_end: rawEnd, code });
    if (!context.knownMeter(meter_id)) return fail("unknown_meter");
    if (!isHalfHourEnd(rawEnd)) return fail("invalid_period");
    const period_end = new Date(Date.parse(rawEnd)).toISOString();
    const value = valueText === "" ? NaN : Number(valueText);
    if (!Number.isFinite(value)) return fail("not_a_number");
    if (value < 0) return fail("negative_value");
    if (!context.accepts(meter_id, period_end)) return fail("outside_event");
    const key = `${meter_id}|${period_end}`;
    if (seen.has(key)) return fail("duplicate_period");
    seen.add(key);
    readings.push({ meter_id, period_end, value_kwh: value });
  });
  return { readings, errors };
}
