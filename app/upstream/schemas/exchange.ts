import { z } from "zod";
import { AUCTIONS, BID_STATES, EXCHANGE_TYPES, LISTING_STATES } from "~/domain/exchange/types";

/** An exchange type or state this app does not know is kept as it came, and shown as unknown. */
const known = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.string()]);

export const listingSchema = z.object({
  id: z.number(),
  exchange_type: known(EXCHANGE_TYPES),
  flex_provider_id: z.number(),
  flex_provider_name: z.string(),
  title: z.string(),
  description: z.string().default(""),
  capacity: z.number(),
  start: z.string(),
  end: z.string(),
  price: z.number(),
  /** Told to the lister alone (`null`: no reserve); absent for anyone else. */
  reserve_price: z.number().nullable().optional(),
  closes_at: z.string(),
  competition: z.number().nullable().default(null),
  contract: z.number().nullable().default(null),
  service_windows: z.array(z.number()).default([]),
  agreement: z
    .object({
      agreement_number: z.string(),
      capacity_unit_id: z.string(),
      auction: known(AUCTIONS),
      delivery_year: z.number(),
      clearing_price: z.number(),
      derated_mw: z.number(),
    })
    .nullable()
    .default(null),
  state: known(LISTING_STATES),
  awarded_bid: z.number().nullable().default(null),
  created: z.string(),
  /** Detail only: whether live bids exist, and (to the lister alone) the best of them. */
  has_bids: z.boolean().default(false),
  best_bid: z
    .object({ id: z.number(), capacity: z.number(), price: z.number(), bidder_fp_id: z.number(), bidder_fp_name: z.string(), created: z.string() })
    .nullable()
    .default(null),
  /** Detail of a flexibility obligation only: its contract and competition. */
  obligation: z
    .object({
      contract: z.object({ id: z.number(), reference: z.string(), capacity: z.number(), start: z.string(), end: z.string(), holder_id: z.number() }),
      competition: z.object({ id: z.number(), name: z.string(), reference: z.string(), start: z.string().nullable(), end: z.string().nullable() }),
      /** The windows offered (every window of the contract when the whole of it is). */
      whole_contract: z.boolean().default(true),
      windows: z
        .array(z.object({ service_window: z.number(), name: z.string(), start_time: z.string(), end_time: z.string(), capacity: z.number(), period_start: z.string().nullable(), period_end: z.string().nullable() }))
        .default([]),
      /** After an award of some windows: the buyer's contract made from them. */
      moved_to: z.object({ id: z.number(), reference: z.string(), holder_id: z.number() }).nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type Listing = z.infer<typeof listingSchema>;

export const exchangeBidSchema = z.object({
  id: z.number(),
  listing: z.number(),
  bidder_fp_id: z.number(),
  bidder_fp_name: z.string(),
  capacity: z.number(),
  price: z.number(),
  state: known(BID_STATES),
  created: z.string(),
});
export type ListingBid = z.infer<typeof exchangeBidSchema>;
