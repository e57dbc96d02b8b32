/**
 * An event's settlement figures from the stored readings, with the rules of
 * app/domain/settlement: net demand per half-hour (import − export, MWh), the historical
 * mid 8 of 10 baseline, delivered and credited energy, performance factor and payments.
 */
import { DateTime } from "luxon";
import { MIN_BASELINE_DAYS, baselineDays, historicalBaseline, LOOKBACK_DAYS } from "~/domain/settlement/baseline";
import { deliveredIn, instructedEnergy, performanceFactor } from "~/domain/settlement/delivery";
import { halfHoursOfDay, localDay, settlementPeriods, type HalfHour } from "~/domain/settlement/half-hours";
import { availabilityPayment, pennies, utilisationPayment } from "~/domain/settlement/payments";
import type { SettlementEvent } from "./events";
import { nominatedBaseline } from "~/domain/settlement/nominated";
import { readingKey, type SettlementTerms, type StoredNomination, type StoredReading } from "./types";

export type Readings = ReadonlyMap<string, StoredReading>;

// A day's half-hours never change: worked out once per process, with the first end of each local start time.
const dayPeriods = new Map<string, { periods: HalfHour[]; byLocal: Map<string, string> }>();
function dayOf(day: string) {
  let entry = dayPeriods.get(day);
  if (!entry) {
    const periods = halfHoursOfDay(day);
    const byLocal = new Map<string, string>();
    for (const period of periods) if (!byLocal.has(period.local)) byLocal.set(period.local, period.end);
    dayPeriods.set(day, (entry = { periods, byLocal }));
  }
  return entry;
}
const periodsOf = (day: string) => dayOf(day).periods;

/** Net demand of the event's meters over the half-hour ending at `periodEnd` (MWh); null unless every meter has a reading. */
export function netDemand(readings: Readings, event: SettlementEvent, periodEnd: string): number | null {
  let kwh = 0;
  for (const meter of event.meters) {
    const reading = readings.get(readingKey(meter.meter_id, periodEnd));
    if (!reading) return null;
    kwh += meter.kind === "import" ? reading.value_kwh : -reading.value_kwh;
  }
  return kwh / 1000;
}

const dayComplete = (readings: Readings, event: SettlementEvent) => (day: string) => periodsOf(day).every((period) => netDemand(readings, event, period.end) !== null);

/** The local days of the provider's events: never baseline days. */
export const eventDays = (events: readonly SettlementEvent[]) => new Set(events.map((event) => localDay(event.start)));

/** The nominated profile, where the competition's terms say so. */
export type Nominated = { terms: SettlementTerms; nominations: ReadonlyMap<string, StoredNomination> };

export function eventFigures(readings: Readings, event: SettlementEvent, excluded: ReadonlySet<string>, nominated?: Nominated) {
  const periods = settlementPeriods(event.start, event.end);
  const hours = periods.reduce((sum, period) => sum + period.share, 0) / 2;
  const byNomination = nominated?.terms.baseline === "nominated";
  const days = event.meters.length && !byNomination ? baselineDays(localDay(event.start), { excluded, hasData: dayComplete(readings, event) }) : [];
  const baselineOf = (period: HalfHour) =>
    byNomination
      ? nominatedBaseline(event.meters.map((meter) => ({ kind: meter.kind, kw: nominated!.nominations.get(readingKey(meter.meter_id, period.end))?.kw ?? null })))
      : historicalBaseline(days, valueAt, period.local);
  const valueAt = (day: string, local: string) => {
    const end = dayOf(day).byLocal.get(local);
    return end ? netDemand(readings, event, end) : null;
  };
  const rows = periods.map((period) => {
    const figures = { instructed: instructedEnergy(event.capacity, period.share), baseline: baselineOf(period), metered: event.meters.length ? netDemand(readings, event, period.end) : null };
    return { start: period.start, end: period.end, ...figures, ...deliveredIn(figures, event.direction) };
  });
  const pf = performanceFactor(rows);
  const credited = rows.reduce((sum, row) => sum + (row.credited ?? 0), 0);
  const hasBaseline = byNomination ? rows.length > 0 && rows.every((row) => row.baseline !== null) : days.length >= MIN_BASELINE_DAYS;
  const hasActual = rows.length > 0 && rows.every((row) => row.metered !== null);
  const settled = hasBaseline && hasActual;
  const availability = settled ? availabilityPayment({ mw: event.capacity, pricePerMwPerHour: event.availability_price, hours, pf }) : 0;
  const utilisation = settled ? utilisationPayment({ creditedMwh: credited, pricePerMwh: event.utilisation_price, pf }) : 0;
  return {
    periods: rows,
    baseline_rule: byNomination ? ("nominated" as const) : ("historical" as const),
    nomination_deadline: byNomination ? nominated!.terms.nomination_deadline : null,
    baseline_days: days,
    /** Hours instructed: a stopped instruction counts up to its stop. */
    hours,
    has_baseline_data: hasBaseline,
    has_actual_data: hasActual,
    performance_factor: settled ? pf : null,
    instructed_mwh: rows.reduce((sum, row) => sum + row.instructed, 0),
    delivered_mwh: rows.reduce((sum, row) => sum + (row.delivered ?? 0), 0),
    credited_mwh: credited,
    availability,
    utilisation,
    net: pennies(availability + utilisation),
  };
}

/** The last period end a reading of an event's meter is accepted for: the end of the half-hour the event ends in (a stop can end it mid-way). */
export function acceptsTo(event: SettlementEvent): number {
  const periods = settlementPeriods(event.start, event.end);
  return periods.length ? Date.parse(periods[periods.length - 1].end) : Date.parse(event.end);
}

/** The first period end a reading of an event's meter is accepted for: the lookback of its baseline. */
export function acceptsFrom(event: SettlementEvent): number {
  return DateTime.fromISO(event.start, { zone: "Europe/London" }).startOf("day").minus({ days: LOOKBACK_DAYS }).toMillis();
}
