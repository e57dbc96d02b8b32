/**
 * Nominated baselines: where a competition's terms say `nominated`, the provider uploads the
 * profile each meter would have followed, as dated half-hours (`meter_id,period_end,kw`: the
 * UTC end of the half-hour on :00 or :30, the mean power in kW), before the competition's
 * nomination deadline. It replaces the historical rule for that competition's events:
 * baseline (MWh) = (Σ import kW − Σ export kW) × 0.5 h ÷ 1000.
 * Example: import 3,000 kW, export 200 kW → (3000 − 200) × 0.5 ÷ 1000 = 1.4 MWh.
 */
import Papa from "papaparse";
import { isHalfHourEnd } from "./half-hours";

export const NOMINATION_COLUMNS = ["meter_id", "period_end", "kw"] as const;

export type Nomination = { meter_id: string; period_end: string; kw: number };
export type NominationErrorCode = "unknown_meter" | "not_nominated" | "after_deadline" | "invalid_period" | "not_a_number" | "negative_value" | "duplicate_period" | "missing_columns";
export type NominationError = { row: number; meter_id: string; period_end: string; value_kwh: string; code: NominationErrorCode };

export type NominationContext = {
  knownMeter: (meter: string) => boolean;
  /** The deadline (ms) for the meter's half-hour: null when no event of a nominated competition covers it. */
  deadline: (meter: string, periodEnd: string) => number | null;
  now: number;
};

export function checkNominations(text: string, context: NominationContext): { rows: number; nominations: Nomination[]; errors: NominationError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, "").trim(), { header: true, skipEmptyLines: "greedy", transformHeader: (name) => name.trim().toLowerCase() });
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
    if (!context.knownMeter(meter_id)) return fail("unknown_meter");
    if (!isHalfHourEnd(rawEnd)) return fail("invalid_period");
    const period_end = new Date(Date.parse(rawEnd)).toISOString();
    const kw = valueText === "" ? NaN : Number(valueText);
    if (!Number.isFinite(kw)) return fail("not_a_number");
    if (kw < 0) return fail("negative_value");
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
