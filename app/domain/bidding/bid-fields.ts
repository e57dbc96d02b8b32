import type { BidDraft } from "./types";

/** The form posts its bids as `bids[row].<field>` (conform's naming), rows numbered as `bidRows` numbers them. */
export const BIDS_FIELD = "bids";

export function bidFieldName(row: number, field: keyof BidDraft): string {
  return `${BIDS_FIELD}[${row}].${field}`;
}
