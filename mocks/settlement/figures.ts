/**
 * An event's settlement figures from the stored readings, with the rules of
 * app/domain/settlement: net demand per half-hour (import − export, MWh), the historical
 * mid 8 of 10 baseline, delivered and credited energy, performance factor and payments.
 */
import { DateTime } from "luxon";
import { MIN_BASELINE_DAYS, baselineDays, historicalBaseline, LOOKBACK_DAYS, sameDayAdjustment } from "~/domain/settlement/baseline";
import { deliveredIn, instructedEnergy, performanceFactor } from "~/domain/settlement/delivery";
import { halfHoursOfDay, localDay, settlementPeriods, type HalfHour } from "~/domain/settlement/half-hours";
import { availabilityPayment, pennies, serviceFeePayment, underDeliveryPenalty, utilisationPayment } from "~/domain/settlement/payments";
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

// Whether a day has a reading of every meter in every half-hour is asked for each event of a
// statement, for the same meters and days again and again. Readings are only ever added (a
// later one replaces an earlier one under the same key), so an answer holds while their number stays.
const completeDays = new WeakMap<Readings, { size: number; days: Map<string, boolean> }>();
function dayComplete(readings: Readings, event: SettlementEvent) {
  let cache = completeDays.get(readings);
  if (!cache || cache.size !== readings.size) completeDays.set(readings, (cache = { size: readings.size, days: new Map() }));
  const { days } = cache;
  const meters = event.meters.map((meter) => meter.meter_id).join(",");
  return (day: string) => {
    const key = `${meters}|${day}`;
    let complete = days.get(key);
    if (complete === undefined) days.set(key, (complete = periodsOf(day).every((period) => netDemand(readings, event, period.end) !== null)));
    return complete;
  };
}

/** The local days the provider was instructed on: never baseline days (an availability window alone does not change its demand). */
export const eventDays = (events: readonly SettlementEvent[]) => new Set(events.filter((event) => event.kind === "instruction").map((event) => localDay(event.start)));

/** The nominated profile, where the competition's terms say so. */
export type Nominated = { terms: SettlementTerms; nominations: ReadonlyMap<string, StoredNomination> };

/** The baseline rules an event can be settled under (mocks/docs/settlement.md). */
export const BASELINE_RULES = ["historical", "historical_adjusted", "nominated"] as const;
export type BaselineRule = (typeof BASELINE_RULES)[number];

/** The rule the competition's terms give. */
export const ruleOf = (terms: SettlementTerms | undefined): BaselineRule =>
  terms?.baseline === "nominated" ? "nominated" : terms?.same_day_adjustment ? "historical_adjusted" : "historical";

/** The same-day adjustment moves the baseline in the provider's favour by more than this share of it: flagged as a possible spike. */
const SPIKE_SHARE = 0.1;

/**
 * An event's figures under the rule its terms give, or under `rule` (to show what it would
 * pay under another).
 */
export function eventFigures(readings: Readings, event: SettlementEvent, excluded: ReadonlySet<string>, nominated?: Nominated, rule: BaselineRule = ruleOf(nominated?.terms)) {
  if (event.kind === "availability_window") return windowFigures(event, rule);
  const periods = settlementPeriods(event.start, event.end);
  const hours = periods.reduce((sum, period) => sum + period.share, 0) / 2;
  // A half-hour any of the event's assets was declared unavailable in is not an available hour.
  const unavailableIn = (period: { start: string; end: string }) => event.unavailable.some((gap) => Date.parse(gap.from) < Date.parse(period.end) && Date.parse(gap.to) > Date.parse(period.start));
  const availableHours = periods.reduce((sum, period) => sum + (unavailableIn(period) ? 0 : period.share), 0) / 2;
  const byNomination = rule === "nominated";
  const days = event.meters.length && !byNomination ? baselineDays(localDay(event.start), { excluded, hasData: dayComplete(readings, event) }) : [];
  const valueAt = (day: string, local: string) => {
    const end = dayOf(day).byLocal.get(local);
    return end ? netDemand(readings, event, end) : null;
  };
  // Same-day adjustment: metered − baseline over the six half-hours of the 3 hours ending 1 hour before the event.
  const window = rule === "historical_adjusted" ? settlementPeriods(new Date(Date.parse(event.start) - 4 * 3_600_000).toISOString(), new Date(Date.parse(event.start) - 3_600_000).toISOString()) : [];
  const windowRows = window.map((period) => ({ end: period.end, metered: netDemand(readings, event, period.end), baseline: historicalBaseline(days, valueAt, period.local) }));
  const adjustment = rule === "historical_adjusted" ? sameDayAdjustment(windowRows) : null;
  const meanWindowBaseline = windowRows.length ? windowRows.reduce((sum, row) => sum + Math.abs(row.baseline ?? 0), 0) / windowRows.length : 0;
  const favourable = adjustment === null ? 0 : event.direction === "down" ? adjustment : -adjustment;
  const baselineOf = (period: HalfHour) => {
    if (byNomination) return nominatedBaseline(event.meters.map((meter) => ({ kind: meter.kind, kw: nominated!.nominations.get(readingKey(meter.meter_id, period.end))?.kw ?? null })));
    const historical = historicalBaseline(days, valueAt, period.local);
    if (rule !== "historical_adjusted") return historical;
    return historical === null || adjustment === null ? null : historical + adjustment;
  };
  const rows = periods.map((period) => {
    const figures = { instructed: instructedEnergy(event.capacity, period.share), baseline: baselineOf(period), metered: event.meters.length ? netDemand(readings, event, period.end) : null };
    return { start: period.start, end: period.end, available: !unavailableIn(period), ...figures, ...deliveredIn(figures, event.direction) };
  });
  const pf = performanceFactor(rows);
  const credited = rows.reduce((sum, row) => sum + (row.credited ?? 0), 0);
  const hasBaseline = byNomination || rule === "historical_adjusted" ? rows.length > 0 && rows.every((row) => row.baseline !== null) && (byNomination || days.length >= MIN_BASELINE_DAYS) : days.length >= MIN_BASELINE_DAYS;
  const hasActual = rows.length > 0 && rows.every((row) => row.metered !== null);
  const settled = hasBaseline && hasActual;
  const availability = settled ? availabilityPayment({ mw: event.capacity, pricePerMwPerHour: event.availability_price, hours: availableHours, pf }) : 0;
  const utilisation = settled ? utilisationPayment({ creditedMwh: credited, pricePerMwh: event.utilisation_price, pf }) : 0;
  const instructed = rows.reduce((sum, row) => sum + row.instructed, 0);
  const serviceFee = settled ? serviceFeePayment({ mw: event.capacity, feePerMw: event.service_fee_rate, pf }) : 0;
  const penaltyRate = nominated?.terms.under_delivery_penalty ?? null;
  const penalty = settled && penaltyRate ? underDeliveryPenalty({ instructedMwh: instructed, creditedMwh: credited, penaltyPerMwh: penaltyRate }) : 0;
  return {
    periods: rows,
    baseline_rule: rule,
    /** MWh added to every half-hour's historical baseline, and the window it came from. */
    same_day_adjustment: adjustment,
    adjustment_window: windowRows,
    /** The adjustment moved the baseline in the provider's favour by more than SPIKE_SHARE of it: a consumption spike before the event. */
    adjustment_flag: adjustment !== null && favourable > SPIKE_SHARE * Math.max(meanWindowBaseline, 1e-9),
    nomination_deadline: byNomination ? nominated!.terms.nomination_deadline : null,
    baseline_days: days,
    /** Hours instructed: a stopped instruction counts up to its stop. */
    hours,
    /** Hours instructed less the half-hours declared unavailable: what availability pays for. */
    available_hours: availableHours,
    penalty_rate: penaltyRate,
    has_baseline_data: hasBaseline,
    has_actual_data: hasActual,
    /** Every figure is known: the event has its lines on the month's statement. */
    settled,
    performance_factor: settled ? pf : null,
    instructed_mwh: instructed,
    delivered_mwh: rows.reduce((sum, row) => sum + (row.delivered ?? 0), 0),
    credited_mwh: credited,
    availability,
    utilisation,
    service_fee: serviceFee,
    penalty,
    net: pennies(availability + utilisation + serviceFee - penalty),
  };
}

/**
 * An availability window's figures: nothing is instructed or metered, so it is settled as soon
 * as it is over; availability pays MW × price × the half-hours that were neither declared
 * unavailable nor covered by an instruction, in full (there was no delivery to scale it by).
 */
// Many contracts share a window's times on the same day: its half-hours are worked out once.
const windowPeriods = new Map<string, ReturnType<typeof settlementPeriods>>();
function windowFigures(event: SettlementEvent, rule: BaselineRule) {
  const key = `${event.start}|${event.end}`;
  let periods = windowPeriods.get(key);
  if (!periods) windowPeriods.set(key, (periods = settlementPeriods(event.start, event.end)));
  const within = (period: { start: string; end: string }) => (gap: { from: string; to: string }) => Date.parse(gap.from) < Date.parse(period.end) && Date.parse(gap.to) > Date.parse(period.start);
  const rows = periods.map((period) => {
    const dispatched = event.dispatched.some(within(period));
    const available = !dispatched && !event.unavailable.some(within(period));
    return { start: period.start, end: period.end, available, dispatched, instructed: 0, baseline: null, metered: null, delivered: null, credited: null };
  });
  const hours = periods.reduce((sum, period) => sum + period.share, 0) / 2;
  const availableHours = periods.reduce((sum, period, index) => sum + (rows[index].available ? period.share : 0), 0) / 2;
  const availability = availabilityPayment({ mw: event.capacity, pricePerMwPerHour: event.availability_price, hours: availableHours, pf: 1 });
  return {
    periods: rows,
    baseline_rule: rule,
    same_day_adjustment: null,
    adjustment_window: [] as { end: string; metered: number | null; baseline: number | null }[],
    adjustment_flag: false,
    nomination_deadline: null,
    baseline_days: [] as string[],
    hours,
    available_hours: availableHours,
    penalty_rate: null,
    has_baseline_data: true,
    has_actual_data: true,
    settled: true,
    performance_factor: null,
    instructed_mwh: 0,
    delivered_mwh: 0,
    credited_mwh: 0,
    availability,
    utilisation: 0,
    service_fee: 0,
    penalty: 0,
    net: availability,
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
