/**
 * Monthly statements (settlement reports) and invoices, worked out when read from the
 * events of a local month: one availability and one utilisation line per settled event (an
 * availability window has the availability line alone), events still lacking data listed as
 * pending. A month is final once it has ended; until then its statement is provisional.
 * Its per-competition totals are what the operator's analytics settlement report shows, so
 * the two pages add up the same lines.
 */
import { DateTime } from "luxon";
import { localMonth, SETTLEMENT_ZONE } from "~/domain/settlement/half-hours";
import { invoiceTotals, pennies, VAT_RATE } from "~/domain/settlement/payments";
import type { SettlementEvent } from "./events";
import { eventDays, eventFigures, type Nominated, type Readings } from "./figures";

export type StatementLine = {
  event: number;
  organisation_id: number;
  competition: number;
  competition_name: string;
  start: string;
  end: string;
  kind: "availability" | "utilisation" | "service_fee" | "penalty" | "adjustment";
  quantity: number;
  unit: "MW·h" | "MWh" | "MW" | "dispute";
  rate: number;
  scale_pf: number;
  amount: number;
  /** The upheld dispute an adjustment line comes from. */
  dispute?: number;
  /** The contract and window of an availability window's line; null for an instruction's. */
  contract: string | null;
  window_name: string | null;
};

/** A competition's share of a month's statement: its events and the lines traced to them. */
export type CompetitionTotals = {
  competition: number;
  competition_name: string;
  events: number;
  settled_events: number;
  instructed_mwh: number;
  delivered_mwh: number;
  credited_mwh: number;
  availability: number;
  utilisation: number;
  /** Σ of its lines (availability, utilisation, service fee, penalty, adjustments), before VAT. */
  net: number;
};

export function monthsOf(events: readonly SettlementEvent[]): string[] {
  return [...new Set(events.map((event) => localMonth(event.start)))].sort().reverse();
}

export function statement(
  readings: Readings,
  events: readonly SettlementEvent[],
  month: string,
  now: number,
  nominatedOf?: (event: SettlementEvent) => Nominated,
  adjustments: ReadonlyMap<number, readonly { dispute: number; amount: number }[]> = new Map(),
) {
  const inMonth = events.filter((event) => localMonth(event.start) === month);
  const excludedByOrg = new Map<number, Set<string>>();
  const excludedOf = (org: number) => {
    let days = excludedByOrg.get(org);
    if (!days) excludedByOrg.set(org, (days = eventDays(events.filter((event) => event.organisation_id === org))));
    return days;
  };
  const lines: StatementLine[] = [];
  const pending: number[] = [];
  let delivered = 0;
  let instructed = 0;
  let credited = 0;
  const byCompetition = new Map<number, CompetitionTotals>();
  for (const event of [...inMonth].reverse()) {
    let own = byCompetition.get(event.competition);
    if (!own) {
      own = { competition: event.competition, competition_name: event.competition_name, events: 0, settled_events: 0, instructed_mwh: 0, delivered_mwh: 0, credited_mwh: 0, availability: 0, utilisation: 0, net: 0 };
      byCompetition.set(event.competition, own);
    }
    own.events += 1;
    const figures = eventFigures(readings, event, excludedOf(event.organisation_id), nominatedOf?.(event));
    if (!figures.settled) {
      pending.push(event.id);
      continue;
    }
    own.settled_events += 1;
    own.delivered_mwh += figures.delivered_mwh;
    own.instructed_mwh += figures.instructed_mwh;
    own.credited_mwh += figures.credited_mwh;
    delivered += figures.delivered_mwh;
    instructed += figures.instructed_mwh;
    credited += figures.credited_mwh;
    // An availability window had no delivery to scale its payment by: it is paid in full.
    const base = { event: event.id, organisation_id: event.organisation_id, competition: event.competition, competition_name: event.competition_name, start: event.start, end: event.end, scale_pf: figures.performance_factor ?? 1, contract: event.contract, window_name: event.window_name };
    const hours = figures.available_hours;
    lines.push({ ...base, kind: "availability", quantity: event.capacity * hours, unit: "MW·h", rate: event.availability_price, amount: figures.availability });
    if (event.kind === "instruction") lines.push({ ...base, kind: "utilisation", quantity: figures.credited_mwh, unit: "MWh", rate: event.utilisation_price, amount: figures.utilisation });
    // Lines of the other kinds only where there is something to pay or charge.
    if (figures.service_fee) lines.push({ ...base, kind: "service_fee", quantity: event.capacity, unit: "MW", rate: event.service_fee_rate, amount: figures.service_fee });
    if (figures.penalty) {
      lines.push({ ...base, kind: "penalty", quantity: Math.max(0, figures.instructed_mwh - figures.credited_mwh), unit: "MWh", rate: figures.penalty_rate ?? 0, amount: -figures.penalty });
    }
    for (const adjustment of adjustments.get(event.id) ?? []) lines.push({ ...base, kind: "adjustment", quantity: 1, unit: "dispute", rate: adjustment.amount, amount: adjustment.amount, dispute: adjustment.dispute });
  }
  const sum = (kind: StatementLine["kind"]) => pennies(lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0));
  for (const line of lines) {
    const own = byCompetition.get(line.competition)!;
    if (line.kind === "availability") own.availability += line.amount;
    if (line.kind === "utilisation") own.utilisation += line.amount;
    own.net += line.amount;
  }
  const competitions = [...byCompetition.values()]
    .map((own) => ({ ...own, availability: pennies(own.availability), utilisation: pennies(own.utilisation), net: pennies(own.net) }))
    .sort((a, b) => a.competition_name.localeCompare(b.competition_name) || a.competition - b.competition);
  const totals = invoiceTotals(lines.map((line) => line.amount));
  const monthEnd = DateTime.fromFormat(month, "yyyy-MM", { zone: SETTLEMENT_ZONE }).plus({ months: 1 }).toMillis();
  return {
    month,
    currency: inMonth[0]?.currency ?? "GBP",
    status: now >= monthEnd ? ("final" as const) : ("provisional" as const),
    events: inMonth.length,
    pending_events: pending,
    instructed_mwh: instructed,
    delivered_mwh: delivered,
    credited_mwh: credited,
    performance_factor: instructed > 0 ? credited / instructed : null,
    availability: sum("availability"),
    utilisation: sum("utilisation"),
    service_fee: sum("service_fee"),
    penalty: -sum("penalty"),
    adjustments: sum("adjustment"),
    net: totals.net,
    vat_rate: VAT_RATE,
    vat: totals.vat,
    total: totals.total,
    competitions,
    lines,
  };
}

export type Statement = ReturnType<typeof statement>;

/** A provider's invoice for a month: its statement with a number. */
export const invoiceId = (org: number, month: string) => `${org}-${month}`;
export const invoiceNumber = (org: number, month: string) => `FM-${org}-${month.replace("-", "")}`;
