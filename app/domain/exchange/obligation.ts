import { DateTime } from "luxon";
import { bestBid, listingState, type Problems } from "./rules";
import type { ExchangeBid, ExchangeListing } from "./types";

/**
 * A flexibility obligation changes hands whole, or for some of its service windows: the listing
 * carries the lister's contract (capacity, period, competition taken from it) and the windows
 * chosen; once a bid is accepted, the contract (or a new one split from it with those windows)
 * and the dispatch instructions still to come under it belong to the buyer. Pure over the
 * records and the instant, so the sandbox answers with these and the tests read them as written.
 */

export type ObligationWindow = { service_window: number; capacity: number };
export type ObligationContract = { id: number; organisation_id: number; competition: number; capacity: number; period: { start: string; end: string }; windows?: ObligationWindow[] };

export const NOT_YOUR_CONTRACT = "You can only list a contract your organisation holds.";
export const CONTRACT_ENDED = "This contract has ended.";
export const CONTRACT_LISTED = "This contract is already listed.";
export const NOT_QUALIFIED = "Your organisation has no assets qualified for this competition.";
export const NO_LONGER_QUALIFIED = "The bidder no longer has assets qualified for this competition, so its bid cannot be accepted.";
export const NOT_A_LIST = (value: unknown) => `Expected a list of items but got type "${Array.isArray(value) ? "list" : typeof value === "string" ? "str" : typeof value}".`;
export const NOT_A_WINDOW = (id: unknown) => `Invalid pk "${String(id)}" - not a service window of this contract.`;

/**
 * The service windows an obligation listing offers: absent, null or empty is the whole
 * contract; otherwise a list of the contract's window ids (duplicates dropped, sorted).
 */
export function windowChoice(raw: unknown, windows: ObligationWindow[]): { chosen: number[]; problems: Problems } {
  if (raw === undefined || raw === null || raw === "") return { chosen: [], problems: {} };
  if (!Array.isArray(raw)) return { chosen: [], problems: { service_windows: [NOT_A_LIST(raw)] } };
  const ids = new Set(windows.map((window) => window.service_window));
  const wrong = raw.filter((value) => !ids.has(Number(value)) || String(value).trim() === "");
  if (wrong.length) return { chosen: [], problems: { service_windows: wrong.map(NOT_A_WINDOW) } };
  return { chosen: [...new Set(raw.map(Number))].sort((a, b) => a - b), problems: {} };
}

/** Whether a choice of windows is the whole contract (none named, or every one). */
export const wholeContract = (chosen: number[], windows: ObligationWindow[]) => !chosen.length || windows.every((window) => chosen.includes(window.service_window));

/** MW offered: the largest capacity among the chosen windows (the contract's for the whole of it). */
export function offeredCapacity(contract: ObligationContract, chosen: number[]): number {
  const windows = contract.windows ?? [];
  if (wholeContract(chosen, windows)) return contract.capacity;
  return Math.max(...windows.filter((window) => chosen.includes(window.service_window)).map((window) => window.capacity));
}

type ContractListing = Pick<ExchangeListing, "id" | "contract" | "closes_at" | "awarded_bid"> & { withdrawn_at?: string | null };

/**
 * Whether another listing keeps this contract now: one open, or closed with a live bid awaiting
 * the lister's decision. A listing withdrawn, or closed with no bid accepted (unawarded), leaves
 * the contract with its holder to offer again; an awarded one has moved it to the buyer.
 */
export function contractReserved(listings: ContractListing[], bids: Pick<ExchangeBid, "id" | "listing" | "price" | "state" | "created">[], contract: number, now: number): boolean {
  return listings.some((listing) => listing.contract === contract && ["open", "closed"].includes(listingState(listing, now, bestBid(bids, listing.id) !== null)));
}

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
export function obligationTerms(contract: ObligationContract, closesAt: string, zone = "Europe/London", chosen: number[] = []) {
  const closes = DateTime.fromISO(closesAt, { zone });
  const dayAfterClosing = closes.isValid ? closes.plus({ days: 1 }).toISODate()! : contract.period.start;
  const start = dayAfterClosing > contract.period.start ? dayAfterClosing : contract.period.start;
  const end = DateTime.fromISO(contract.period.end).minus({ days: 1 }).toISODate()!;
  return { competition: contract.competition, capacity: offeredCapacity(contract, chosen), start, end };
}

/** A bidder on an obligation must hold assets qualified for its competition (they will deliver it). */
export function obligationBidProblems(qualifiedAssets: number[]): Problems {
  return qualifiedAssets.length ? {} : { capacity: [NOT_QUALIFIED] };
}

type Instruction = { id: number; competition: number; organisation_id: number; assets: number[]; start: string; service_window?: number };

/**
 * The instructions that move with the contract: the seller's, in the contract's competition,
 * starting after the award, and (when only some windows change hands) in one of those windows.
 * They are addressed to the buyer from then on and called on the buyer's qualified assets (the
 * seller's assets no longer deliver them). Earlier ones, and the other windows', stay with the
 * seller.
 */
export function movedInstructions<T extends Instruction>(
  instructions: T[],
  move: { competition: number; seller: number; buyer: number; buyerAssets: number[]; awardedAt: string; windows?: number[] },
): T[] {
  const after = Date.parse(move.awardedAt);
  const inWindows = (instruction: T) => !move.windows?.length || (instruction.service_window !== undefined && move.windows.includes(instruction.service_window));
  return instructions.map((instruction) =>
    instruction.competition === move.competition && instruction.organisation_id === move.seller && Date.parse(instruction.start) > after && inWindows(instruction)
      ? { ...instruction, organisation_id: move.buyer, assets: [...move.buyerAssets] }
      : instruction,
  );
}

type SplittableContract = ObligationContract & {
  reference: string;
  source: string;
  windows: ObligationWindow[];
  assets: { flex_asset: number; planned: boolean }[];
  transfers: { from: number; to: number; created: string }[];
  documents: { filename: string }[];
  created: string;
};

/**
 * Some of a contract's windows change hands: the seller keeps the contract with the other
 * windows (its capacity the largest of theirs), and the buyer gets a new contract with the
 * chosen ones — same competition, prices and period, its own id, reference and source, a
 * transfer from the seller, delivered by the buyer's assets.
 */
export function splitContract<C extends SplittableContract>(
  contract: C,
  chosen: number[],
  split: { id: number; reference: string; source: string; buyer: number; assets: { flex_asset: number; planned: boolean }[]; at: string },
): { kept: C; moved: C } {
  const capacity = (windows: ObligationWindow[]) => Math.max(0, ...windows.map((window) => window.capacity));
  const keptWindows = contract.windows.filter((window) => !chosen.includes(window.service_window));
  const movedWindows = contract.windows.filter((window) => chosen.includes(window.service_window));
  const kept = { ...contract, windows: keptWindows, capacity: capacity(keptWindows) };
  const moved = {
    ...contract,
    id: split.id,
    reference: split.reference,
    source: split.source,
    organisation_id: split.buyer,
    windows: movedWindows,
    capacity: capacity(movedWindows),
    assets: split.assets.map((asset) => ({ ...asset })),
    documents: contract.documents.map((document) => ({ ...document, filename: document.filename.replace(contract.reference, split.reference) })),
    transfers: [{ from: contract.organisation_id, to: split.buyer, created: split.at }],
    created: split.at,
  };
  return { kept, moved };
}
