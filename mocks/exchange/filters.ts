/** The browse filters of `exchange/listings/`: capacity, period and operator (mocks/docs/exchange.md). */
import type { ExchangeListing } from "~/domain/exchange/types";
import { fieldErrors } from "../drf";
import { store } from "../store";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `capacity_min` (MW, at least), `period_from` / `period_to` (delivery overlapping those days,
 * inclusive) and `operator` (the operator of an obligation's competition; listings without a
 * competition never match it). A bad value is a DRF field error, as a filter set answers.
 */
export function listingFilter(query: URLSearchParams): ((listing: ExchangeListing) => boolean) | Response {
  const errors: Record<string, string[]> = {};
  const read = (name: string, check: (value: string) => boolean, message: string) => {
    const value = query.get(name);
    if (value === null || value === "") return null;
    if (!check(value)) errors[name] = [message];
    return value;
  };
  const capacity = read("capacity_min", (value) => Number.isFinite(Number(value)), "Enter a number.");
  const from = read("period_from", (value) => DATE.test(value), "Enter a valid date.");
  const to = read("period_to", (value) => DATE.test(value), "Enter a valid date.");
  const operator = read("operator", (value) => /^\d+$/.test(value), "Enter a whole number.");
  if (Object.keys(errors).length) return fieldErrors(errors);
  const operatorOf = new Map(store.market.competitions.map((competition) => [competition.id, competition.operator_id]));
  return (listing) =>
    (capacity === null || listing.capacity >= Number(capacity)) &&
    (from === null || listing.end >= from) &&
    (to === null || listing.start <= to) &&
    (operator === null || (listing.competition !== null && operatorOf.get(listing.competition) === Number(operator)));
}
