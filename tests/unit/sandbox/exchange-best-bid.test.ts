import { describe, expect, test } from "vitest";
import { createClient } from "~/upstream/client.server";
import { getListing, listListings, placeBid } from "~/upstream/exchange.server";
import { store } from "~mocks/store";
import { sandboxToken } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const clientFor = async (email: string) => createClient({ baseUrl: "http://sandbox.test/api/", locale: "en-GB", token: await sandboxToken(email) });
const listingTitled = (title: string) => store.exchange.listings.find((row) => row.title === title)!;

describe("the best bid in a listing's detail (sandbox)", () => {
  test("EXCH-02 the lister reads the best live bid, worked out from the bids; a bidder's newer bid replaces its old one in the ranking", async () => {
    const listing = listingTitled("Winter evening sustain obligation, Leeds");
    const lister = await clientFor("provider@example.com");
    const seeded = store.exchange.bids.filter((bid) => bid.listing === listing.id && bid.state === "live").sort((a, b) => b.price - a.price)[0];
    expect((await getListing(lister, listing.id)).best_bid).toMatchObject({ id: seeded.id, price: seeded.price, capacity: seeded.capacity, bidder_fp_name: seeded.bidder_fp_name });

    const bidder = await clientFor("provider2@example.com");
    const lower = await placeBid(bidder, { listing: listing.id, bidder_fp_id: 108, bidder_fp_name: "Tidewater Storage Ltd", capacity: 1, price: seeded.price - 0.5 });
    const detail = await getListing(lister, listing.id);
    expect(detail.best_bid).toMatchObject({ id: lower.id, price: seeded.price - 0.5, capacity: 1 });
    expect(detail.has_bids).toBe(true);
  });

  test("EXCH-02 anyone else learns only whether bids exist; the list carries no best bid", async () => {
    const listing = listingTitled("Winter evening sustain obligation, Leeds");
    const operator = await clientFor("operator@example.com");
    const seen = await getListing(operator, listing.id);
    expect(seen.has_bids).toBe(true);
    expect(seen.best_bid).toBeNull();
    const quiet = listingTitled("Uncontracted battery flexibility, Sheffield");
    expect((await getListing(await clientFor("provider2@example.com"), quiet.id))).toMatchObject({ has_bids: false, best_bid: null });
    const page = await listListings(await clientFor("provider@example.com"), {});
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((row) => row.best_bid === null)).toBe(true);
  });

  test("EXCH-02 the reserve is told to the lister's organisation alone, in the detail and the list", async () => {
    const listing = listingTitled("Winter evening sustain obligation, Leeds");
    expect(listing.reserve_price).toBe(15);
    const [lister, other, operator] = await Promise.all(["provider@example.com", "provider2@example.com", "operator@example.com"].map(clientFor));
    expect((await getListing(lister, listing.id)).reserve_price).toBe(15);
    for (const client of [other, operator]) {
      expect(await getListing(client, listing.id)).not.toHaveProperty("reserve_price");
      const row = (await listListings(client, {})).items.find((item) => item.id === listing.id)!;
      expect(row).not.toHaveProperty("reserve_price");
    }
    expect((await listListings(lister, {})).items.find((item) => item.id === listing.id)!.reserve_price).toBe(15);
    // No reserve is said to the lister as null.
    const none = listingTitled("Uncontracted battery flexibility, Sheffield");
    expect((await getListing(other, none.id)).reserve_price).toBeNull();
  });

  test("EXCH-01 an obligation's detail names its contract and competition, from the store", async () => {
    const listing = listingTitled("Winter evening sustain obligation, Leeds");
    const detail = await getListing(await clientFor("provider@example.com"), listing.id);
    const contract = store.marketAccess.contracts.find((row) => row.id === detail.contract)!;
    const competition = store.market.competitions.find((row) => row.id === contract.competition)!;
    expect(detail.obligation).toMatchObject({
      contract: { id: contract.id, reference: contract.reference, capacity: contract.capacity, start: contract.period.start, holder_id: 101 },
      competition: { id: competition.id, name: competition.name, reference: competition.reference },
    });
    expect(detail.obligation!.contract.end < contract.period.end).toBe(true);
  });
});
