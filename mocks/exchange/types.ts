import type { ExchangeBid, ExchangeListing } from "~/domain/exchange/types";

/** A listing as stored: its state is worked out from these stamps and the clock when read. */
export type StoredListing = Omit<ExchangeListing, "state"> & {
  withdrawn_at: string | null;
  /** After an award of some of a contract's windows: the buyer's contract split from it. */
  moved_contract?: number | null;
};

export type ExchangeData = { listings: StoredListing[]; bids: ExchangeBid[] };
