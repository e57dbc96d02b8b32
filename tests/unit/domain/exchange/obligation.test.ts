import { describe, expect, test } from "vitest";
import { CONTRACT_ENDED, CONTRACT_LISTED, NOT_QUALIFIED, NOT_YOUR_CONTRACT, contractListingProblems, movedInstructions, obligationBidProblems, obligationTerms } from "~/domain/exchange/obligation";

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
