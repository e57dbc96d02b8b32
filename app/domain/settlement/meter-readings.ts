/**
 * The meter readings file: CSV (or the first sheet of an XLSX, read as CSV) with a header
 * `meter_id,period_end,value_kwh`, one row per meter and period, `period_end` the UTC end of
 * the period, value in kWh (import meters: consumption; export meters: generation).
 *
 * - Half-hourly rows end on :00 or :30. A meter whose rows end on :15 or :45 sends
 *   15-minute data: its two quarters ending :15 and :30 (or :45 and :00) are summed into
 *   the half-hour ending :30 (or :00); a half-hour with one quarter only is a `gap`.
 * - Within an event the file covers for a meter, every half-hour must be in the file or
 *   already held: each missing one is a `gap`, reported on the row after it.
 * Bad rows are reported by their line number (the header is row 1) and the good rows kept.
 */
import { parseCsvRecords } from "~/domain/csv-records";
import { isRealDate } from "~/domain/validation/date";
import { HALF_HOUR_MS, settlementPeriods } from "./half-hours";
import { READING_COLUMNS } from "./reading-columns";

export { READING_COLUMNS };

export type MeterReading = { meter_id: string; period_end: string; value_kwh: number; /** Summed from two 15-minute readings. */ quarters?: true };
export type ReadingErrorCode = "unknown_meter" | "outside_event" | "duplicate_period" | "negative_value" | "not_a_number" | "invalid_date" | "invalid_period" | "missing_columns" | "gap";
export type ReadingError = { row: number; meter_id: string; period_end: string; value_kwh: string; code: ReadingErrorCode };

export type ReadingContext = {
  knownMeter: (meter: string) => boolean;
  /** The period falls in a settlement event of that meter or the baseline days before it. */
  accepts: (meter: string, periodEnd: string) => boolean;
  /** The events of a meter (UTC start and end), for the gap check. */
  events?: (meter: string) => readonly { start: string; end: string }[];
  /** A reading of that meter and half-hour is already held. */
  held?: (meter: string, periodEnd: string) => boolean;
};

/** The codes of the checks that failed, in order: a row's cells are judged apart, so it shows all its faults. */
export const cellFaults = <Code extends string>(checks: readonly (readonly [boolean, Code])[]): Code[] => checks.filter(([failed]) => failed).map(([, code]) => code);

const QUARTER_MS = HALF_HOUR_MS / 2;
// An ISO 8601 date and time; without an offset it is UTC, as the file's times are.
const PERIOD_END = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/;

/** The instant a period end names, or NaN for anything but an ISO date and time of the calendar (no guessing at 11-12-2026). */
export function periodEndMs(text: string): number {
  const match = PERIOD_END.exec(text);
  if (!match) return NaN;
  const [year, month, day] = match[1].split("-").map(Number);
  return isRealDate(year, month, day) ? Date.parse(`${match[1]}T${match[2]}${match[3] ?? "Z"}`) : NaN;
}

const iso = (ms: number) => new Date(ms).toISOString();

type Row = { row: number; meter_id: string; ms: number; value: number; raw: string };

export function checkReadings(text: string, context: ReadingContext): { rows: number; savedRows: number; readings: MeterReading[]; errors: ReadingError[] } {
  const parsed = parseCsvRecords(text, { trim: true });
  const fields = parsed.meta.fields ?? [];
  if (READING_COLUMNS.some((column) => !fields.includes(column))) return { rows: 0, savedRows: 0, readings: [], errors: [{ row: 1, meter_id: "", period_end: "", value_kwh: "", code: "missing_columns" }] };
  const errors: ReadingError[] = [];
  const good: Row[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((raw, index) => {
    const row = index + 2;
    const meter_id = (raw.meter_id ?? "").trim();
    const rawEnd = (raw.period_end ?? "").trim();
    const valueText = (raw.value_kwh ?? "").trim();
    const fail = (code: ReadingErrorCode) => errors.push({ row, meter_id, period_end: rawEnd, value_kwh: valueText, code });
    // The meter, the period and the value are checked apart, so a row shows every one of its faults at once.
    const ms = periodEndMs(rawEnd);
    const value = valueText === "" ? NaN : Number(valueText);
    const faults = cellFaults<ReadingErrorCode>([
      [!context.knownMeter(meter_id), "unknown_meter"],
      [!Number.isFinite(ms), "invalid_date"],
      [Number.isFinite(ms) && ms % QUARTER_MS !== 0, "invalid_period"],
      [!Number.isFinite(value), "not_a_number"],
      [value < 0, "negative_value"],
    ]);
    if (faults.length) return faults.forEach(fail);
    if (!context.accepts(meter_id, iso(Math.ceil(ms / HALF_HOUR_MS) * HALF_HOUR_MS))) return fail("outside_event");
    const key = `${meter_id}|${ms}`;
    if (seen.has(key)) return fail("duplicate_period");
    seen.add(key);
    good.push({ row, meter_id, ms, value, raw: valueText });
  });
  const quarterMeters = new Set(good.filter((row) => row.ms % HALF_HOUR_MS !== 0).map((row) => row.meter_id));
  const byHalfHour = new Map<string, Row[]>();
  for (const row of good) {
    const key = `${row.meter_id}|${Math.ceil(row.ms / HALF_HOUR_MS) * HALF_HOUR_MS}`;
    byHalfHour.set(key, [...(byHalfHour.get(key) ?? []), row]);
  }
  const readings: (MeterReading & { row: number })[] = [];
  let savedRows = 0;
  for (const [key, rows] of byHalfHour) {
    const [meter_id, endText] = key.split("|");
    const end = Number(endText);
    if (quarterMeters.has(meter_id) && rows.length < 2) {
      // One quarter of the half-hour is missing: report it, keep nothing for that half-hour.
      const [present] = rows;
      const missing = present.ms === end ? end - QUARTER_MS : end;
      errors.push({ row: present.row, meter_id, period_end: iso(missing), value_kwh: "", code: "gap" });
      continue;
    }
    const reading: MeterReading & { row: number } = { row: Math.max(...rows.map((row) => row.row)), meter_id, period_end: iso(end), value_kwh: rows.reduce((sum, row) => sum + row.value, 0) };
    if (rows.length === 2) reading.quarters = true;
    readings.push(reading);
    savedRows += rows.length;
  }
  // A half-hour already reported for its missing quarter is not reported again.
  const reported = new Set(errors.filter((error) => error.code === "gap").map((error) => `${error.meter_id}|${iso(Math.ceil(Date.parse(error.period_end) / HALF_HOUR_MS) * HALF_HOUR_MS)}`));
  errors.push(...gaps(readings, context, reported));
  errors.sort((a, b) => a.row - b.row || a.period_end.localeCompare(b.period_end));
  readings.sort((a, b) => a.row - b.row);
  return { rows: parsed.data.length, savedRows, readings: readings.map(({ row: _row, ...reading }) => reading), errors };
}

/** Half-hours of an event the file covers for a meter that are neither in the file nor held. */
function gaps(readings: readonly (MeterReading & { row: number })[], context: ReadingContext, reported: ReadonlySet<string>): ReadingError[] {
  if (!context.events) return [];
  const inFile = new Map(readings.map((reading) => [`${reading.meter_id}|${reading.period_end}`, reading]));
  const errors: ReadingError[] = [];
  for (const meter of new Set(readings.map((reading) => reading.meter_id))) {
    for (const event of context.events(meter)) {
      const periods = settlementPeriods(event.start, event.end);
      const found = periods.map((period) => inFile.get(`${meter}|${period.end}`));
      if (!found.some(Boolean)) continue;
      const lastRow = Math.max(...found.map((reading) => reading?.row ?? 0));
      periods.forEach((period, index) => {
        if (found[index] || reported.has(`${meter}|${period.end}`) || context.held?.(meter, period.end)) return;
        const next = found.slice(index + 1).find(Boolean);
        errors.push({ row: next?.row ?? lastRow, meter_id: meter, period_end: period.end, value_kwh: "", code: "gap" });
      });
    }
  }
  return errors;
}
