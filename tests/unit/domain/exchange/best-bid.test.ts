import { describe, expect, test } from "vitest";
import { bestBid } from "~/domain/exchange/rules";
import type { ExchangeBid } from "~/domain/exchange/types";

const bid = (id: number, price: number, created: string, state: ExchangeBid["state"] = "live", listing = 1): ExchangeBid => ({
  id, listing, bidder_fp_id: 100 + id, bidder_fp_name: `P${id}`, capacity: 1, price, state, created,
});

describe("the best bid on a listing", () => {
  test("EXCH-02 the highest live price wins; at equal prices the earliest placed, then the lower id", () => {
    const bids = [bid(1, 16, "2030-05-02T09:00:00Z"), bid(2, 17, "2030-05-03T09:00:00Z"), bid(3, 17, "2030-05-02T10:00:00Z"), bid(4, 17, "2030-05-02T10:00:00Z")];
    expect(bestBid(bids, 1)?.id).toBe(3);
    expect(bestBid(bids.filter((row) => row.id !== 3), 1)?.id).toBe(4);
    expect(bestBid([bid(5, 17, "2030-05-02T10:00:00Z"), bid(4, 17, "2030-05-02T10:00:00Z")], 1)?.id).toBe(4);
  });

  test("EXCH-02 only live bids on that listing count: replaced, rejected, withdrawn and other listings' bids are passed over", () => {
    const bids = [bid(1, 30, "2030-05-01T09:00:00Z", "replaced"), bid(2, 29, "2030-05-01T09:00:00Z", "withdrawn"), bid(3, 28, "2030-05-01T09:00:00Z", "live", 2), bid(4, 12, "2030-05-04T09:00:00Z")];
    expect(bestBid(bids, 1)?.id).toBe(4);
    expect(bestBid(bids.filter((row) => row.id !== 4), 1)).toBeNull();
  });
});
