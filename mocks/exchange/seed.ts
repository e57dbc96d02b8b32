import { DateTime } from "luxon";
import type { ExchangeBid } from "~/domain/exchange/types";
import type { ExchangeData, StoredListing } from "./types";

/** The demo provider and a second provider (provider2@example.com) that trade with it. */
export const DEMO_PROVIDER = { id: 101, name: "Brightside Energy Storage Ltd" };
export const SECOND_PROVIDER = { id: 108, name: "Tidewater Storage Ltd" };

/**
 * Listings in every state, dated from the clock's day when the store is made: open ones of
 * each type, one closed with bids waiting for the lister's decision, one awarded, one withdrawn.
 */
export function seedExchange(now: number): ExchangeData {
  const today = DateTime.fromMillis(now, { zone: "Europe/London" }).startOf("day");
  const day = (days: number) => today.plus({ days }).toISODate()!;
  const at = (days: number, hour = 17) => today.plus({ days }).set({ hour }).toUTC().toISO()!;
  const year = today.month >= 10 ? today.year + 1 : today.year;
  let id = 0;
  const listing = (fields: Partial<StoredListing> & Pick<StoredListing, "exchange_type" | "title" | "capacity" | "start" | "end" | "price" | "closes_at">): StoredListing => ({
    id: ++id,
    flex_provider_id: DEMO_PROVIDER.id,
    flex_provider_name: DEMO_PROVIDER.name,
    description: "",
    reserve_price: null,
    competition: null,
    contract: null,
    agreement: null,
    awarded_bid: null,
    service_windows: [],
    withdrawn_at: null,
    created: at(-10, 9),
    ...fields,
  });
  const listings = [
    listing({ exchange_type: "flexibility_obligation", title: "Winter evening sustain obligation, Leeds", description: "Our contracted evening peak obligation for the rest of the season: two batteries are going offline for a refit.", capacity: 2.5, start: day(14), end: day(60), price: 18.5, reserve_price: 15, closes_at: at(1) }),
    listing({ exchange_type: "open_market", title: "Uncontracted battery flexibility, Sheffield", description: "4 MW / 8 MWh of battery storage, available weekdays.", capacity: 4, start: day(10), end: day(40), price: 12, closes_at: at(3), flex_provider_id: SECOND_PROVIDER.id, flex_provider_name: SECOND_PROVIDER.name }),
    listing({
      exchange_type: "capacity_agreement", title: "Capacity agreement CM-T4-2291, part transfer", capacity: 3, start: `${year}-10-01`, end: `${year + 1}-03-31`, price: 40, closes_at: at(7), flex_provider_id: SECOND_PROVIDER.id, flex_provider_name: SECOND_PROVIDER.name,
      agreement: { agreement_number: "CM-T4-2291", capacity_unit_id: "CMU-TWS-07", auction: "T-4", delivery_year: year, clearing_price: 65, derated_mw: 5 },
    }),
    listing({ exchange_type: "load_modification", title: "Cold store demand turn-down, Hull", description: "Shift 1.2 MW of refrigeration load out of the 16:00–19:00 peak.", capacity: 1.2, start: day(7), end: day(37), price: 22, closes_at: at(4) }),
    listing({ exchange_type: "open_market", title: "EV charging hub turn-down, York", capacity: 0.8, start: day(3), end: day(33), price: 9.5, closes_at: at(-1), created: at(-12, 9) }),
    listing({ exchange_type: "open_market", title: "Summer turn-up flexibility, Bradford", capacity: 1.5, start: day(20), end: day(80), price: 14, closes_at: at(-3), flex_provider_id: SECOND_PROVIDER.id, flex_provider_name: SECOND_PROVIDER.name, awarded_bid: 3 }),
    listing({ exchange_type: "open_market", title: "Pumped storage flexibility, Kirkstall", capacity: 6, start: day(9), end: day(50), price: 11, closes_at: at(6), withdrawn_at: at(-2, 11) }),
  ];
  const bid = (bidId: number, listingId: number, bidder: { id: number; name: string }, capacity: number, price: number, state: ExchangeBid["state"], days: number): ExchangeBid => ({
    id: bidId, listing: listingId, bidder_fp_id: bidder.id, bidder_fp_name: bidder.name, capacity, price, state, created: at(days, 10),
  });
  const bids = [
    bid(1, 5, SECOND_PROVIDER, 0.8, 9, "live", -2),
    bid(2, 1, SECOND_PROVIDER, 2, 16, "live", -1),
    bid(3, 6, DEMO_PROVIDER, 1.5, 13.5, "accepted", -4),
  ];
  return { listings, bids };
}
