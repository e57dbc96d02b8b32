/** Flexibility obligations on the exchange: the contract a listing offers, and its move to the buyer on award. */
import { DateTime } from "luxon";
import { nowIso, nowMs } from "~/clock.server";
import { QUALIFYING_STATUSES } from "~/domain/market/enums";
import { contractReserved, movedInstructions, obligationTerms, splitContract, wholeContract } from "~/domain/exchange/obligation";
import { touch } from "../dispatch/callers";
import { syncContracts, transferContract } from "../markets/contracts";
import { nextId, store } from "../store";
import type { StoredListing } from "./types";

const today = () => DateTime.fromMillis(nowMs()).toUTC().toISODate()!;

export function contractById(id: number) {
  syncContracts();
  return store.marketAccess.contracts.find((contract) => contract.id === id);
}

/** Another listing already offers this contract: open, or closed with a live bid still to decide (an unawarded one no longer does). */
export const contractListed = (contract: number) => contractReserved(store.exchange.listings, store.exchange.bids, contract, nowMs());

/** Assets of `organisation` qualified (or eligible) in `competition`. */
export function qualifiedAssets(organisation: number, competition: number | null): number[] {
  if (competition === null) return [];
  const ids = store.market.qualifications
    .filter((row) => row.organisation_id === organisation && row.competition === competition && QUALIFYING_STATUSES.includes(row.eligibility_status))
    .map((row) => row.flex_asset);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Seeded obligation listings name no contract (contracts are made from confirmed results when
 * first read): each takes its lister's largest running contract, and its terms from it.
 */
export function linkSeededObligations() {
  const unlinked = store.exchange.listings.filter((listing) => listing.exchange_type === "flexibility_obligation" && listing.contract === null);
  if (!unlinked.length) return;
  syncContracts();
  for (const listing of unlinked) {
    const held = store.marketAccess.contracts
      .filter((contract) => contract.organisation_id === listing.flex_provider_id && contract.period.end > today())
      .sort((a, b) => b.capacity - a.capacity || a.id - b.id)[0];
    if (!held) continue;
    Object.assign(listing, { contract: held.id, ...obligationTerms(held, listing.closes_at) });
    // Its seeded bids were written before the contract's capacity was known: none offers more than is listed.
    for (const bid of store.exchange.bids) if (bid.listing === listing.id) bid.capacity = Math.min(bid.capacity, listing.capacity);
  }
}

/**
 * The award moves the contract, and its instructions still to come, to the buyer; when the
 * listing offers some of the contract's windows, a new contract with those windows, and only
 * their instructions (mocks/docs/exchange.md).
 */
export function transferObligation(listing: StoredListing, buyer: number) {
  const contract = listing.contract === null ? undefined : contractById(listing.contract);
  if (!contract || contract.organisation_id !== listing.flex_provider_id) return;
  const buyerAssets = qualifiedAssets(buyer, contract.competition);
  const planned = new Set(store.market.qualifications.filter((row) => row.organisation_id === buyer && row.planned).map((row) => row.flex_asset));
  const assets = buyerAssets.map((flex_asset) => ({ flex_asset, planned: planned.has(flex_asset) }));
  const whole = wholeContract(listing.service_windows, contract.windows);
  const before = new Map(store.dispatch.instructions.map((row) => [row.id, row.organisation_id]));
  store.dispatch.instructions = movedInstructions(store.dispatch.instructions, {
    competition: contract.competition,
    seller: contract.organisation_id,
    buyer,
    buyerAssets,
    awardedAt: nowIso(),
    windows: whole ? [] : listing.service_windows,
  });
  for (const instruction of store.dispatch.instructions) {
    if (before.get(instruction.id) !== instruction.organisation_id) {
      touch(instruction);
      touch({ organisation_id: listing.flex_provider_id, operator_id: instruction.operator_id });
    }
  }
  if (whole) {
    transferContract(contract, buyer);
    contract.assets = assets;
    return;
  }
  const id = nextId("contracts", store.marketAccess.contracts);
  // The source names the listing, so syncContracts never makes this contract again.
  const { kept, moved } = splitContract(contract, listing.service_windows, { id, reference: `${contract.reference}-T${listing.id}`, source: `exchange:${listing.id}`, buyer, assets, at: nowIso() });
  Object.assign(contract, kept);
  store.marketAccess.contracts.push(moved);
  listing.moved_contract = id;
}
