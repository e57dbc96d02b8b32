import { rateField, type RateType } from "~/domain/market/enums";
import { assetKey, qualifyingByAsset, sameAssets, uniqueAssets } from "./assets";
import type {
  AssetRef,
  BallotAssetGroup,
  BallotState,
  BidDraft,
  BidWindow,
  BiddingBallot,
  BiddingCompetition,
  BiddingQualification,
  SavedBid,
  WindowValidity,
} from "./types";
import { isFixedPrice } from "~/domain/market/pricing";
import { bidWindows, requiredRates } from "./windows";

export type BallotSources = {
  competition: BiddingCompetition;
  /** Null while the provider builds a new ballot. */
  ballot: BiddingBallot | null;
  bids: readonly SavedBid[];
  assetGroups: readonly BallotAssetGroup[];
  qualifications: readonly BiddingQualification[];
};

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));

export const windowIdOf = (bid: SavedBid) => (typeof bid.service_window === "number" ? bid.service_window : bid.service_window.id);

/** An empty bid for the window; in a fixed-price competition its prices are the window's and cannot be changed. */
export function blankBid(window: BidWindow): BidDraft {
  return {
    service_window: window.id,
    capacity: "",
    max_runtime: "",
    availability_price: text(window.fixedPrices.availability_price),
    utilisation_price: text(window.fixedPrices.utilisation_price),
    service_fee: text(window.fixedPrices.service_fee),
  };
}

function draftOf(bid: SavedBid, window: BidWindow, fixed: boolean, rates: readonly RateType[]): BidDraft {
  const draft: BidDraft = {
    id: bid.id,
    service_window: window.id,
    capacity: text(bid.capacity),
    max_runtime: text(bid.max_runtime),
    availability_price: text(bid.availability_price),
    utilisation_price: text(bid.utilisation_price),
    service_fee: text(bid.service_fee),
  };
  if (fixed) for (const rate of rates) draft[rateField(rate)] = text(window.fixedPrices[rateField(rate)]);
  return draft;
}

/**
 * BID-02: the state after a reset, everything read afresh from the sources. Per window:
 * the ballot's active bids (oldest first); otherwise one blank bid for a new ballot; none
 * when the window is not biddable, or when the ballot already exists (the provider left
 * that window out when the ballot was saved and may add a bid to it).
 * BID-03: the selected assets are those of the ballot's active asset groups, else the
 * qualifying assets in none of its groups. BID-04: no window is validated yet.
 */
export function buildBallotState({ competition, ballot, bids, assetGroups, qualifications }: BallotSources): BallotState {
  const windows = bidWindows(competition);
  const rates = requiredRates(competition);
  const fixed = isFixedPrice(competition);
  const savedBids = ballot
    ? bids.filter((bid) => bid.is_active !== false && (bid.ballot === undefined || bid.ballot === ballot.id))
    : [];

  const bidSet: Record<number, BidDraft[]> = {};
  const validity: Record<number, WindowValidity> = {};
  for (const window of windows) {
    const saved = savedBids.filter((bid) => windowIdOf(bid) === window.id).sort((a, b) => a.id - b.id);
    if (saved.length > 0) bidSet[window.id] = saved.map((bid) => draftOf(bid, window, fixed, rates));
    else bidSet[window.id] = ballot || !window.biddable ? [] : [blankBid(window)];
    validity[window.id] = null;
  }

  const groups = ballot ? assetGroups.filter((group) => group.ballot === undefined || group.ballot === ballot.id) : [];
  const active = groups.filter((group) => group.active);
  const fromActiveGroups = uniqueAssets(active.flatMap((group) => group.ballot_assets));
  const grouped = new Set(groups.flatMap((group) => group.ballot_assets.map(assetKey)));
  const ungroupedQualified = [...qualifyingByAsset(qualifications, competition.id).values()].filter(
    (qualification) => !grouped.has(assetKey(qualification)),
  );

  return {
    competitionId: competition.id,
    ballotId: ballot?.id ?? null,
    windows,
    bidSet,
    validity,
    requiredRates: rates,
    fixedPrice: fixed,
    // The newest active group is the configuration a change of selection is compared with.
    assetGroup: active.reduce<BallotAssetGroup | null>((latest, group) => (latest && latest.id > group.id ? latest : group), null),
    selectedAssets: fromActiveGroups.length > 0 ? fromActiveGroups : uniqueAssets(ungroupedQualified),
    submitted: false,
  };
}

/** BID-03: a new asset group is needed when there is no ballot (or group) yet, or the selection changed. */
export function isNewConfiguration(
  ballot: BiddingBallot | null,
  group: Pick<BallotAssetGroup, "ballot_assets"> | null,
  selectedAssets: readonly AssetRef[],
): boolean {
  return !ballot || !group || !sameAssets(group.ballot_assets, selectedAssets);
}

// Apart from the state rules, so the bid form's component can use it without the market constants.
export { isBallotValid } from "./ballot-validity";

/** Another blank bid in the window; its validity is reset as the window changed. */
export function addBid(state: BallotState, windowId: number): BallotState {
  const window = state.windows.find((candidate) => candidate.id === windowId);
  if (!window?.biddable) return state;
  return {
    ...state,
    bidSet: { ...state.bidSet, [windowId]: [...(state.bidSet[windowId] ?? []), blankBid(window)] },
    validity: { ...state.validity, [windowId]: null },
  };
}

export function removeBid(state: BallotState, windowId: number, index: number): BallotState {
  const bids = state.bidSet[windowId];
  if (!bids || index < 0 || index >= bids.length) return state;
  return {
    ...state,
    bidSet: { ...state.bidSet, [windowId]: bids.filter((_, position) => position !== index) },
    validity: { ...state.validity, [windowId]: null },
  };
}

export function withSelectedAssets(state: BallotState, selectedAssets: readonly AssetRef[]): BallotState {
  return { ...state, selectedAssets: uniqueAssets(selectedAssets) };
}

export type BidRow = { row: number; windowId: number; index: number; bid: BidDraft };

/**
 * The bid set as one list in window order: the form posts `bids[row]`, and a row number
 * leads back to its window and its place there.
 */
export function bidRows(state: Pick<BallotState, "windows" | "bidSet">): BidRow[] {
  const rows: BidRow[] = [];
  for (const window of state.windows) {
    (state.bidSet[window.id] ?? []).forEach((bid, index) => rows.push({ row: rows.length, windowId: window.id, index, bid }));
  }
  return rows;
}
