import { DateTime } from "luxon";
import type { Problems } from "./rules";

/**
 * A flexibility obligation changes hands whole: the listing carries the lister's contract
 * (capacity, period, competition taken from it) and, once a bid is accepted, the contract and
 * the dispatch instructions still to come under it belong to the buyer. Pure over the records
 * and the instant, so the sandbox answers with these and the tests read them as written.
 */

export type ObligationContract = { id: number; organisation_id: number; competition: number; capacity: number; period: { start: string; end: string } };

export const NOT_YOUR_CONTRACT = "You can only list a contract your organisation holds.";
export const CONTRACT_ENDED = "This contract has ended.";
export const CONTRACT_LISTED = "This contract is already listed.";
export const NOT_QUALIFIED = "Your organisation has no assets qualified for this competition.";

/** Whether `lister` may offer this contract now (it holds it, it has not ended, no other live listing of it). */
export function contractListingProblems(contract: ObligationContract | undefined, lister: number, today: string, alreadyListed: boolean): Problems {
  if (!contract || contract.organisation_id !== lister) return { contract: [NOT_YOUR_CONTRACT] };
  if (contract.period.end <= today) return { contract: [CONTRACT_ENDED] };
  if (alreadyListed) return { contract: [CONTRACT_LISTED] };
  return {};
}

/**
 * What an obligation listing offers, from its contract: the contracted capacity, the
 * competition, and the rest of the contract period from the day after bidding closes
 * (contract `end` is exclusive, a listing's `end` is its last day).
 */
export function obligationTerms(contract: ObligationContract, closesAt: string, zone = "Europe/London") {
  const closes = DateTime.fromISO(closesAt, { zone });
  const dayAfterClosing = closes.isValid ? closes.plus({ days: 1 }).toISODate()! : contract.period.start;
  const start = dayAfterClosing > contract.period.start ? dayAfterClosing : contract.period.start;
  const end = DateTime.fromISO(contract.period.end).minus({ days: 1 }).toISODate()!;
  return { competition: contract.competition, capacity: contract.capacity, start, end };
}

/** A bidder on an obligation must hold assets qualified for its competition (they will deliver it). */
export function obligationBidProblems(qualifiedAssets: number[]): Problems {
  return qualifiedAssets.length ? {} : { capacity: [NOT_QUALIFIED] };
}

type Instruction = { id: number; competition: number; organisation_id: number; assets: number[]; start: string };

/**
 * The instructions that move with the contract: the seller's, in the contract's competition,
 * starting after the award. They are addressed to the buyer from then on and called on the
 * buyer's qualified assets (the seller's assets no longer deliver them). Earlier ones stay
 * with the seller, who delivered (or failed) them.
 */
export function movedInstructions<T extends Instruction>(instructions: T[], move: { competition: number; seller: number; buyer: number; buyerAssets: number[]; awardedAt: string }): T[] {
  const after = Date.parse(move.awardedAt);
  return instructions.map((instruction) =>
    instruction.competition === move.competition && instruction.organisation_id === move.seller && Date.parse(instruction.start) > after
      ? { ...instruction, organisation_id: move.buyer, assets: [...move.buyerAssets] }
      : instruction,
  );
}
