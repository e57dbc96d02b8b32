import { z } from "zod";
import { RATE_TYPES, rateField } from "~/domain/market/enums";
import { parseDuration } from "~/domain/validation/duration";
import { zBidRequired, zCapacity, zCurrency, zDuration } from "~/domain/validation/schemas";
import { assetKey, qualifyingByAsset } from "./assets";
import { BIDS_FIELD, bidFieldName } from "./bid-fields";
import { bidRows } from "./ballot-state";
import { encodeBiddingMessage } from "./messages";
import type {
  AssetRef,
  BallotState,
  BidDraft,
  BidRules,
  BiddingCompetition,
  BiddingQualification,
  FieldErrors,
  ValidBid,
  WindowValidity,
} from "./types";
import { isFixedPrice } from "~/domain/market/pricing";
import { bidWindows, capacityUnit, requiredRates } from "./windows";

// The field names live apart so the bid form's components can use them without zod.
export { BIDS_FIELD, bidFieldName } from "./bid-fields";

/** Form values are texts; a number (a default or a JSON value) is read as its text. */
const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);

// Capacities have at most 5 decimals, so the limit is taken to 5 decimals as the upstream does;
// the comparison allows for float noise in a sum of qualified capacities.
const CAPACITY_SLACK = 1e-9;
const toFiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

export const capacitySchema = z.preprocess(
  asText,
  zBidRequired(zCapacity()).refine((capacity) => capacity > 0, { message: encodeBiddingMessage("capacityPositive") }),
);
export const maxRuntimeSchema = z.preprocess(
  asText,
  zBidRequired(zDuration()).refine((runtime) => parseDuration(runtime)! > 0, { message: encodeBiddingMessage("maxRuntimePositive") }),
);
export const rateSchema = z.preprocess(asText, zBidRequired(zCurrency()));

/**
 * What a bid is checked against: the rates the competition type requires and, per
 * window, the most capacity that may be offered — the smaller of the selected assets'
 * total qualified capacity and the capacity the window requires.
 */
export function bidRules({
  competition,
  qualifications,
  selectedAssets,
}: {
  competition: BiddingCompetition;
  qualifications: readonly BiddingQualification[];
  selectedAssets: readonly AssetRef[];
}): BidRules {
  const qualifying = qualifyingByAsset(qualifications, competition.id);
  const selected = new Set(selectedAssets.map(assetKey));
  let qualifiedCapacity = 0;
  for (const [key, qualification] of qualifying) {
    if (selected.has(key)) qualifiedCapacity += qualification.qualified_capacity ?? 0;
  }
  const windows: BidRules["windows"] = {};
  for (const window of bidWindows(competition)) {
    windows[window.id] = {
      biddable: window.biddable,
      capacityLimit: toFiveDecimals(Math.min(qualifiedCapacity, window.capacityRequired)),
      fixedPrices: window.fixedPrices,
    };
  }
  return { requiredRates: requiredRates(competition), fixedPrice: isFixedPrice(competition), capacityUnit: capacityUnit(competition), windows };
}

type Issue = { field: keyof BidDraft; message: string };

function firstMessage(result: z.SafeParseReturnType<unknown, unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * One bid checked against the rules (BID-04): capacity, max runtime and each required
 * rate must be present ("This field is required"), well formed, and the capacity within
 * the window's limit. In a fixed-price competition the window's prices are used whatever
 * was posted. Rates the competition does not require are dropped (null).
 */
export function checkBid(raw: unknown, rules: BidRules, row: number): { bid: ValidBid | null; issues: Issue[] } {
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const issues: Issue[] = [];
  const fail = (field: keyof BidDraft, message: string | null) => {
    if (message) issues.push({ field, message });
  };

  let id: number | undefined;
  const idText = asText(input.id);
  if (typeof idText === "string" && idText.trim() !== "") {
    id = Number(idText);
    if (!Number.isSafeInteger(id) || id < 1) fail("id", encodeBiddingMessage("unknownBid"));
  }

  const windowId = Number(asText(input.service_window));
  const window = Number.isSafeInteger(windowId) ? rules.windows[windowId] : undefined;
  if (!window) fail("service_window", encodeBiddingMessage("unknownWindow"));
  else if (!window.biddable) fail("service_window", encodeBiddingMessage("windowNotBiddable"));

  const capacity = capacitySchema.safeParse(input.capacity);
  fail("capacity", firstMessage(capacity));
  // A window that takes no bids has no limit worth stating: its own message says enough.
  if (capacity.success && window?.biddable && capacity.data > window.capacityLimit + CAPACITY_SLACK) {
    // Named capacityUnit, not unit: i18next hands the values to Intl.NumberFormat, which refuses a unit it does not know ("MW") and leaves the figure unformatted.
    fail("capacity", encodeBiddingMessage("capacityAboveLimit", { limit: window.capacityLimit, capacityUnit: rules.capacityUnit }));
  }

  const maxRuntime = maxRuntimeSchema.safeParse(input.max_runtime);
  fail("max_runtime", firstMessage(maxRuntime));

  const rates: Pick<ValidBid, "availability_price" | "utilisation_price" | "service_fee"> = {
    availability_price: null,
    utilisation_price: null,
    service_fee: null,
  };
  for (const rate of RATE_TYPES) {
    if (!rules.requiredRates.includes(rate)) continue;
    const field = rateField(rate);
    if (rules.fixedPrice) {
      rates[field] = window?.fixedPrices[field] ?? null;
      continue;
    }
    const price = rateSchema.safeParse(input[field]);
    if (price.success) rates[field] = price.data;
    else fail(field, firstMessage(price));
  }

  if (issues.length > 0 || !capacity.success || !maxRuntime.success) return { bid: null, issues };
  return {
    bid: { row, ...(id === undefined ? {} : { id }), service_window: windowId, capacity: capacity.data, max_runtime: maxRuntime.data, ...rates },
    issues,
  };
}

export type RowIssue = { row: number; field: keyof BidDraft; message: string };
export type BidsCheck = { valid: boolean; bids: ValidBid[]; errors: FieldErrors; issues: RowIssue[]; invalidRows: number[] };

function collect(entries: Iterable<{ row: number; raw: unknown }>, rules: BidRules, onRow?: (row: number, ok: boolean) => void): BidsCheck {
  const result: BidsCheck = { valid: true, bids: [], errors: {}, issues: [], invalidRows: [] };
  for (const { row, raw } of entries) {
    const { bid, issues } = checkBid(raw, rules, row);
    onRow?.(row, issues.length === 0);
    if (bid) result.bids.push(bid);
    if (issues.length === 0) continue;
    result.valid = false;
    result.invalidRows.push(row);
    for (const issue of issues) {
      result.issues.push({ row, ...issue });
      (result.errors[bidFieldName(row, issue.field)] ??= []).push(issue.message);
    }
  }
  return result;
}

/** Every posted row checked; errors keyed `bids[row].field` so a form shows each beside its field. */
export function checkBids(rows: readonly unknown[], rules: BidRules): BidsCheck {
  return collect(rows.map((raw, row) => ({ row, raw })), rules);
}

/**
 * The bid form's schema, for conform's `parseWithZod` on the server and the client:
 * `{ bids: [...] }` in, `{ bids: ValidBid[] }` out, an issue per failed field.
 */
export function ballotFormSchema(rules: BidRules) {
  return z.object({ [BIDS_FIELD]: z.array(z.unknown()).default([]) }).transform((form, ctx) => {
    const checked = checkBids(form[BIDS_FIELD] ?? [], rules);
    if (checked.valid) return { bids: checked.bids };
    for (const issue of checked.issues) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [BIDS_FIELD, issue.row, issue.field], message: issue.message });
    }
    return z.NEVER;
  });
}

export type BallotValidation = BidsCheck & { state: BallotState };

function validate(state: BallotState, rules: BidRules, only?: number): BallotValidation {
  const rows = bidRows(state).filter((row) => only === undefined || row.windowId === only);
  const windowOf = new Map(rows.map((row) => [row.row, row.windowId]));
  const validity: Record<number, WindowValidity> = { ...state.validity };
  for (const window of state.windows) if (only === undefined || window.id === only) validity[window.id] = null;
  const checked = collect(rows.map(({ row, bid }) => ({ row, raw: bid })), rules, (row, ok) => {
    const windowId = windowOf.get(row)!;
    validity[windowId] = (validity[windowId] ?? true) && ok;
  });
  return { ...checked, state: { ...state, validity } };
}

/**
 * BID-04: the whole bid set checked. Each window with bids becomes valid or not; a window
 * with no bids stays not validated (null), as there is nothing in it to judge.
 */
export function validateBallot(state: BallotState, rules: BidRules): BallotValidation {
  return validate(state, rules);
}

/** BID-04: one window checked (e.g. when its section is left); the others keep their validity. */
export function validateWindow(state: BallotState, windowId: number, rules: BidRules): BallotValidation {
  return validate(state, rules, windowId);
}
