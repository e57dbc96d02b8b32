/**
 * The operator reports on what happened after clearing: dispatch instructions and their
 * answers, and settlement (delivered energy, performance, payments), computed from the
 * sandbox's own instructions and its settlement reports. See docs/analytics.md.
 */
import { nowMs } from "~/clock.server";
import { effectiveEnd, statusAt } from "../dispatch/lifecycle";
import { servedStatement } from "../settlement/runs";
import { allSettlementEvents } from "../settlement/scope";
import { monthsOf } from "../settlement/statements";
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

/**
 * Per competition and month with settlement events: the competition's share of the operator's
 * monthly settlement reports as they are served (the latest run's version, or worked out live
 * before one), so the figures are those of the same lines, availability windows included.
 */
export function settlement(_market: MarketData, competitions: Competition[], operatorId: number) {
  const events = allSettlementEvents().filter((event) => event.operator_id === operatorId);
  const statements = monthsOf(events).reverse().map((month) => servedStatement("operator", operatorId, events, month));
  return competitions.flatMap((competition) =>
    statements.flatMap(({ month, competitions: shares }) =>
      shares
        .filter((share) => share.competition === competition.id)
        .map((share) => ({
          competition: competition.id,
          name: competition.name,
          month,
          events: share.events,
          settled_events: share.settled_events,
          delivered_mwh: round(share.delivered_mwh, 3),
          performance: share.instructed_mwh ? round((100 * share.credited_mwh) / share.instructed_mwh, 1) : null,
          availability: share.availability,
          utilisation: share.utilisation,
          paid: share.net,
        })),
    ),
  );
}
