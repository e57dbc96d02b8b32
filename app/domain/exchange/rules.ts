import { DateTime } from "luxon";
import { CAPACITY_DECIMAL_PLACES } from "~/domain/validation/capacity";
import { CURRENCY_DECIMAL_PLACES } from "~/domain/validation/currency";
import { countDecimalPlaces } from "~/domain/validation/decimal-places";
import type { CapacityAgreementTerms, ExchangeBid, ExchangeListing, ListingState } from "./types";

/**
 * The exchange's rules, pure over the records and the instant they are judged at, so the
 * sandbox answers with them and the tests read them as they are written.
 */

/**
 * A listing's state follows from its stamps, the clock and its bids, never stored: once bidding
 * has closed it awaits the lister's decision only while a bid is still live; with every bid
 * decided (or none made) and none accepted it ends unawarded.
 */
export function listingState(listing: Pick<ExchangeListing, "closes_at" | "awarded_bid"> & { withdrawn_at?: string | null }, now: number, hasLiveBids = true): ListingState {
  if (listing.withdrawn_at) return "withdrawn";
  if (listing.awarded_bid !== null) return "awarded";
  if (Date.parse(listing.closes_at) > now) return "open";
  return hasLiveBids ? "closed" : "unawarded";
}

export type Problems = Record<string, string[]>;

const add = (problems: Problems, field: string, message: string) => {
  (problems[field] ??= []).push(message);
};

/** A decimal field's own check, in DRF's words: capacities to 5 places, money to 2 (000 §5). */
const tooPrecise = (problems: Problems, field: string, value: number | null, limit: number) => {
  if (value !== null && (countDecimalPlaces(value) ?? 0) > limit) add(problems, field, `Ensure that there are no more than ${limit} decimal places.`);
};

/** The delivery year of a capacity agreement runs from 1 October to 30 September. */
export function deliveryYearBounds(year: number): { start: string; end: string } {
  return { start: `${year}-10-01`, end: `${year + 1}-09-30` };
}

/**
 * Secondary trading of a capacity agreement: no more than the agreement's de-rated capacity,
 * a trade over 1 MW that leaves the seller holding between 0 and 1 MW is refused, and the
 * transfer runs from one day up to the whole delivery year, inside it.
 */
export function capacityAgreementBreaches(agreement: Pick<CapacityAgreementTerms, "derated_mw" | "delivery_year">, capacity: number, start: string, end: string) {
  const left = Math.round((agreement.derated_mw - capacity) * 1000) / 1000;
  const year = deliveryYearBounds(agreement.delivery_year);
  return {
    aboveDerated: capacity > agreement.derated_mw,
    /** What the seller would keep when that is more than nothing but under 1 MW, after a trade over 1 MW. */
    leavesTooLittle: capacity > 1 && left > 0 && left < 1 ? left : null,
    outsideYear: start < year.start || end > year.end ? year : null,
  };
}

/** The same rules in the exchange's words, as its API answers them. */
export function capacityAgreementProblems(agreement: CapacityAgreementTerms, capacity: number, start: string, end: string): Problems {
  const problems: Problems = {};
  const breaches = capacityAgreementBreaches(agreement, capacity, start, end);
  if (breaches.aboveDerated) add(problems, "capacity", `Ensure this value is less than or equal to ${agreement.derated_mw}.`);
  if (breaches.leavesTooLittle !== null) add(problems, "capacity", `This would leave ${breaches.leavesTooLittle} MW with the seller: a trade over 1 MW must leave nothing or at least 1 MW.`);
  if (breaches.outsideYear) add(problems, "end", `The transfer must lie inside the delivery year ${breaches.outsideYear.start} to ${breaches.outsideYear.end}.`);
  return problems;
}

/** A listing as posted: a period of at least a day, a closing time before delivery starts, positive amounts. */
export function listingProblems(listing: Pick<ExchangeListing, "capacity" | "start" | "end" | "price" | "reserve_price" | "closes_at" | "agreement">, now: number): Problems {
  const problems: Problems = {};
  if (!(listing.capacity > 0)) add(problems, "capacity", "Ensure this value is greater than 0.");
  if (!(listing.price > 0)) add(problems, "price", "Ensure this value is greater than 0.");
  tooPrecise(problems, "capacity", listing.capacity, CAPACITY_DECIMAL_PLACES);
  tooPrecise(problems, "price", listing.price, CURRENCY_DECIMAL_PLACES);
  tooPrecise(problems, "reserve_price", listing.reserve_price, CURRENCY_DECIMAL_PLACES);
  if (listing.reserve_price !== null && listing.reserve_price > listing.price) add(problems, "reserve_price", "The reserve cannot be above the asked price.");
  const start = DateTime.fromISO(listing.start);
  const end = DateTime.fromISO(listing.end);
  if (!start.isValid) add(problems, "start", "Enter a valid date.");
  if (!end.isValid) add(problems, "end", "Enter a valid date.");
  if (start.isValid && end.isValid && end < start) add(problems, "end", "The period must end on or after its first day.");
  const closes = Date.parse(listing.closes_at);
  if (Number.isNaN(closes)) add(problems, "closes_at", "Enter a valid date and time.");
  else if (closes <= now) add(problems, "closes_at", "Bidding must close in the future.");
  else if (start.isValid && closes > start.toMillis()) add(problems, "closes_at", "Bidding must close before delivery starts.");
  if (listing.agreement && start.isValid && end.isValid) mergeProblems(problems, capacityAgreementProblems(listing.agreement, listing.capacity, listing.start, listing.end));
  return problems;
}

function mergeProblems(into: Problems, more: Problems): Problems {
  for (const [field, messages] of Object.entries(more)) for (const message of messages) add(into, field, message);
  return into;
}

export const OWN_LISTING = "You cannot bid on your own listing.";
export const BIDDING_CLOSED = "Bidding on this listing has closed.";
export const LISTING_WITHDRAWN = "This listing has been withdrawn by its lister.";
/** Said without the amount: the reserve is the lister's secret, and naming it would tell every bidder the floor. */
export const BELOW_RESERVE = "Your bid is under the listing's reserve price.";

/** Whether a bid may be placed, and why not: the rules a real exchange answers with. */
export function bidProblems(listing: ExchangeListing, bid: { bidder_fp_id: number; capacity: number; price: number }, state: ListingState): Problems {
  const problems: Problems = {};
  if (listing.flex_provider_id === bid.bidder_fp_id) add(problems, "non_field_errors", OWN_LISTING);
  if (state === "withdrawn") add(problems, "non_field_errors", LISTING_WITHDRAWN);
  else if (state !== "open") add(problems, "non_field_errors", BIDDING_CLOSED);
  if (!(bid.capacity > 0)) add(problems, "capacity", "Ensure this value is greater than 0.");
  else if (bid.capacity > listing.capacity) add(problems, "capacity", `Ensure this value is less than or equal to ${listing.capacity}.`);
  if (!(bid.price > 0)) add(problems, "price", "Ensure this value is greater than 0.");
  else if (listing.reserve_price !== null && bid.price < listing.reserve_price) add(problems, "price", BELOW_RESERVE);
  tooPrecise(problems, "capacity", bid.capacity, CAPACITY_DECIMAL_PLACES);
  tooPrecise(problems, "price", bid.price, CURRENCY_DECIMAL_PLACES);
  return problems;
}

/** A new bid replaces the bidder's live one on the same listing: one live bid per bidder. */
export function replaceLiveBid(bids: ExchangeBid[], listing: number, bidder: number): ExchangeBid[] {
  return bids.map((bid) => (bid.listing === listing && bid.bidder_fp_id === bidder && bid.state === "live" ? { ...bid, state: "replaced" as const } : bid));
}

export const NOT_YOURS = "Only the lister decides on its bids.";
export const STILL_OPEN = "Bids can be decided once bidding has closed.";

/** Accepting one bid awards the listing and turns down every other live bid. */
export function decide(bids: ExchangeBid[], listing: number, bidId: number, decision: "accept" | "reject"): ExchangeBid[] {
  return bids.map((bid) => {
    if (bid.listing !== listing || bid.state !== "live") return bid;
    if (bid.id === bidId) return { ...bid, state: decision === "accept" ? ("accepted" as const) : ("rejected" as const) };
    return decision === "accept" ? { ...bid, state: "rejected" as const } : bid;
  });
}

/**
 * The best bid on a listing: among its live bids, the highest price, and at equal prices the
 * earliest placed (then the lower id), as an auction ranks them.
 */
export function bestBid<T extends Pick<ExchangeBid, "id" | "listing" | "price" | "state" | "created">>(bids: T[], listing: number): T | null {
  const live = bids.filter((bid) => bid.listing === listing && bid.state === "live");
  live.sort((a, b) => b.price - a.price || Date.parse(a.created) - Date.parse(b.created) || a.id - b.id);
  return live[0] ?? null;
}
