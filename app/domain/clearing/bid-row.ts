import type { OperatorBid } from "~/upstream/schemas/clearing";

/**
 * What the operator's bid table shows of a bid. The page sends this, not the upstream bid, so a
 * competition full of bids carries no ids, dates or decision records the table does not show.
 */
export type BidRow = Pick<OperatorBid, "id" | "service_window" | "capacity" | "availability_price" | "utilisation_price" | "service_fee" | "outcome"> & {
  organisation: string;
  assets: string;
  gridSupplyPoints: string;
  /** Set only when the bid is accepted for less than its whole capacity: what its latest decision accepted. */
  acceptedCapacity?: number;
};

/** A bid's accepted capacity when its latest decision approves it for less than its whole capacity, else undefined. */
export function partlyAcceptedCapacity(bid: Pick<OperatorBid, "capacity" | "outcome" | "decision">): number | undefined {
  const decision = bid.decision;
  if (bid.outcome !== "accepted" || !decision?.approved) return undefined;
  // Capacities carry at most 5 decimals: a difference below that is the whole bid.
  return decision.accepted_capacity < bid.capacity - 0.000005 ? decision.accepted_capacity : undefined;
}

export function bidRow(bid: OperatorBid): BidRow {
  const acceptedCapacity = partlyAcceptedCapacity(bid);
  return {
    ...(acceptedCapacity === undefined ? {} : { acceptedCapacity }),
    id: bid.id,
    organisation: bid.organisation.name,
    service_window: bid.service_window,
    capacity: bid.capacity,
    availability_price: bid.availability_price,
    utilisation_price: bid.utilisation_price,
    service_fee: bid.service_fee,
    assets: bid.assets.map((asset) => asset.name || asset.ref).join(", "),
    gridSupplyPoints: bid.grid_supply_points.map((gsp) => gsp.name).join(", "),
    outcome: bid.outcome,
  };
}

/** One button of the table's decision form: the bid and the verdict travel as one value, `<bid id>:approve` or `<bid id>:reject`. */
export const decisionValue = (bid: number, approved: boolean) => `${bid}:${approved ? "approve" : "reject"}`;

/** The bid and verdict of a posted decision, or null when the value is not one the table sends. */
export function parseDecision(value: FormDataEntryValue | null): { bidId: number; approved: boolean } | null {
  const match = typeof value === "string" ? /^([1-9]\d{0,15}):(approve|reject)$/.exec(value) : null;
  if (!match) return null;
  const bidId = Number(match[1]);
  return Number.isSafeInteger(bidId) ? { bidId, approved: match[2] === "approve" } : null;
}

/** A bid's row on the operator's competition page: a decision returns to it, so a page without JavaScript does not jump back to the top. */
export const bidAnchor = (bidId: number) => `bid-${bidId}`;
