/**
 * The app's view of bid building (001 §3, §4). Inputs are the parts of the upstream
 * records the rules read, spelled as the wire spells them, so a parsed upstream record
 * (or a sandbox record) can be passed as it is. Outputs are the app's own shapes.
 */
import type {
  CompetitionType,
  EligibilityStatus,
  PowerType,
  PricingMethod,
  RateType,
  rateField,
} from "~/domain/market/enums";

export type RateField = ReturnType<typeof rateField>;

export type BiddingWindow = {
  id: number;
  name: string;
  start_time?: string;
  end_time?: string;
  /** MW, or MVAr for reactive power. */
  capacity_required: number;
  fixed_availability_price?: number | null;
  fixed_utilisation_price?: number | null;
  fixed_service_fee?: number | null;
};

export type BiddingPeriod = { id: number; name: string; start?: string; end?: string; windows: BiddingWindow[] };

/** A competition fetched with `expand=service_periods.windows`. */
export type BiddingCompetition = {
  id: number;
  competition_type?: CompetitionType;
  pricing_method?: PricingMethod;
  fixed_price?: boolean;
  power_type?: PowerType;
  service_periods?: BiddingPeriod[];
};

export type BiddingBallot = { id: number; competition?: number };

/** An asset as a ballot names it: planned assets have ids of their own. */
export type AssetRef = { flex_asset: number; planned: boolean };

export type BallotAssetGroup = { id: number; ballot?: number; active: boolean; ballot_assets: AssetRef[] };

export type BiddingQualification = AssetRef & {
  competition?: number;
  eligibility_status: EligibilityStatus;
  /** The capacity the asset qualified with (MW or MVAr). */
  qualified_capacity?: number | null;
};

/** A saved bid as the upstream returns it. */
export type SavedBid = {
  id: number;
  ballot?: number;
  service_window: number | { id: number };
  capacity: number | string;
  max_runtime: string;
  availability_price?: number | string | null;
  utilisation_price?: number | string | null;
  service_fee?: number | string | null;
  is_active?: boolean;
};

/** One bid as the form holds it: every value is the text of its input. */
export type BidDraft = {
  /** The upstream id of a saved bid; absent for a new one. */
  id?: number;
  service_window: number;
  capacity: string;
  max_runtime: string;
  availability_price: string;
  utilisation_price: string;
  service_fee: string;
};

/** A bid that passed validation, with its position among the form's rows. */
export type ValidBid = {
  row: number;
  id?: number;
  service_window: number;
  capacity: number;
  /** "D HH:MM:SS". */
  max_runtime: string;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
};

/** A service window as bid building shows it. */
export type BidWindow = {
  id: number;
  name: string;
  periodId: number;
  periodName: string;
  startTime?: string;
  endTime?: string;
  capacityRequired: number;
  /** The window's fixed prices, by bid field; set for fixed-price competitions only. */
  fixedPrices: Partial<Record<RateField, number>>;
  /** False when no bid can be placed in it (see `isBiddable`). */
  biddable: boolean;
};

/** Null: not validated yet. */
export type WindowValidity = boolean | null;

export type BallotState = {
  competitionId: number;
  ballotId: number | null;
  windows: BidWindow[];
  /** The bid set: bids per window id. */
  bidSet: Record<number, BidDraft[]>;
  validity: Record<number, WindowValidity>;
  requiredRates: readonly RateType[];
  fixedPrice: boolean;
  /** The active asset group the selection was read from, if any. */
  assetGroup: BallotAssetGroup | null;
  selectedAssets: AssetRef[];
  submitted: boolean;
};

/** What validating a bid needs to know beyond the bid itself. */
export type BidRules = {
  requiredRates: readonly RateType[];
  fixedPrice: boolean;
  capacityUnit: "MW" | "MVAr";
  windows: Record<number, { biddable: boolean; capacityLimit: number; fixedPrices: Partial<Record<RateField, number>> }>;
};

/** Errors keyed by form field name (`bids[3].capacity`); each text is an encoded message. */
export type FieldErrors = Record<string, string[]>;
