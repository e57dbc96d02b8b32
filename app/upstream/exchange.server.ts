import type { Client } from "./client.server";
import { paths, recordPath } from "./paths";
import { resource } from "./resources.server";
import { exchangeBidSchema, listingSchema } from "./schemas/exchange";

export type ListingQuery = {
  exchange_type?: string;
  state?: string;
  mine?: boolean;
  /** MW at least; delivery overlapping these days; the operator of an obligation's competition. */
  capacity_min?: number;
  period_from?: string;
  period_to?: string;
  operator?: number;
  limit?: number;
  offset?: number;
};

const listings = (client: Client) => resource(client, paths.exchangeListings, listingSchema);
const bids = (client: Client) => resource(client, paths.exchangeBids, exchangeBidSchema);

/** One page of listings (001 §7: optional exchange_type), with the total. */
export const listListings = (client: Client, query: ListingQuery) => listings(client).list({ ...query, mine: query.mine ? "true" : undefined });

export const getListing = (client: Client, id: number) => listings(client).get(id);

/** A new listing, stamped with the signed-in provider's id and name (001 §6) by the caller. */
export async function createListing(client: Client, body: Record<string, unknown>) {
  return (await client.json("POST", paths.exchangeListings, listingSchema, { body })).data;
}

export async function withdrawListing(client: Client, id: number) {
  return (await client.json("POST", recordPath(paths.exchangeListings, id, "withdraw"), listingSchema)).data;
}

/** Bids on a listing: all of them for its lister, the caller's own otherwise. */
export const listingBids = (client: Client, listing: number) => bids(client).fetchAll({ listing });

/** A bid, stamped with the bidder's id and name (bidder_fp_id, bidder_fp_name). */
export async function placeBid(client: Client, body: { listing: number; bidder_fp_id: number; bidder_fp_name: string; capacity: number; price: number }) {
  return (await client.json("POST", paths.exchangeBids, exchangeBidSchema, { body })).data;
}

export async function decideBid(client: Client, bid: number, decision: "accept" | "reject") {
  return (await client.json("POST", recordPath(paths.exchangeBids, bid, "decision"), exchangeBidSchema, { body: { decision } })).data;
}
