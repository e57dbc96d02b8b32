import type { CheckboxItem } from "~/components/checkbox-list";
import type { MultiBidField } from "~/domain/bidding/multi-bid";
import type { BidDraft, BidWindow, FieldErrors, WindowValidity } from "~/domain/bidding/types";
import type { RateType } from "~/domain/market/enums";

/**
 * The bid form's selection while the asset selection step carries its bids: its presence says
 * the bids were brought along, and Cancel returns to the bids with it.
 */
export const CARRIED_ASSETS_FIELD = "carried_assets";

export type CompetitionSummary = { id: number; name: string; reference: string; status: string | null };

/** What the builder's forms draw themselves from. */
export type BuilderModel = {
  competition: CompetitionSummary;
  ballotId: number | null;
  items: CheckboxItem[];
  windows: BidWindow[];
  requiredRates: readonly RateType[];
  fixedPrice: boolean;
  capacityUnit: "MW" | "MVAr";
  /** The competition's currency (ISO code), which its rates are paid in. */
  currency: string;
  multiBidFields: MultiBidField[];
};

/** The bid set as the form holds it, with what the last post said about it. */
export type BidFormState = {
  rows: { row: number; windowId: number; bid: BidDraft }[];
  selection: string;
  ballotId: number | null;
  errors: FieldErrors;
  formErrors: string[];
  validity: Record<number, WindowValidity>;
  revision: string;
};
