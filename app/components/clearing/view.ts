import type { SubmissionResult } from "@conform-to/react";
import type { PowerType } from "~/domain/market/enums";
import { currencySymbol, powerUnit, rateUnit } from "~/domain/market/format";
import type { BidDecision, ClearingFormKind, ClearingPeriod, ClearingStep, DemandInterval, GridSupplyPointOption } from "~/domain/clearing";

export type { ClearingFormKind };

/** A proposed decision as the bid decision set answers it; only bid_id and approved are sure to be there. */
export type ClearingDecision = BidDecision & {
  accepted_capacity?: number;
  clearing_price?: number | null;
  reason?: string;
  start?: string;
  end?: string;
  window_id?: number | null;
  interval?: number | null;
};

/** Everything the market clearing modal shows, from the loader (first open) or from the action (each step after). */
export type ClearingView = {
  competition: number;
  step: Exclude<ClearingStep, "closed">;
  form: ClearingFormKind;
  dayAhead: boolean;
  trim: boolean;
  scheduledDispatch: boolean;
  intervals: DemandInterval[];
  decisions: ClearingDecision[];
  /** The modal's state for the next post (clearingStateFields). */
  fields: Record<string, string>;
  periods: ClearingPeriod[];
  gridSupplyPoints: GridSupplyPointOption[];
  /** The posted form's answer: its values and field errors. */
  reply?: SubmissionResult<string[]>;
  /** The intent that was posted, so only that form shows its errors. */
  intent?: string;
  /** Set when an added interval overlaps existing ones and the operator has not yet seen the warning. */
  overlapWarning?: string;
  /** A `clearing:` key or the upstream's text, shown above the form. */
  error?: string;
};

export const CLEARING_INTENTS = {
  add: "clearing-add",
  replace: "clearing-replace",
  back: "clearing-back",
  confirm: "clearing-confirm",
} as const;

/** Posted with Add once the overlap warning has been shown, so the second Add goes ahead. */
export const OVERLAP_SEEN_FIELD = "overlap_seen";

/** The units clearing figures are in, shown beside their labels: the utilisation rate per unit of energy, the capacity in MW or MVAr. */
export type ClearingUnits = { rate: string; capacity: string };

export function clearingUnits(powerType: PowerType | undefined, currency: string | undefined, locale: string): ClearingUnits {
  return { rate: rateUnit("utilisation", powerType, currencySymbol(currency, locale)), capacity: powerUnit(powerType) };
}
