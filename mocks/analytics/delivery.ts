/**
 * The operator reports on what happened after clearing: dispatch instructions and their
 * answers, and settlement (delivered energy, performance, payments), computed from the
 * sandbox's own instructions and meter readings. See docs/analytics.md.
 */
import { nowMs } from "~/clock.server";
import { effectiveEnd, statusAt } from "../dispatch/lifecycle";
import { settlementEvents, type SettlementEvent } from "../settlement/events";
import { eventDays, eventFigures } from "../settlement/figures";
import { nominatedOf } from "../settlement/scope";
import { store } from "../store";
import type { Competition, MarketData } from "../store/market-types";

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const HOUR_MS = 3_600_000;

/** Per competition with instructions: how many, how they were answered, and the energy accepted (MWh, to its end or stop). */
export function dispatch(_market: MarketData, competitions: Competition[]) {
  const now = nowMs();
  return competitions
    .map((competition) => {
      const rows = store.dispatch.instructions.filter((instruction) => instruction.competition === competition.id);
      const inStatus = (status: ReturnType<typeof statusAt>) => rows.filter((row) => statusAt(row, now) === status).length;
      const accepted = rows.filter((row) => row.response === "accepted");
      const mwh = accepted.reduce((sum, row) => sum + (row.capacity * Math.max(0, effectiveEnd(row) - Date.parse(row.start))) / HOUR_MS, 0);
      return {
        competition: competition.id,
        name: competition.name,
        instructions: rows.length,
        accepted: accepted.length,
        rejected: inStatus("rejected"),
        expired: inStatus("expired"),
        stopped: inStatus("stop"),
        accepted_mwh: round(mwh, 3),
      };
    })
    .filter((row) => row.instructions > 0);
}

/** Per competition with settlement events: events settled, delivered energy, performance (Σ credited ÷ Σ instructed) and the amount paid. */
export function settlement(market: MarketData, competitions: Competition[]) {
  const events = settlementEvents(market, store.dispatch.instructions, nowMs());
  // Each provider's own event days are left out of its baselines, as its statements do.
  const excluded = new Map<number, Set<string>>();
  const excludedOf = (event: SettlementEvent) => {
    if (!excluded.has(event.organisation_id)) excluded.set(event.organisation_id, eventDays(events.filter((other) => other.organisation_id === event.organisation_id)));
    return excluded.get(event.organisation_id)!;
  };
  return competitions
    .map((competition) => {
      const own = events.filter((event) => event.competition === competition.id);
      const totals = { settled: 0, delivered: 0, credited: 0, instructed: 0, paid: 0 };
      for (const event of own) {
        const figures = eventFigures(store.settlement.readings, event, excludedOf(event), nominatedOf(event));
        if (figures.performance_factor === null) continue;
        totals.settled += 1;
        totals.delivered += figures.delivered_mwh;
        totals.credited += figures.credited_mwh;
        totals.instructed += figures.instructed_mwh;
        totals.paid += figures.net;
      }
      return {
        competition: competition.id,
        name: competition.name,
        events: own.length,
        settled_events: totals.settled,
        delivered_mwh: round(totals.delivered, 3),
        performance: totals.instructed ? round((100 * totals.credited) / totals.instructed, 1) : null,
        paid: round(totals.paid, 2),
      };
    })
    .filter((row) => row.events > 0);
}
