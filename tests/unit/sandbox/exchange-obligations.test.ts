import { describe, expect, test } from "vitest";
import { advanceClock, nowMs } from "~/clock.server";
import { NOT_QUALIFIED, NOT_YOUR_CONTRACT } from "~/domain/exchange/obligation";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { createListing, decideBid, getListing, placeBid, withdrawListing } from "~/upstream/exchange.server";
import { syncContracts } from "~mocks/markets/contracts";
import { store } from "~mocks/store";
import { sandboxToken } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const SELLER = { id: 101, name: "Brightside Energy Storage Ltd" };
const BUYER = { id: 108, name: "Tidewater Storage Ltd" };
const clientFor = async (email: string) => createClient({ baseUrl: "http://sandbox.test/api/", locale: "en-GB", token: await sandboxToken(email) });
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).fieldErrors;
};
const closesIn = (hours: number) => new Date(nowMs() + hours * 3_600_000).toISOString();
const competitionOf = (contract: number) => store.marketAccess.contracts.find((row) => row.id === contract)!.competition;

/** The seller's running contract with dispatch instructions still to come (the demo's Yorkshire contract). */
function contractWithDispatches() {
  syncContracts();
  const future = store.dispatch.instructions.filter((row) => row.organisation_id === SELLER.id && Date.parse(row.start) > nowMs() + 26 * 3_600_000);
  return store.marketAccess.contracts.find((row) => row.organisation_id === SELLER.id && future.some((instruction) => instruction.competition === row.competition))!;
}

async function listed(contract: number) {
  const seller = await clientFor("provider@example.com");
  // The seeded obligation listing offers the same contract: withdraw it first.
  for (const row of store.exchange.listings.filter((listing) => listing.exchange_type === "flexibility_obligation" && listing.flex_provider_id === SELLER.id)) await withdrawListing(seller, row.id);
  const listing = await createListing(seller, { exchange_type: "flexibility_obligation", flex_provider_id: SELLER.id, flex_provider_name: SELLER.name, title: "Obligation", contract, capacity: 999, start: "2000-01-01", end: "2000-01-02", price: 20, reserve_price: null, closes_at: closesIn(24) });
  return { seller, listing };
}

describe("flexibility obligations on the exchange (sandbox)", () => {
  test("EXCH-01 an obligation listing takes capacity, competition and period from the lister's contract; another's contract is refused", async () => {
    const contract = contractWithDispatches();
    const { seller, listing } = await listed(contract.id);
    expect(listing).toMatchObject({ contract: contract.id, competition: contract.competition, capacity: contract.capacity });
    expect(listing.start > new Date(Date.parse(listing.closes_at)).toISOString().slice(0, 10) || listing.start === contract.period.start).toBe(true);
    const others = store.marketAccess.contracts.find((row) => row.organisation_id === BUYER.id)!;
    const errors = await refusal(createListing(seller, { exchange_type: "flexibility_obligation", flex_provider_id: SELLER.id, flex_provider_name: SELLER.name, title: "Not mine", contract: others.id, price: 20, reserve_price: null, closes_at: closesIn(24) }));
    expect(errors.contract).toEqual([NOT_YOUR_CONTRACT]);
  });

  test("EXCH-02 accepting a bid moves the contract and the seller's later instructions in its competition to the buyer, on the buyer's qualified assets", async () => {
    const contract = contractWithDispatches();
    const { listing } = await listed(contract.id);
    const buyer = await clientFor("provider2@example.com");
    const bid = await placeBid(buyer, { listing: listing.id, bidder_fp_id: BUYER.id, bidder_fp_name: BUYER.name, capacity: listing.capacity, price: 21 });
    advanceClock(25 * 3_600_000);
    const awardedAt = nowMs();
    const before = store.dispatch.instructions.filter((row) => row.organisation_id === SELLER.id && row.competition === contract.competition);
    const later = before.filter((row) => Date.parse(row.start) > awardedAt).map((row) => row.id);
    const earlier = before.filter((row) => Date.parse(row.start) <= awardedAt).map((row) => row.id);
    expect(later.length).toBeGreaterThan(0);
    const seller = await clientFor("provider@example.com");
    await decideBid(seller, bid.id, "accept");
    expect((await getListing(seller, listing.id)).state).toBe("awarded");
    const moved = store.marketAccess.contracts.find((row) => row.id === contract.id)!;
    expect(moved.organisation_id).toBe(BUYER.id);
    expect(moved.transfers.at(-1)).toMatchObject({ from: SELLER.id, to: BUYER.id });
    const qualified = store.market.qualifications.filter((row) => row.organisation_id === BUYER.id && row.competition === contract.competition && ["qualified", "eligible"].includes(row.eligibility_status)).map((row) => row.flex_asset);
    for (const row of store.dispatch.instructions.filter((instruction) => later.includes(instruction.id))) {
      expect(row.organisation_id).toBe(BUYER.id);
      expect(row.assets.every((asset) => qualified.includes(asset))).toBe(true);
    }
    expect(store.dispatch.instructions.filter((row) => earlier.includes(row.id)).every((row) => row.organisation_id === SELLER.id)).toBe(true);
  });

  test("EXCH-02 a bidder without assets qualified for the obligation's competition is refused on capacity", async () => {
    const contract = contractWithDispatches();
    const { listing } = await listed(contract.id);
    store.market.qualifications = store.market.qualifications.filter((row) => !(row.organisation_id === BUYER.id && row.competition === competitionOf(contract.id)));
    const buyer = await clientFor("provider2@example.com");
    const errors = await refusal(placeBid(buyer, { listing: listing.id, bidder_fp_id: BUYER.id, bidder_fp_name: BUYER.name, capacity: 1, price: 21 }));
    expect(errors.capacity).toEqual([NOT_QUALIFIED]);
  });

  test("EXCH-01 the seeded obligation listing offers its lister's running contract, in a competition where the second provider qualifies", async () => {
    const seller = await clientFor("provider@example.com");
    const seeded = store.exchange.listings.find((row) => row.exchange_type === "flexibility_obligation")!;
    const listing = await getListing(seller, seeded.id);
    const contract = store.marketAccess.contracts.find((row) => row.id === listing.contract)!;
    expect(contract.organisation_id).toBe(listing.flex_provider_id);
    expect(listing.capacity).toBe(contract.capacity);
    expect(store.market.qualifications.some((row) => row.organisation_id === BUYER.id && row.competition === contract.competition && ["qualified", "eligible"].includes(row.eligibility_status))).toBe(true);
  });
});
