/** Storing uploaded readings: a reading for a meter and period already held replaces it, and the stored reading says how many it replaced and whether it came after the month's run. */
import { nowIso } from "~/clock.server";
import type { MeterReading } from "~/domain/settlement/meter-readings";
import { store } from "../store";
import { localMonth } from "~/domain/settlement/half-hours";
import { scopeKey } from "./runs";
import { readingKey } from "./types";

export function storeReadings(org: number, readings: readonly MeterReading[]) {
  let replaced = 0;
  let afterRun = 0;
  let quarters = 0;
  for (const reading of readings) {
    const key = readingKey(reading.meter_id, reading.period_end);
    const earlier = store.settlement.readings.get(key);
    if (earlier) replaced += 1;
    if (reading.quarters) quarters += 1;
    // A reading for a month already run does not change its frozen statement: the record says which version it missed.
    const month = localMonth(new Date(Date.parse(reading.period_end) - 1).toISOString());
    const run = store.settlement.runs.get(scopeKey("provider", org, month))?.at(-1);
    if (run) afterRun += 1;
    store.settlement.readings.set(key, {
      meter_id: reading.meter_id,
      period_end: reading.period_end,
      value_kwh: reading.value_kwh,
      uploaded_at: nowIso(),
      replaced: (earlier?.replaced ?? -1) + 1,
      ...(reading.quarters ? { from_quarters: true as const } : {}),
      ...(run ? { after_run: { month, version: run.version } } : {}),
    });
  }
  return { replaced, summed_from_quarters: quarters, after_run: afterRun };
}
