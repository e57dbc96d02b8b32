import { describe, expect, test } from "vitest";
import {
  CONTRACT_ENDED,
  CONTRACT_LISTED,
  NOT_A_LIST,
  NOT_A_WINDOW,
  NOT_QUALIFIED,
  NOT_YOUR_CONTRACT,
  contractListingProblems,
  contractReserved,
  movedInstructions,
  obligationBidProblems,
  obligationTerms,
  offeredCapacity,
  splitContract,
  wholeContract,
  windowChoice,
} from "~/domain/exchange/obligation";

const contract = { id: 7, organisation_id: 101, competition: 5, capacity: 2.4, period: { start: "2030-04-01", end: "2030-10-01" } };
const instruction = (id: number, organisation_id: number, competition: number, start: string) => ({ id, organisation_id, competition, assets: [11, 12], start });

describe("flexibility obligation rules", () => {
  test("EXCH-01 only the holder lists a running contract, once", () => {
    expect(contractListingProblems(contract, 101, "2030-05-01", false)).toEqual({});
    expect(contractListingProblems(contract, 108, "2030-05-01", false)).toEqual({ contract: [NOT_YOUR_CONTRACT] });
    expect(contractListingProblems(undefined, 101, "2030-05-01", false)).toEqual({ contract: [NOT_YOUR_CONTRACT] });
    expect(contractListingProblems(contract, 101, "2030-10-01", false)).toEqual({ contract: [CONTRACT_ENDED] });
    expect(contractListingProblems(contract, 101, "2030-05-01", true)).toEqual({ contract: [CONTRACT_LISTED] });
  });

  test("EXCH-01 EXCH-02 a listing keeps its contract while open or awaiting a decision; closed unawarded or withdrawn, the contract can be offered again", () => {
    const now = Date.parse("2030-05-10T12:00:00Z");
    const listing = (id: number, fields: { closes_at: string; awarded_bid?: number | null; withdrawn_at?: string | null }) => ({ id, contract: 7, awarded_bid: null, withdrawn_at: null, ...fields });
    const bid = (id: number, listingId: number, state: "live" | "rejected") => ({ id, listing: listingId, price: 20, state, created: "2030-05-09T10:00:00Z" });
    const open = listing(1, { closes_at: "2030-05-11T12:00:00Z" });
    const awaiting = listing(2, { closes_at: "2030-05-09T12:00:00Z" });
    expect(contractReserved([open], [], 7, now)).toBe(true);
    expect(contractReserved([awaiting], [bid(1, 2, "live")], 7, now)).toBe(true);
    // Closed with every bid rejected, or with none made: not awarded, so the contract is free.
    expect(contractReserved([awaiting], [bid(1, 2, "rejected")], 7, now)).toBe(false);
    expect(contractReserved([awaiting], [], 7, now)).toBe(false);
    expect(contractReserved([listing(3, { closes_at: "2030-05-11T12:00:00Z", withdrawn_at: "2030-05-10T09:00:00Z" })], [], 7, now)).toBe(false);
    // Another contract's listing never holds this one.
    expect(contractReserved([open], [], 8, now)).toBe(false);
  });

  test("EXCH-01 the listing offers the contract's capacity and competition, from the day after closing to the contract's last day", () => {
    expect(obligationTerms(contract, "2030-05-10T16:00:00Z")).toEqual({ competition: 5, capacity: 2.4, start: "2030-05-11", end: "2030-09-30" });
    // A contract not yet started offers its whole period.
    expect(obligationTerms(contract, "2030-03-01T12:00:00Z")).toMatchObject({ start: "2030-04-01", end: "2030-09-30" });
    // Closing at 23:30 London time on 10 May (22:30 UTC) starts delivery on 11 May, by the market's day.
    expect(obligationTerms(contract, "2030-05-10T22:30:00Z").start).toBe("2030-05-11");
  });

  test("EXCH-02 a bidder on an obligation must hold assets qualified for its competition", () => {
    expect(obligationBidProblems([])).toEqual({ capacity: [NOT_QUALIFIED] });
    expect(obligationBidProblems([31])).toEqual({});
  });

  test("EXCH-02 the award moves only the seller's instructions in that competition starting after it, onto the buyer's assets", () => {
    const rows = [
      instruction(1, 101, 5, "2030-05-11T07:00:00Z"), // before the award: stays
      instruction(2, 101, 5, "2030-05-12T07:00:00Z"), // after: moves
      instruction(3, 101, 6, "2030-05-12T07:00:00Z"), // another competition: stays
      instruction(4, 102, 5, "2030-05-12T07:00:00Z"), // another provider's: stays
    ];
    const moved = movedInstructions(rows, { competition: 5, seller: 101, buyer: 108, buyerAssets: [31, 32], awardedAt: "2030-05-11T18:00:00Z" });
    expect(moved.map((row) => [row.id, row.organisation_id, row.assets])).toEqual([
      [1, 101, [11, 12]],
      [2, 108, [31, 32]],
      [3, 101, [11, 12]],
      [4, 102, [11, 12]],
    ]);
    expect(rows[1].organisation_id).toBe(101);
  });
});

const windowed = {
  ...contract,
  reference: "NPG-2030-005-C0007",
  source: "5:101",
  capacity: 4,
  windows: [
    { service_window: 14, name: "Evening peak", capacity: 4 },
    { service_window: 15, name: "Morning peak", capacity: 2.5 },
    { service_window: 17, name: "Morning peak", capacity: 1.5 },
  ],
  assets: [{ flex_asset: 11, planned: false }],
  transfers: [] as { from: number; to: number; created: string }[],
  documents: [{ id: 1, filename: "NPG-2030-005-C0007-terms.pdf" }],
  prices: { availability_price: 5, utilisation_price: 80, service_fee: null },
  created: "2030-03-01T09:00:00Z",
};

describe("an obligation for some service windows", () => {
  test("EXCH-01 the windows offered are the contract's own: none named is the whole contract, a stranger is a field error", () => {
    expect(windowChoice(undefined, windowed.windows)).toEqual({ chosen: [], problems: {} });
    expect(windowChoice([], windowed.windows)).toEqual({ chosen: [], problems: {} });
    expect(windowChoice([17, "15", 17], windowed.windows)).toEqual({ chosen: [15, 17], problems: {} });
    expect(windowChoice([15, 99], windowed.windows)).toEqual({ chosen: [], problems: { service_windows: [NOT_A_WINDOW(99)] } });
    expect(windowChoice("15", windowed.windows).problems).toEqual({ service_windows: [NOT_A_LIST("15")] });
    expect(wholeContract([], windowed.windows)).toBe(true);
    expect(wholeContract([14, 15, 17], windowed.windows)).toBe(true);
    expect(wholeContract([15], windowed.windows)).toBe(false);
  });

  test("EXCH-01 the capacity offered is the largest of the chosen windows', the contract's for all of them", () => {
    expect(offeredCapacity(windowed, [15, 17])).toBe(2.5);
    expect(offeredCapacity(windowed, [17])).toBe(1.5);
    expect(offeredCapacity(windowed, [])).toBe(4);
    expect(obligationTerms(windowed, "2030-05-10T16:00:00Z", undefined, [17])).toEqual({ competition: 5, capacity: 1.5, start: "2030-05-11", end: "2030-09-30" });
  });

  test("EXCH-02 a split leaves the seller the other windows and gives the buyer a new contract with the chosen ones", () => {
    const { kept, moved } = splitContract(windowed, [15], { id: 42, reference: "NPG-2030-005-C0007-T9", source: "exchange:9", buyer: 108, assets: [{ flex_asset: 31, planned: false }], at: "2030-05-11T18:00:00Z" });
    expect(kept).toMatchObject({ id: 7, organisation_id: 101, capacity: 4, source: "5:101", transfers: [] });
    expect(kept.windows.map((window) => window.service_window)).toEqual([14, 17]);
    expect(moved).toMatchObject({
      id: 42,
      reference: "NPG-2030-005-C0007-T9",
      source: "exchange:9",
      organisation_id: 108,
      competition: 5,
      capacity: 2.5,
      period: windowed.period,
      prices: windowed.prices,
      assets: [{ flex_asset: 31, planned: false }],
      transfers: [{ from: 101, to: 108, created: "2030-05-11T18:00:00Z" }],
      documents: [{ id: 1, filename: "NPG-2030-005-C0007-T9-terms.pdf" }],
    });
    expect(moved.windows.map((window) => window.service_window)).toEqual([15]);
    // The original is untouched: the sandbox stores what comes back.
    expect(windowed.windows).toHaveLength(3);
    // The seller's capacity is recomputed from what it keeps.
    expect(splitContract(windowed, [14], { id: 43, reference: "X", source: "exchange:10", buyer: 108, assets: [], at: "2030-05-11T18:00:00Z" }).kept.capacity).toBe(2.5);
  });

  test("EXCH-02 only the later instructions in the chosen windows move", () => {
    const rows = [
      { ...instruction(1, 101, 5, "2030-05-12T07:00:00Z"), service_window: 15 }, // chosen, later: moves
      { ...instruction(2, 101, 5, "2030-05-12T16:00:00Z"), service_window: 14 }, // another window: stays
      { ...instruction(3, 101, 5, "2030-05-11T07:00:00Z"), service_window: 15 }, // chosen, earlier: stays
    ];
    const moved = movedInstructions(rows, { competition: 5, seller: 101, buyer: 108, buyerAssets: [31], awardedAt: "2030-05-11T18:00:00Z", windows: [15] });
    expect(moved.map((row) => row.organisation_id)).toEqual([108, 101, 101]);
    // No windows named: every later one moves, as for a whole contract.
    expect(movedInstructions(rows, { competition: 5, seller: 101, buyer: 108, buyerAssets: [31], awardedAt: "2030-05-11T18:00:00Z", windows: [] }).map((row) => row.organisation_id)).toEqual([108, 108, 101]);
  });
});
