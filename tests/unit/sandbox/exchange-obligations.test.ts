import { describe, expect, test } from "vitest";
import { advanceClock, nowMs } from "~/clock.server";
import { NOT_A_WINDOW, NOT_QUALIFIED, NOT_YOUR_CONTRACT, NO_LONGER_QUALIFIED } from "~/domain/exchange/obligation";
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

async function listed(contract: number, service_windows?: number[]) {
  const seller = await clientFor("provider@example.com");
  // The seeded obligation listing offers the same contract: withdraw it first.
  for (const row of store.exchange.listings.filter((listing) => listing.exchange_type === "flexibility_obligation" && listing.flex_provider_id === SELLER.id)) await withdrawListing(seller, row.id);
  const listing = await createListing(seller, { exchange_type: "flexibility_obligation", flex_provider_id: SELLER.id, flex_provider_name: SELLER.name, title: "Obligation", contract, service_windows, capacity: 999, start: "2000-01-01", end: "2000-01-02", price: 20, reserve_price: null, closes_at: closesIn(24) });
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

  test("EXCH-01 an obligation listing may offer some of its contract's windows: the capacity is the largest of theirs; a window of another contract is refused", async () => {
    const contract = contractWithDispatches();
    const [first, second] = contract.windows;
    const { seller, listing } = await listed(contract.id, [second.service_window, first.service_window]);
    expect(listing.service_windows).toEqual([first.service_window, second.service_window].sort((a, b) => a - b));
    expect(listing.capacity).toBe(Math.max(first.capacity, second.capacity));
    await withdrawListing(seller, listing.id);
    const errors = await refusal(createListing(seller, { exchange_type: "flexibility_obligation", flex_provider_id: SELLER.id, flex_provider_name: SELLER.name, title: "Stranger", contract: contract.id, service_windows: [first.service_window, 99999], price: 20, reserve_price: null, closes_at: closesIn(24) }));
    expect(errors.service_windows).toEqual([NOT_A_WINDOW(99999)]);
  });

  test("EXCH-02 accepting a bid on some windows splits the contract: the buyer's new contract has them and their later instructions, the seller keeps the rest", async () => {
    const contract = contractWithDispatches();
    const awardedAfter = nowMs() + 25 * 3_600_000;
    // A window with instructions still to come after the award, and the others.
    const chosen = contract.windows.find((window) => store.dispatch.instructions.some((row) => row.organisation_id === SELLER.id && row.service_window === window.service_window && Date.parse(row.start) > awardedAfter))!;
    const others = contract.windows.filter((window) => window.service_window !== chosen.service_window).map((window) => window.service_window);
    const { listing } = await listed(contract.id, [chosen.service_window]);
    const buyer = await clientFor("provider2@example.com");
    const bid = await placeBid(buyer, { listing: listing.id, bidder_fp_id: BUYER.id, bidder_fp_name: BUYER.name, capacity: listing.capacity, price: 21 });
    advanceClock(25 * 3_600_000);
    const awardedAt = nowMs();
    const own = store.dispatch.instructions.filter((row) => row.organisation_id === SELLER.id && row.competition === contract.competition && Date.parse(row.start) > awardedAt);
    const moving = own.filter((row) => row.service_window === chosen.service_window).map((row) => row.id);
    const staying = own.filter((row) => row.service_window !== chosen.service_window).map((row) => row.id);
    expect(moving.length).toBeGreaterThan(0);
    const seller = await clientFor("provider@example.com");
    await decideBid(seller, bid.id, "accept");

    const kept = store.marketAccess.contracts.find((row) => row.id === contract.id)!;
    expect(kept.organisation_id).toBe(SELLER.id);
    expect(kept.windows.map((window) => window.service_window)).toEqual(others);
    expect(kept.capacity).toBe(Math.max(...kept.windows.map((window) => window.capacity)));
    const split = store.marketAccess.contracts.find((row) => row.reference === `${contract.reference}-T${listing.id}`)!;
    expect(split).toMatchObject({ organisation_id: BUYER.id, competition: contract.competition, period: contract.period, prices: contract.prices, capacity: chosen.capacity });
    expect(split.id).not.toBe(contract.id);
    expect(split.windows.map((window) => window.service_window)).toEqual([chosen.service_window]);
    expect(split.transfers).toMatchObject([{ from: SELLER.id, to: BUYER.id }]);
    expect(store.dispatch.instructions.filter((row) => moving.includes(row.id)).every((row) => row.organisation_id === BUYER.id)).toBe(true);
    expect(store.dispatch.instructions.filter((row) => staying.includes(row.id)).every((row) => row.organisation_id === SELLER.id)).toBe(true);

    // The detail names the windows that moved and the buyer's contract.
    const detail = await getListing(seller, listing.id);
    expect(detail.obligation?.whole_contract).toBe(false);
    expect(detail.obligation?.windows.map((window) => window.service_window)).toEqual([chosen.service_window]);
    expect(detail.obligation?.moved_to).toMatchObject({ id: split.id, holder_id: BUYER.id });
    // The split is never made again from the results, nor the seller's contract given back its windows.
    syncContracts();
    expect(store.marketAccess.contracts.filter((row) => row.competition === contract.competition && row.organisation_id === SELLER.id)).toHaveLength(1);
    expect(store.marketAccess.contracts.filter((row) => row.reference === split.reference)).toHaveLength(1);
  });

  test("EXCH-02 the award re-checks the bidder's qualified assets: without any left, accepting is refused and nothing changes", async () => {
    const contract = contractWithDispatches();
    const { listing } = await listed(contract.id, [contract.windows[0].service_window]);
    const buyer = await clientFor("provider2@example.com");
    const bid = await placeBid(buyer, { listing: listing.id, bidder_fp_id: BUYER.id, bidder_fp_name: BUYER.name, capacity: listing.capacity, price: 21 });
    store.market.qualifications = store.market.qualifications.filter((row) => !(row.organisation_id === BUYER.id && row.competition === contract.competition));
    advanceClock(25 * 3_600_000);
    const contractsBefore = JSON.stringify(store.marketAccess.contracts);
    const instructionsBefore = JSON.stringify(store.dispatch.instructions);
    const seller = await clientFor("provider@example.com");
    const error = await decideBid(seller, bid.id, "accept").then(() => null, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).detail).toBe(NO_LONGER_QUALIFIED);
    expect((await getListing(seller, listing.id)).state).toBe("closed");
    expect(store.exchange.bids.find((row) => row.id === bid.id)!.state).toBe("live");
    expect(JSON.stringify(store.marketAccess.contracts)).toBe(contractsBefore);
    expect(JSON.stringify(store.dispatch.instructions)).toBe(instructionsBefore);
  });
});
