/**
 * The demo provider's meter readings, relative to the clock's day: the baseline days of every
 * delivered event, and the event half-hours of its oldest one, so one event is settled and the
 * others are "required" (lacking actual data). Values follow a daily profile with a steady
 * pseudo-random spread, and the settled event reads about 90 % of its instruction below baseline.
 */
import { DateTime } from "luxon";
import { baselineDays } from "~/domain/settlement/baseline";
import { settlementPeriods, halfHoursOfDay, localDay, localMonth } from "~/domain/settlement/half-hours";
import { DEMO_PROVIDER_ID } from "../dispatch/seed";
import type { DispatchData } from "../dispatch/types";
import type { MarketData } from "../store/market-types";
import { settlementEvents, type SettlementEvent } from "./events";
import { eventDays } from "./figures";
import { invoiceId } from "./statements";
import { emptySettlement, readingKey, type SettlementData } from "./types";

/** A steady number in [0, 1) from a text. */
function spread(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/** kWh a meter reads in a half-hour without an event: a day-shaped profile around `level`. */
function usual(meter: string, periodEnd: string, level: number): number {
  const hour = DateTime.fromISO(periodEnd, { zone: "Europe/London" }).hour;
  const shape = 0.7 + 0.5 * Math.max(0, Math.sin(((hour - 5) / 18) * Math.PI));
  return Math.round(level * shape * (0.9 + 0.2 * spread(`${meter}${periodEnd}`)) * 10) / 10;
}

export function seedSettlement(market: MarketData, dispatch: DispatchData, now: number): SettlementData {
  const data = emptySettlement();
  const events = settlementEvents(market, dispatch.instructions, now).filter((event) => event.organisation_id === DEMO_PROVIDER_ID && event.meters.length);
  if (!events.length) return data;
  const excluded = eventDays(events);
  const put = (meter: string, periodEnd: string, kwh: number) =>
    data.readings.set(readingKey(meter, periodEnd), { meter_id: meter, period_end: periodEnd, value_kwh: kwh, uploaded_at: new Date(now).toISOString(), replaced: 0 });
  // Import meters consume about 1.5 × the instructed power, shared between them; export meters generate a little.
  const levelOf = (event: SettlementEvent, kind: "import" | "export") => {
    const imports = event.meters.filter((meter) => meter.kind === "import").length || 1;
    return kind === "import" ? (event.capacity * 1000 * 0.5 * 1.5) / imports : 20;
  };
  for (const event of events) {
    for (const day of baselineDays(localDay(event.start), { excluded, hasData: () => true })) {
      for (const period of halfHoursOfDay(day)) for (const meter of event.meters) put(meter.meter_id, period.end, usual(meter.meter_id, period.end, levelOf(event, meter.kind)));
    }
  }
  const oldest = events[events.length - 1];
  const imports = oldest.meters.filter((meter) => meter.kind === "import");
  for (const period of settlementPeriods(oldest.start, oldest.end)) {
    for (const meter of oldest.meters) {
      const cut = meter.kind === "import" ? (oldest.capacity * 1000 * 0.5 * 0.9) / imports.length : 0;
      put(meter.meter_id, period.end, Math.max(0, Math.round((usual(meter.meter_id, period.end, levelOf(oldest, meter.kind)) - cut) * 10) / 10));
    }
  }
  // One open dispute of the settled event's availability line, for the operator to answer.
  data.disputes.push({
    id: 1,
    invoice: invoiceId(oldest.organisation_id, localMonth(oldest.start)),
    organisation_id: oldest.organisation_id,
    operator_id: oldest.operator_id,
    event: oldest.id,
    competition_name: oldest.competition_name,
    currency: oldest.currency,
    kind: "availability",
    reason: "The battery was available for the whole event, but the first half-hour's readings were estimated by the supplier. The meter operator's actual readings are attached.",
    evidence: { file_name: "meter-operator-readings.csv", size: 18_432 },
    status: "open",
    answer: null,
    adjustment: null,
    created: new Date(now - 86_400_000).toISOString(),
    answered_at: null,
  });
  return data;
}
