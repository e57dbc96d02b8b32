/**
 * Settlement events for the availability windows of contracts: each service day of a
 * contracted window, once it is over, is an event that pays availability for the hours the
 * contract's assets were available in it. Hours an instruction of the same provider and
 * competition covered are left out (that instruction's own event pays them, scaled by how it
 * delivered), and a window it covered entirely has no event of its own. No meter data is
 * needed: availability is declared, delivery is measured on instructions.
 */
import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE } from "~/domain/market/enums";
import { isBankHoliday } from "~/domain/settlement/bank-holidays";
import { settlementPeriods } from "~/domain/settlement/half-hours";
import type { Contract } from "../markets/types";
import type { Competition, MarketData, ServiceWindow } from "../store/market-types";
import type { SettlementEvent } from "./events";

type Occurrence = { day: number; window: ServiceWindow; start: string; end: string; startMs: number; endMs: number };

/** Window event ids stand apart from instruction ids: contract, day of its period, window. */
const windowEventId = (contract: number, day: number, window: number) => 100_000_000 + contract * 1_000_000 + day * 100 + window;

// A window's service days never change once a competition has them: worked out once per window and period.
const occurrencesCache = new Map<string, Occurrence[]>();

/** Each service day of a window within its service period (bank holidays left out where the window excludes them). */
function occurrencesOf(window: ServiceWindow, period: { start: string; end: string }): Occurrence[] {
  const key = `${window.id}|${window.start_time}|${window.end_time}|${window.service_days.join()}|${window.holiday_handling}|${period.start}|${period.end}`;
  let found = occurrencesCache.get(key);
  if (found) return found;
  found = [];
  const last = DateTime.fromISO(period.end, { zone: COMPETITION_TIMEZONE });
  const [startHour, startMinute] = window.start_time.split(":").map(Number);
  const [endHour, endMinute] = window.end_time.split(":").map(Number);
  let index = 0;
  for (let day = DateTime.fromISO(period.start, { zone: COMPETITION_TIMEZONE }); day < last; day = day.plus({ days: 1 }), index++) {
    // Luxon counts Monday as 1; service days count it as 0 (an empty list means every day).
    if (window.service_days.length && !window.service_days.includes(day.weekday - 1)) continue;
    if (window.holiday_handling === "exclude" && isBankHoliday(day.toISODate()!)) continue;
    const start = day.set({ hour: startHour, minute: startMinute });
    let end = day.set({ hour: endHour, minute: endMinute });
    // A window ending at or before its start time ends the next day.
    if (end <= start) end = end.plus({ days: 1 });
    found.push({ day: index, window, start: start.toUTC().toISO()!, end: end.toUTC().toISO()!, startMs: start.toMillis(), endMs: end.toMillis() });
  }
  occurrencesCache.set(key, found);
  return found;
}

/** Who held the contract at an instant: its first holder, then each transfer made by then. */
function holderOf(contract: Contract): (instant: number) => number {
  const transfers = contract.transfers.map((transfer) => ({ at: Date.parse(transfer.created), to: transfer.to })).sort((a, b) => a.at - b.at);
  return (instant) => transfers.reduce((holder, transfer) => (transfer.at <= instant ? transfer.to : holder), contract.original_organisation_id);
}

type Span = { startMs: number; endMs: number };
type Stretch = { from: string; to: string; fromMs: number; toMs: number };
const stretch = (from: string, to: string): Stretch => ({ from, to, fromMs: Date.parse(from), toMs: Date.parse(to) });
const overlaps = (span: Span, gap: Stretch) => gap.fromMs < span.endMs && gap.toMs > span.startMs;

export function availabilityWindowEvents(market: MarketData, contracts: readonly Contract[], instructionEvents: readonly SettlementEvent[], now: number): SettlementEvent[] {
  const competitions = new Map<number, Competition>(market.competitions.map((competition) => [competition.id, competition]));
  const events: SettlementEvent[] = [];
  for (const contract of contracts) {
    const competition = competitions.get(contract.competition);
    if (!competition) continue;
    const assetIds = new Set(contract.assets.filter((asset) => !asset.planned).map((asset) => asset.flex_asset));
    const unavailable = market.unavailabilities
      .filter((period) => period.is_active && !period.planned && assetIds.has(period.flex_asset))
      .map((period) => ({ ...stretch(period.unavailable_from, period.unavailable_to), asset: period.flex_asset }));
    const instructed = instructionEvents.filter((event) => event.competition === contract.competition).map((event) => ({ ...stretch(event.start, event.end), event }));
    const holderAt = holderOf(contract);
    for (const period of competition.service_periods) {
      for (const window of period.windows) {
        const terms = contract.windows.find((row) => row.service_window === window.id);
        if (!terms) continue;
        for (const occurrence of occurrencesOf(window, period)) {
          if (occurrence.endMs > now) break;
          const holder = holderAt(occurrence.startMs);
          const covering = instructed.filter((row) => row.event.organisation_id === holder && overlaps(occurrence, row));
          // Nothing left to pay for when instructions covered every half-hour of the window.
          const halfHour = (half: { start: string; end: string }) => ({ startMs: Date.parse(half.start), endMs: Date.parse(half.end) });
          if (covering.length && settlementPeriods(occurrence.start, occurrence.end).every((half) => covering.some((row) => overlaps(halfHour(half), row)))) continue;
          events.push({
            id: windowEventId(contract.id, occurrence.day, window.id % 100),
            kind: "availability_window",
            instruction: null,
            contract: contract.reference,
            window_name: window.name,
            competition: contract.competition,
            competition_name: competition.name,
            organisation_id: holder,
            operator_id: competition.operator_id,
            start: occurrence.start,
            end: occurrence.end,
            capacity: terms.capacity,
            direction: competition.need_direction === "excess" ? "up" : "down",
            currency: contract.currency,
            availability_price: terms.availability_price ?? contract.prices.availability_price ?? 0,
            utilisation_price: 0,
            service_fee_rate: 0,
            unavailable: unavailable.filter((gap) => overlaps(occurrence, gap)).map((gap) => ({ from: gap.from, to: gap.to, asset: gap.asset })),
            dispatched: covering.map((row) => ({ from: row.from, to: row.to, event: row.event.id })),
            meters: [],
          });
        }
      }
    }
  }
  return events;
}
