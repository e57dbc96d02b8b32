/** Flexibility obligations on the exchange: the contract a listing offers, and its move to the buyer on award. */
import { DateTime } from "luxon";
import { nowIso, nowMs } from "~/clock.server";
import { QUALIFYING_STATUSES } from "~/domain/market/enums";
import { movedInstructions, obligationTerms } from "~/domain/exchange/obligation";
import { listingState } from "~/domain/exchange/rules";
import { touch } from "../dispatch/callers";
import { syncContracts, transferContract } from "../markets/contracts";
import { store } from "../store";
import type { StoredListing } from "./types";

const today = () => DateTime.fromMillis(nowMs()).toUTC().toISODate()!;

export function contractById(id: number) {
  syncContracts();
  return store.marketAccess.contracts.find((contract) => contract.id === id);
}

/** Another open or closed (not yet decided) listing already offers this contract. */
export const contractListed = (contract: number) =>
  store.exchange.listings.some((listing) => listing.contract === contract && ["open", "closed"].includes(listingState(listing, nowMs())));

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
  }
}

/** The award moves the contract, and its instructions still to come, to the buyer (mocks/docs/exchange.md). */
export function transferObligation(listing: StoredListing, buyer: number) {
  const contract = listing.contract === null ? undefined : contractById(listing.contract);
  if (!contract || contract.organisation_id !== listing.flex_provider_id) return;
  const buyerAssets = qualifiedAssets(buyer, contract.competition);
  const before = new Map(store.dispatch.instructions.map((row) => [row.id, row.organisation_id]));
  store.dispatch.instructions = movedInstructions(store.dispatch.instructions, {
    competition: contract.competition,
    seller: contract.organisation_id,
    buyer,
    buyerAssets,
    awardedAt: nowIso(),
  });
  for (const instruction of store.dispatch.instructions) {
    if (before.get(instruction.id) !== instruction.organisation_id) {
      touch(instruction);
      touch({ organisation_id: listing.flex_provider_id, operator_id: instruction.operator_id });
    }
  }
  transferContract(contract, buyer);
  const planned = new Set(store.market.qualifications.filter((row) => row.organisation_id === buyer && row.planned).map((row) => row.flex_asset));
  contract.assets = buyerAssets.map((flex_asset) => ({ flex_asset, planned: planned.has(flex_asset) }));
}
