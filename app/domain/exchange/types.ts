/** The exchange's records as the Flex API sends them (001 §3 Exchange listing, Exchange bid; mocks/docs/exchange.md). */
export const EXCHANGE_TYPES = ["capacity_agreement", "flexibility_obligation", "open_market", "load_modification"] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

export const LISTING_STATES = ["open", "closed", "unawarded", "awarded", "withdrawn"] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const AUCTIONS = ["T-4", "T-1"] as const;

/** Only capacity agreements carry these: secondary trading as the GB capacity market runs it. */
export type CapacityAgreementTerms = {
  agreement_number: string;
  capacity_unit_id: string;
  auction: (typeof AUCTIONS)[number];
  /** The year the agreement delivers, starting 1 October. */
  delivery_year: number;
  clearing_price: number;
  /** De-rated capacity the seller holds under the agreement, MW. */
  derated_mw: number;
};

export type ExchangeListing = {
  id: number;
  exchange_type: ExchangeType;
  flex_provider_id: number;
  flex_provider_name: string;
  title: string;
  description: string;
  /** MW offered. */
  capacity: number;
  /** Period of delivery (dates, inclusive). */
  start: string;
  end: string;
  /** Asked price per MW per hour (GBP); bids under the reserve are refused. */
  price: number;
  reserve_price: number | null;
  /** When bidding closes (ISO instant). */
  closes_at: string;
  competition: number | null;
  /** Flexibility obligations only: the lister's contract that changes hands. */
  contract: number | null;
  /** Flexibility obligations only: the contract's service windows offered; empty is the whole contract. */
  service_windows: number[];
  agreement: CapacityAgreementTerms | null;
  state: ListingState;
  awarded_bid: number | null;
  created: string;
};

export const BID_STATES = ["live", "replaced", "accepted", "rejected", "withdrawn"] as const;
export type ExchangeBidState = (typeof BID_STATES)[number];

export type ExchangeBid = {
  id: number;
  listing: number;
  bidder_fp_id: number;
  bidder_fp_name: string;
  capacity: number;
  price: number;
  state: ExchangeBidState;
  created: string;
};
