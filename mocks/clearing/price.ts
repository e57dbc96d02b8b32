/**
 * How bids are ranked: by an effective price per MW per hour of the window, the
 * availability price plus the utilisation price weighted by how much of the window the
 * operator expects to dispatch (plus the service fee for service-fee competitions).
 */
import { REQUIRED_RATES } from "~/domain/market/enums";
import { isFixedPrice } from "~/domain/market/pricing";
import type { Bid, Competition } from "../store/market-types";
import { availableHours, type WindowSchedule } from "./calendar";

/**
 * The window's dispatch_estimate (hours of dispatch expected over the service period) over
 * the hours it is available in that period (available_hours_override, else its served days
 * times its daily length), capped at 1. Without an estimate the whole window is assumed
 * dispatched, so a utilisation price is never ranked as free.
 */
export function dispatchFraction(schedule: WindowSchedule): number {
  const estimate = schedule.window.dispatch_estimate;
  const hours = schedule.window.available_hours_override ?? availableHours(schedule);
  if (estimate == null || hours <= 0) return 1;
  return Math.min(1, Math.max(0, estimate / hours));
}


const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export type Rates = { availability: number | null; utilisation: number | null; service_fee: number | null };

/** A fixed-price competition's bids carry no prices of their own: the window's fixed prices stand in. */
export function ratesOf(competition: Competition, schedule: WindowSchedule | undefined, bid: Bid): Rates {
  const window = schedule?.window;
  if (isFixedPrice(competition) && window) {
    return {
      availability: window.fixed_availability_price ?? bid.availability_price,
      utilisation: window.fixed_utilisation_price ?? bid.utilisation_price,
      service_fee: window.fixed_service_fee ?? bid.service_fee,
    };
  }
  return { availability: bid.availability_price, utilisation: bid.utilisation_price, service_fee: bid.service_fee };
}

/** Null when a rate the competition type requires is missing. */
export function effectivePrice(competition: Competition, rates: Rates, fraction: number): number | null {
  let price = 0;
  for (const rate of REQUIRED_RATES[competition.competition_type]) {
    const value = rates[rate];
    if (value == null) return null;
    price += rate === "utilisation" ? value * fraction : value;
  }
  return round6(price);
}
