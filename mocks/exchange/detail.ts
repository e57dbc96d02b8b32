/** What the detail of one listing adds to its record: the state of its bidding, and the obligation it offers. */
import { DateTime } from "luxon";
import { bestBid } from "~/domain/exchange/rules";
import { store } from "../store";
import { contractById } from "./obligations";
import type { StoredListing } from "./types";

/** Contract `end` is exclusive; a period shown to people ends on its last day. */
const lastDay = (end: string) => DateTime.fromISO(end).minus({ days: 1 }).toISODate()!;

/**
 * Everyone learns whether the listing has live bids; only the lister learns the best of them
 * (highest price, then earliest), with its capacity, price and bidder.
 */
export function biddingSummary(listing: StoredListing, callerOrg: number) {
  const best = bestBid(store.exchange.bids, listing.id);
  const own = listing.flex_provider_id === callerOrg;
  return {
    has_bids: best !== null,
    best_bid: own && best ? { id: best.id, capacity: best.capacity, price: best.price, bidder_fp_id: best.bidder_fp_id, bidder_fp_name: best.bidder_fp_name, created: best.created } : null,
  };
}

/** A flexibility obligation's contract and competition, as they were when listed and whoever holds the contract now. */
export function obligationSummary(listing: StoredListing) {
  if (listing.exchange_type !== "flexibility_obligation" || listing.contract === null) return null;
  const contract = contractById(listing.contract);
  const competition = contract && store.market.competitions.find((row) => row.id === contract.competition);
  if (!contract || !competition) return null;
  const periods = competition.service_periods;
  // After an award of some windows, those windows are in the buyer's contract split from this one.
  const moved = listing.moved_contract ? contractById(listing.moved_contract) : undefined;
  const chosen = listing.service_windows;
  const windows = [...contract.windows, ...(moved?.windows ?? [])]
    .filter((window) => !chosen.length || chosen.includes(window.service_window))
    .sort((a, b) => a.service_window - b.service_window)
    .map((window) => {
      const period = periods.find((row) => row.windows.some((candidate) => candidate.id === window.service_window));
      return { service_window: window.service_window, name: window.name, start_time: window.start_time, end_time: window.end_time, capacity: window.capacity, period_start: period?.start ?? null, period_end: period ? lastDay(period.end) : null };
    });
  return {
    contract: { id: contract.id, reference: contract.reference, capacity: contract.capacity, start: contract.period.start, end: lastDay(contract.period.end), holder_id: contract.organisation_id },
    whole_contract: !chosen.length || (!moved && contract.windows.every((window) => chosen.includes(window.service_window))),
    windows,
    moved_to: moved ? { id: moved.id, reference: moved.reference, holder_id: moved.organisation_id } : null,
    competition: {
      id: competition.id,
      name: competition.name,
      reference: competition.reference,
      start: periods.length ? periods.map((period) => period.start).sort()[0] : null,
      end: periods.length ? lastDay(periods.map((period) => period.end).sort().at(-1)!) : null,
    },
  };
}
