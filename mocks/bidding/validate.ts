import { RATE_TYPES, REQUIRED_RATES, rateField, type RateType } from "~/domain/market/enums";
import { isFixedPrice } from "~/domain/market/pricing";
import { countDecimalPlaces } from "~/domain/validation/decimal-places";
import { parseDuration } from "~/domain/validation/duration";
import { store } from "../store";
import type { Ballot, Competition, ServiceWindow } from "../store/market-types";
import { asId, round5, type BallotAsset, type MarketIndex } from "./market-index";

export type FieldErrors = Record<string, string[]>;

export const CAPACITY_DECIMALS = 5;
export const RATE_DECIMALS = 2;

/** The upstream's messages, worded as Django REST framework words them where it has one. */
export const MESSAGES = {
  required: "This field is required.",
  number: "A valid number is required.",
  boolean: "Must be a valid boolean.",
  greaterThanZero: "Ensure this value is greater than 0.",
  atLeastZero: "Ensure this value is greater than or equal to 0.",
  atMost: (limit: number) => `Ensure this value is less than or equal to ${limit}.`,
  decimals: (limit: number) => `Ensure that there are no more than ${limit} decimal places.`,
  wholeDigits: (limit: number) => `Ensure that there are no more than ${limit} digits before the decimal point.`,
  duration: "Duration has wrong format. Use D HH:MM:SS, for example 0 01:30:00.",
  durationPositive: "Ensure this duration is longer than 0 00:00:00.",
  invalidPk: (pk: unknown) => `Invalid pk "${String(pk)}" - object does not exist.`,
  notAList: "Expected a list of items.",
  notAnObject: "Invalid data. Expected a dictionary.",
  emptyList: "This list may not be empty.",
  duplicateAsset: "This asset is listed more than once.",
  notQualifying: (ref: string) => `Asset ${ref} does not qualify for this competition.`,
  windowElsewhere: "This service window does not belong to the competition.",
  ballotMismatch: "The competition does not match the ballot.",
  notOpen: "Bidding is not open for this competition.",
} as const;

/** A bid ready to store: every reference resolved, rates as the competition requires them. */
export type ValidBid = {
  ballot: Ballot | null;
  competition: Competition;
  ballot_assets: BallotAsset[];
  service_window: number;
  capacity: number;
  max_runtime: string;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
  divisible: boolean;
  grid_supply_points: number[];
};

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const DURATION_FORMAT = /^\d+ \d{2}:\d{2}:\d{2}$/;
const NUMBER_FORMAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && NUMBER_FORMAT.test(value.trim())) return Number(value.trim());
  return null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const fixedPriceField = (rate: RateType) => (rate === "service_fee" ? "fixed_service_fee" : (`fixed_${rate}_price` as const));


function collector() {
  const errors: FieldErrors = {};
  return { errors, add: (field: string, message: string) => void (errors[field] ??= []).push(message) };
}

/**
 * The assets of a ballot asset group: each the caller's own (metered or planned, as
 * stated) and qualifying in the competition. Errors are keyed `field.index.flex_asset`.
 */
export function validateBallotAssets(
  index: MarketIndex,
  orgId: number,
  competition: Competition | undefined,
  raw: unknown,
  field: string,
): Validated<BallotAsset[]> {
  const { errors, add } = collector();
  if (raw === undefined || raw === null) add(field, MESSAGES.required);
  else if (!Array.isArray(raw)) add(field, MESSAGES.notAList);
  else if (raw.length === 0) add(field, MESSAGES.emptyList);
  const assets: BallotAsset[] = [];
  const seen = new Set<string>();
  (Array.isArray(raw) ? raw : []).forEach((item: unknown, position) => {
    const at = `${field}.${position}`;
    if (!item || typeof item !== "object") return add(at, MESSAGES.notAnObject);
    const { flex_asset: rawId, planned: rawPlanned = false } = item as Record<string, unknown>;
    if (typeof rawPlanned !== "boolean") add(`${at}.planned`, MESSAGES.boolean);
    if (isBlank(rawId)) return add(`${at}.flex_asset`, MESSAGES.required);
    const id = asId(rawId);
    const planned = rawPlanned === true;
    const asset = id === null ? undefined : index.asset(id, planned);
    if (!asset || asset.organisation_id !== orgId) return add(`${at}.flex_asset`, MESSAGES.invalidPk(rawId));
    const key = `${asset.id}:${planned}`;
    if (seen.has(key)) return add(`${at}.flex_asset`, MESSAGES.duplicateAsset);
    seen.add(key);
    if (competition && !index.qualifying(orgId, competition.id, { flex_asset: asset.id, planned })) {
      return add(`${at}.flex_asset`, MESSAGES.notQualifying(asset.ref));
    }
    assets.push({ flex_asset: asset.id, planned });
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: assets };
}

/** A decimal field: a number, within `places` decimals, above `min` (exclusive when `strict`). */
function checkDecimal(value: unknown, places: number, strict: boolean): { value: number | null; message?: string } {
  if (isBlank(value)) return { value: null, message: MESSAGES.required };
  const number = toNumber(value);
  if (number === null) return { value: null, message: MESSAGES.number };
  if ((countDecimalPlaces(value as string | number) ?? 0) > places) return { value: null, message: MESSAGES.decimals(places) };
  // The decimal columns hold 10 digits before the point.
  if (Math.abs(number) >= 1e10) return { value: null, message: MESSAGES.wholeDigits(10) };
  if (strict ? number <= 0 : number < 0) return { value: null, message: strict ? MESSAGES.greaterThanZero : MESSAGES.atLeastZero };
  return { value: number };
}

/** Which ballot and competition a bid goes into: an existing ballot, or a competition with the assets for a new one. */
function resolveTarget(index: MarketIndex, orgId: number, draft: Record<string, unknown>, add: (field: string, message: string) => void) {
  if (!isBlank(draft.ballot)) {
    const id = asId(draft.ballot);
    const ballot = store.market.ballots.find((row) => row.id === id && row.organisation_id === orgId && row.is_active);
    if (!ballot) {
      add("ballot", MESSAGES.invalidPk(draft.ballot));
      return {};
    }
    if (!isBlank(draft.competition) && asId(draft.competition) !== ballot.competition) add("competition", MESSAGES.ballotMismatch);
    return { ballot, competition: index.competition(ballot.competition), assets: index.activeGroup(ballot.id)?.ballot_assets ?? [] };
  }
  if (draft.ballot_assets === undefined) {
    add("ballot", MESSAGES.required);
    return {};
  }
  const competition = index.competition(draft.competition);
  if (isBlank(draft.competition)) add("competition", MESSAGES.required);
  else if (!competition) add("competition", MESSAGES.invalidPk(draft.competition));
  const assets = validateBallotAssets(index, orgId, competition, draft.ballot_assets, "ballot_assets");
  if (!assets.ok) {
    for (const [field, messages] of Object.entries(assets.errors)) messages.forEach((message) => add(field, message));
    return { competition, assetsInvalid: true };
  }
  return { competition, assets: assets.value };
}

function resolveWindow(index: MarketIndex, competition: Competition | undefined, raw: unknown, add: (field: string, message: string) => void) {
  if (isBlank(raw)) return void add("service_window", MESSAGES.required);
  if (!competition) return undefined;
  const id = asId(raw);
  const window = index.windowsOf(competition).find((candidate) => candidate.id === id);
  if (window) return window;
  const elsewhere = store.market.competitions.some((other) => index.windowsOf(other).some((candidate) => candidate.id === id));
  add("service_window", elsewhere ? MESSAGES.windowElsewhere : MESSAGES.invalidPk(raw));
  return undefined;
}

/**
 * A bid as the marketplace checks it: target ballot (or competition and assets), open
 * bidding, service window of that competition, capacity within what the assets qualified
 * with and the window needs, runtime format, and the rates the competition type requires
 * (fixed-price competitions take the window's fixed prices whatever is sent).
 */
export function validateBid(index: MarketIndex, orgId: number, draft: Record<string, unknown>): Validated<ValidBid> {
  const { errors, add } = collector();
  const { ballot = null, competition, assets = [], assetsInvalid } = resolveTarget(index, orgId, draft, add);
  if (competition && competition.status !== "open") add("non_field_errors", MESSAGES.notOpen);
  const window: ServiceWindow | undefined = resolveWindow(index, competition, draft.service_window, add);

  const capacity = checkDecimal(draft.capacity, CAPACITY_DECIMALS, true);
  if (capacity.message) add("capacity", capacity.message);
  else if (competition && window && !assetsInvalid) {
    const qualified = assets.reduce((sum, asset) => sum + (index.qualifying(orgId, competition.id, asset)?.qualified_capacity ?? 0), 0);
    const limit = round5(Math.min(qualified, window.capacity_required));
    if (capacity.value! > limit) add("capacity", MESSAGES.atMost(limit));
  }

  const runtime = draft.max_runtime;
  if (isBlank(runtime)) add("max_runtime", MESSAGES.required);
  else if (typeof runtime !== "string" || !DURATION_FORMAT.test(runtime.trim()) || parseDuration(runtime) === null) add("max_runtime", MESSAGES.duration);
  else if (parseDuration(runtime) === 0) add("max_runtime", MESSAGES.durationPositive);

  const rates: Record<string, number | null> = { availability_price: null, utilisation_price: null, service_fee: null };
  if (competition) {
    const required = REQUIRED_RATES[competition.competition_type];
    for (const rate of RATE_TYPES) {
      if (!required.includes(rate)) continue;
      const field = rateField(rate);
      if (isFixedPrice(competition)) rates[field] = window?.[fixedPriceField(rate)] ?? null;
      else {
        const checked = checkDecimal(draft[field], RATE_DECIMALS, false);
        if (checked.message) add(field, checked.message);
        rates[field] = checked.value;
      }
    }
  }

  const divisible = draft.divisible ?? false;
  if (typeof divisible !== "boolean") add("divisible", MESSAGES.boolean);

  if (Object.keys(errors).length || !competition || !window) return { ok: false, errors };
  const gsps = new Set(assets.map((asset) => index.asset(asset.flex_asset, asset.planned)?.grid_supply_point).filter((id): id is number => !!id));
  return {
    ok: true,
    value: {
      ballot,
      competition,
      ballot_assets: assets,
      service_window: window.id,
      capacity: capacity.value!,
      max_runtime: String(runtime).trim(),
      availability_price: rates.availability_price,
      utilisation_price: rates.utilisation_price,
      service_fee: rates.service_fee,
      divisible: divisible as boolean,
      grid_supply_points: [...gsps].sort((a, b) => a - b),
    },
  };
}
