import { z } from "zod";
import { rateField, type RateType } from "~/domain/market/enums";
import { blankBid } from "./ballot-state";
import { capacitySchema, maxRuntimeSchema, rateSchema } from "./bid-form";
import { encodeBiddingMessage } from "./messages";
import type { BallotState, BidDraft, BiddingCompetition } from "./types";
import { isFixedPrice } from "~/domain/market/pricing";
import { requiredRates } from "./windows";

/** The offer's rate fields in the order the modal shows them; each is named after its rate. */
export const MULTI_BID_RATES = ["utilisation", "availability", "service_fee"] as const satisfies readonly RateType[];

export type MultiBidField = "capacity" | "max_runtime" | (typeof MULTI_BID_RATES)[number];

/** A checked multi-bid offer: capacity, max runtime "D HH:MM:SS" and the rates shown (per unit per hour, or per unit). */
export type MultiBidOffer = {
  capacity: number;
  max_runtime: string;
  utilisation?: number;
  availability?: number;
  service_fee?: number;
};

/** BID-06: capacity and max runtime always; a rate field only when the competition requires that rate, none for fixed price. */
export function multiBidFields(competition: BiddingCompetition): MultiBidField[] {
  const required = requiredRates(competition);
  const rates = isFixedPrice(competition) ? [] : MULTI_BID_RATES.filter((rate) => required.includes(rate));
  return ["capacity", "max_runtime", ...rates];
}

const windowIds = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().int().positive()).min(1, { message: encodeBiddingMessage("multiBid.windowsRequired") }),
);

/**
 * The multi-bid modal's schema: the fields `multiBidFields` shows, each required with
 * "This field is required", and `windows`, the service windows to fill (at least one).
 * The capacity limit is a per-window rule, checked when the filled ballot is validated.
 */
export function multiBidSchema(competition: BiddingCompetition) {
  const shown = new Set(multiBidFields(competition));
  const rate = (field: (typeof MULTI_BID_RATES)[number]) => (shown.has(field) ? rateSchema : z.unknown().transform(() => undefined));
  return z
    .object({
      capacity: capacitySchema,
      max_runtime: maxRuntimeSchema,
      utilisation: rate("utilisation"),
      availability: rate("availability"),
      service_fee: rate("service_fee"),
      windows: windowIds,
    })
    .transform(({ windows, ...offer }) => ({
      windows,
      offer: Object.fromEntries(Object.entries(offer).filter(([, value]) => value !== undefined)) as MultiBidOffer,
    }));
}

/**
 * Fills the chosen windows with the offer: a window's first bid takes it (a window with
 * none gets a new bid), further bids in the window are left as they are. Windows that
 * take no bids are skipped. In a fixed-price competition the window's prices stay. The
 * filled windows are not validated any more (null).
 */
export function applyMultiBid(state: BallotState, offer: MultiBidOffer, windowIds: readonly number[]): BallotState {
  const chosen = new Set(windowIds);
  const bidSet = { ...state.bidSet };
  const validity = { ...state.validity };
  for (const window of state.windows) {
    if (!chosen.has(window.id) || !window.biddable) continue;
    const [first = blankBid(window), ...rest] = bidSet[window.id] ?? [];
    const filled: BidDraft = { ...first, capacity: String(offer.capacity), max_runtime: offer.max_runtime };
    if (!state.fixedPrice) {
      for (const rate of state.requiredRates) {
        const value = offer[rate];
        if (value !== undefined) filled[rateField(rate)] = String(value);
      }
    }
    bidSet[window.id] = [filled, ...rest];
    validity[window.id] = null;
  }
  return { ...state, bidSet, validity };
}
