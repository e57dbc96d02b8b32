/**
 * Nominated baselines: where a competition's terms say `nominated`, the provider uploads the
 * profile each meter would have followed, as dated half-hours (`meter_id,period_end,kw`: the
 * UTC end of the half-hour on :00 or :30, the mean power in kW), before the competition's
 * nomination deadline, or as a weekly template (`meter_id,day_of_week,local_time,kw`: ISO day
 * 1 Monday … 7 Sunday or its name, the Europe/London start of the half-hour, the mean power),
 * which fills every half-hour of the meter's nominated events with the value of its weekday and
 * local time. It replaces the historical rule for that competition's events:
 * baseline (MWh) = (Σ import kW − Σ export kW) × 0.5 h ÷ 1000.
 * Example: import 3,000 kW, export 200 kW → (3000 − 200) × 0.5 ÷ 1000 = 1.4 MWh.
 */
import Papa from "papaparse";
import { parseCsvRecords } from "~/domain/csv-records";
import { isHalfHourEnd } from "./half-hours";
import { cellFaults } from "./meter-readings";

export const NOMINATION_COLUMNS = ["meter_id", "period_end", "kw"] as const;

export type Nomination = { meter_id: string; period_end: string; kw: number };
export const TEMPLATE_COLUMNS = ["meter_id", "day_of_week", "local_time", "kw"] as const;

export type NominationErrorCode =
  | "unknown_meter"
  | "not_nominated"
  | "after_deadline"
  | "invalid_period"
  | "invalid_day"
  | "invalid_time"
  | "not_a_number"
  | "negative_value"
  | "duplicate_period"
  | "missing_columns";
export type NominationError = { row: number; meter_id: string; period_end: string; value_kwh: string; code: NominationErrorCode };

export type NominationContext = {
  knownMeter: (meter: string) => boolean;
  /** The deadline (ms) for the meter's half-hour: null when no event of a nominated competition covers it. */
  deadline: (meter: string, periodEnd: string) => number | null;
  now: number;
  /** For a weekly template: the half-hours of the meter's events under a nominated baseline. */
  halfHours?: (meter: string) => readonly TemplateHalfHour[];
};

/** A half-hour a weekly template fills: its UTC end, and its local start time and ISO weekday in Europe/London. */
export type TemplateHalfHour = { end: string; local: string; weekday: number };

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** 1–7, or a day's name in English (full or its first three letters); null otherwise. */
export function dayOfWeek(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^[1-7]$/.test(value)) return Number(value);
  const index = DAYS.findIndex((day) => value.length >= 3 && day.startsWith(value));
  return index === -1 ? null : index + 1;
}

/** "HH:MM" on :00 or :30 (a half-hour's local start), zero-padded; null otherwise. */
export function halfHourTime(text: string): string | null {
  const match = /^([01]?\d|2[0-3]):(00|30)$/.exec(text.trim());
  return match ? `${match[1].padStart(2, "0")}:${match[2]}` : null;
}

type Parsed = Papa.ParseResult<Record<string, string>>;

/** A weekly template, checked row by row, then laid over the half-hours of the meter's nominated events. */
function checkTemplate(parsed: Parsed, context: NominationContext): { rows: number; nominations: Nomination[]; errors: NominationError[] } {
  const errors: NominationError[] = [];
  const template = new Map<string, { row: number; kw: number; meter_id: string; label: string; valueText: string }>();
  parsed.data.forEach((raw, index) => {
    const row = index + 2;
    const meter_id = (raw.meter_id ?? "").trim();
    const label = `${(raw.day_of_week ?? "").trim()} ${(raw.local_time ?? "").trim()}`.trim();
    const valueText = (raw.kw ?? "").trim();
    const fail = (code: NominationErrorCode) => errors.push({ row, meter_id, period_end: label, value_kwh: valueText, code });
    // Each cell is checked apart, so a row shows every one of its faults at once.
    const day = dayOfWeek(raw.day_of_week ?? "");
    const time = halfHourTime(raw.local_time ?? "");
    const kw = valueText === "" ? NaN : Number(valueText);
    const faults = cellFaults<NominationErrorCode>([
      [!context.knownMeter(meter_id), "unknown_meter"],
      [day === null, "invalid_day"],
      [time === null, "invalid_time"],
      [!Number.isFinite(kw), "not_a_number"],
      [kw < 0, "negative_value"],
    ]);
    if (faults.length || day === null || time === null) return faults.forEach(fail);
    const key = `${meter_id}|${day}|${time}`;
    if (template.has(key)) return fail("duplicate_period");
    template.set(key, { row, kw, meter_id, label, valueText });
  });
  const nominations: Nomination[] = [];
  const used = new Set<string>();
  const late = new Set<string>();
  const accepted = new Set<string>();
  for (const meter of new Set([...template.values()].map((entry) => entry.meter_id))) {
    for (const half of context.halfHours?.(meter) ?? []) {
      const key = `${meter}|${half.weekday}|${half.local}`;
      const entry = template.get(key);
      if (!entry) continue;
      const deadline = context.deadline(meter, half.end);
      if (deadline === null) continue;
      used.add(key);
      if (context.now >= deadline) {
        late.add(key);
        continue;
      }
      accepted.add(key);
      nominations.push({ meter_id: meter, period_end: half.end, kw: entry.kw });
    }
  }
  // A template row no nominated half-hour uses, or only ones past their deadline, says so.
  for (const [key, entry] of template) {
    const code: NominationErrorCode | null = !used.has(key) ? "not_nominated" : !accepted.has(key) ? "after_deadline" : null;
    if (code) errors.push({ row: entry.row, meter_id: entry.meter_id, period_end: entry.label, value_kwh: entry.valueText, code });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: parsed.data.length, nominations, errors };
}

export function checkNominations(text: string, context: NominationContext): { rows: number; nominations: Nomination[]; errors: NominationError[] } {
  const parsed = parseCsvRecords(text, { trim: true });
  if (TEMPLATE_COLUMNS.every((column) => (parsed.meta.fields ?? []).includes(column))) return checkTemplate(parsed, context);
  if (NOMINATION_COLUMNS.some((column) => !(parsed.meta.fields ?? []).includes(column))) return { rows: 0, nominations: [], errors: [{ row: 1, meter_id: "", period_end: "", value_kwh: "", code: "missing_columns" }] };
  const nominations: Nomination[] = [];
  const errors: NominationError[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((raw, index) => {
    const row = index + 2;
    const meter_id = (raw.meter_id ?? "").trim();
    const rawEnd = (raw.period_end ?? "").trim();
    const valueText = (raw.kw ?? "").trim();
    const fail = (code: NominationErrorCode) => errors.push({ row, meter_id, period_end: rawEnd, value_kwh: valueText, code });
    const kw = valueText === "" ? NaN : Number(valueText);
    const faults = cellFaults<NominationErrorCode>([
      [!context.knownMeter(meter_id), "unknown_meter"],
      [!isHalfHourEnd(rawEnd), "invalid_period"],
      [!Number.isFinite(kw), "not_a_number"],
      [kw < 0, "negative_value"],
    ]);
    if (faults.length) return faults.forEach(fail);
    const period_end = new Date(Date.parse(rawEnd)).toISOString();
    const deadline = context.deadline(meter_id, period_end);
    if (deadline === null) return fail("not_nominated");
    if (context.now >= deadline) return fail("after_deadline");
    if (seen.has(`${meter_id}|${period_end}`)) return fail("duplicate_period");
    seen.add(`${meter_id}|${period_end}`);
    nominations.push({ meter_id, period_end, kw });
  });
  return { rows: parsed.data.length, nominations, errors };
}

/** One half-hour's nominated baseline (MWh) from each meter's kW; null while a meter has none. */
export function nominatedBaseline(meters: readonly { kind: "import" | "export"; kw: number | null }[]): number | null {
  if (!meters.length || meters.some((meter) => meter.kw === null)) return null;
  return (meters.reduce((sum, meter) => sum + (meter.kind === "import" ? meter.kw! : -meter.kw!), 0) * 0.5) / 1000;
}
