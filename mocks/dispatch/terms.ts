/**
 * The commercial terms of an instruction, from the accepted bid: utilisation price,
 * expected volume and expected cost. Settlement builds on these figures.
 */
import { REQUIRED_RATES } from "~/domain/market/enums";
import { paysAsClear } from "~/domain/market/pricing";
import { store } from "../store";
import type { Bid, Competition, Decision } from "../store/market-types";
import type { WindowSchedule } from "../clearing/calendar";
import { ratesOf } from "../clearing/price";

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The price per MWh (MVArh) the operator pays for energy dispatched: the bid's utilisation
 * rate (the window's fixed utilisation price in a fixed-price competition); under pay as
 * clear, the highest rate among the bids of the same window accepted for the same interval.
 * Null when the competition pays no utilisation (availability or service fee only).
 */
export function utilisationPriceOf(competition: Competition, bid: Bid, decision: Decision, schedule: WindowSchedule | undefined): number | null {
  if (!REQUIRED_RATES[competition.competition_type].includes("utilisation")) return null;
  const own = ratesOf(competition, schedule, bid).utilisation;
  if (!paysAsClear(competition)) return own;
  const bids = new Map(store.market.bids.filter((candidate) => candidate.competition === competition.id).map((candidate) => [candidate.id, candidate]));
  let highest = own;
  for (const other of store.market.decisions) {
    if (other.competition !== competition.id || !other.approved || other.start !== decision.start || other.end !== decision.end) continue;
    const otherBid = bids.get(other.bid_id);
    if (!otherBid || otherBid.service_window !== bid.service_window) continue;
    const rate = ratesOf(competition, schedule, otherBid).utilisation;
    if (rate !== null && (highest === null || rate > highest)) highest = rate;
  }
  return highest;
}

/** Capacity held for the whole time: MW × hours = MWh (MVAr × hours = MVArh). */
export function expectedVolume(capacity: number, start: string, end: string): number {
  return round((capacity * (Date.parse(end) - Date.parse(start))) / 3_600_000, 5);
}

/** Nothing is paid for energy when the competition has no utilisation price. */
export function expectedCost(volume: number, utilisationPrice: number | null): number {
  return utilisationPrice === null ? 0 : round(volume * utilisationPrice, 2);
}
