import { z } from "zod";
import { RATE_TYPES, rateField } from "~/domain/market/enums";
import { encodeMessage } from "~/domain/validation/messages";
import { requiredMessage } from "~/domain/validation/required";
import { zCurrency, zOptional } from "~/domain/validation/schemas";
import { assetKey } from "./assets";
import { bidRules, checkBid } from "./bid-form";
import { parseCsv } from "./csv";
import { encodeBiddingMessage } from "./messages";
import type { AssetRef, BidDraft, BidRules, BiddingCompetition, BiddingQualification, RateField } from "./types";
import { bidWindows } from "./windows";

/** The bids template's columns, in order (the upstream's `files/templates/bids/`). */
export const BID_FILE_COLUMNS = [
  "competition_id",
  "service_window_id",
  "asset_refs",
  "capacity_mw",
  "max_runtime",
  "availability_price",
  "utilisation_price",
  "service_fee",
] as const;
export type BidFileColumn = (typeof BID_FILE_COLUMNS)[number];

/** Rate columns may be left out: which rates a row needs depends on its competition. */
export const REQUIRED_BID_FILE_COLUMNS: readonly BidFileColumn[] = ["competition_id", "service_window_id", "asset_refs", "capacity_mw", "max_runtime"];

/** One or more asset references in a cell, separated by this. */
export const ASSET_REF_SEPARATOR = ";";

// Earlier templates named the asset column in the singular.
const COLUMN_ALIASES: Record<string, BidFileColumn> = { asset_ref: "asset_refs" };

const FIELD_COLUMN: Partial<Record<keyof BidDraft, BidFileColumn>> = {
  service_window: "service_window_id",
  capacity: "capacity_mw",
  max_runtime: "max_runtime",
  availability_price: "availability_price",
  utilisation_price: "utilisation_price",
  service_fee: "service_fee",
};

export type BulkBidInput = {
  competition: number;
  service_window: number;
  asset_refs: string[];
  /** The assets the references name, when the provider's assets were given. */
  ballot_assets?: AssetRef[];
  capacity: number;
  max_runtime: string;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
};

/** `row` counts the header as row 1, as a spreadsheet numbers it. */
export type BulkBidRow = {
  row: number;
  values: Record<BidFileColumn, string>;
  bid: BulkBidInput | null;
  errors: Partial<Record<BidFileColumn, string[]>>;
};

export type BulkBidFile = { fileErrors: string[]; rows: BulkBidRow[]; validRows: number };

export type BulkBidContext = {
  /** The competitions rows may name (expanded with their windows); when given, rows are checked against them. */
  competitions?: readonly BiddingCompetition[];
  /** The provider's assets, to resolve references; when given, unknown references are errors. */
  assets?: readonly { id: number; planned: boolean; ref?: string | null }[];
  /** With competitions and assets: capacity is held to the assets' qualified capacity as well. */
  qualifications?: readonly BiddingQualification[];
};

const idSchema = z.string().trim().regex(/^[1-9]\d*$/);
const optionalRate = zOptional(zCurrency());

function rulesFor(competition: BiddingCompetition, assets: AssetRef[] | undefined, context: BulkBidContext): BidRules {
  const rules = bidRules({ competition, qualifications: context.qualifications ?? [], selectedAssets: assets ?? [] });
  if (context.qualifications && assets) return rules;
  // Without the qualifications the window's own requirement is the only limit that can be known.
  for (const window of bidWindows(competition)) rules.windows[window.id].capacityLimit = window.capacityRequired;
  return rules;
}

/** Any competition: the row's rates are kept as given, only their format checked. */
function formatOnlyRules(windowId: number): BidRules {
  return {
    requiredRates: [],
    fixedPrice: false,
    capacityUnit: "MW",
    windows: Number.isSafeInteger(windowId) ? { [windowId]: { biddable: true, capacityLimit: Number.POSITIVE_INFINITY, fixedPrices: {} } } : {},
  };
}

function checkRow(values: Record<BidFileColumn, string>, context: BulkBidContext): Pick<BulkBidRow, "bid" | "errors"> {
  const errors: BulkBidRow["errors"] = {};
  const add = (column: BidFileColumn, message: string) => void (errors[column] ??= []).push(message);
  const required = encodeMessage(requiredMessage);

  const competitionId = idSchema.safeParse(values.competition_id).success ? Number(values.competition_id) : null;
  if (values.competition_id.trim() === "") add("competition_id", required);
  else if (competitionId === null) add("competition_id", encodeBiddingMessage("bulk.notAnId"));
  const competition = competitionId === null ? undefined : context.competitions?.find((candidate) => candidate.id === competitionId);
  if (competitionId !== null && context.competitions && !competition) add("competition_id", encodeBiddingMessage("bulk.unknownCompetition"));

  const windowId = idSchema.safeParse(values.service_window_id).success ? Number(values.service_window_id) : Number.NaN;
  if (values.service_window_id.trim() === "") add("service_window_id", required);
  else if (Number.isNaN(windowId)) add("service_window_id", encodeBiddingMessage("bulk.notAnId"));
  else if (competition && !bidWindows(competition).some((window) => window.id === windowId)) {
    add("service_window_id", encodeBiddingMessage("bulk.windowNotInCompetition"));
  }

  const refs = [...new Set(values.asset_refs.split(ASSET_REF_SEPARATOR).map((ref) => ref.trim()).filter(Boolean))];
  if (refs.length === 0) add("asset_refs", required);
  let ballotAssets: AssetRef[] | undefined;
  if (context.assets) {
    ballotAssets = [];
    for (const ref of refs) {
      const asset = context.assets.find((candidate) => candidate.ref?.trim() === ref);
      if (asset) ballotAssets.push({ flex_asset: asset.id, planned: asset.planned });
      else add("asset_refs", encodeBiddingMessage("bulk.unknownAsset", { ref }));
    }
    ballotAssets = ballotAssets.filter((asset, position, all) => all.findIndex((other) => assetKey(other) === assetKey(asset)) === position);
  }

  const rules = competition ? rulesFor(competition, ballotAssets, context) : formatOnlyRules(windowId);
  const raw = {
    service_window: values.service_window_id,
    capacity: values.capacity_mw,
    max_runtime: values.max_runtime,
    availability_price: values.availability_price,
    utilisation_price: values.utilisation_price,
    service_fee: values.service_fee,
  };
  const { bid, issues } = checkBid(raw, rules, 0);
  for (const issue of issues) {
    const column = FIELD_COLUMN[issue.field];
    // The window's own column already says what is wrong with it.
    if (column && !(column === "service_window_id" && errors.service_window_id)) add(column, issue.message);
  }

  const rates: Partial<Record<RateField, number | null>> = {};
  if (!competition) {
    for (const rate of RATE_TYPES) {
      const field = rateField(rate);
      const parsed = optionalRate.safeParse(values[field]);
      if (parsed.success) rates[field] = parsed.data ?? null;
      else add(field, parsed.error.issues[0].message);
    }
  }

  if (Object.keys(errors).length > 0 || !bid || competitionId === null) return { bid: null, errors };
  return {
    bid: {
      competition: competitionId,
      service_window: bid.service_window,
      asset_refs: refs,
      ...(ballotAssets ? { ballot_assets: ballotAssets } : {}),
      capacity: bid.capacity,
      max_runtime: bid.max_runtime,
      availability_price: rates.availability_price !== undefined ? rates.availability_price : bid.availability_price,
      utilisation_price: rates.utilisation_price !== undefined ? rates.utilisation_price : bid.utilisation_price,
      service_fee: rates.service_fee !== undefined ? rates.service_fee : bid.service_fee,
    },
    errors,
  };
}

/**
 * A bulk bid file read into bid inputs, each row with its own errors keyed by column
 * (the same checks as the bid form: "This field is required", formats, limits). Blank
 * rows are skipped; a missing required column or a broken quote fails the whole file.
 */
export function parseBulkBids(text: string, context: BulkBidContext = {}): BulkBidFile {
  const { records, unterminatedQuote } = parseCsv(text);
  if (unterminatedQuote) return { fileErrors: [encodeBiddingMessage("bulk.unterminatedQuote")], rows: [], validRows: 0 };
  const [header = [], ...body] = records;
  const columns = header.map((name) => {
    const column = name.trim().toLowerCase();
    return COLUMN_ALIASES[column] ?? column;
  });
  const missing = REQUIRED_BID_FILE_COLUMNS.filter((column) => !columns.includes(column));
  if (header.every((name) => name.trim() === "")) return { fileErrors: [encodeBiddingMessage("bulk.noRows")], rows: [], validRows: 0 };
  if (missing.length > 0) {
    return { fileErrors: [encodeBiddingMessage("bulk.missingColumns", { columns: missing.join(", ") })], rows: [], validRows: 0 };
  }

  const rows: BulkBidRow[] = [];
  body.forEach((cells, position) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    const values = Object.fromEntries(
      BID_FILE_COLUMNS.map((column) => {
        const at = columns.indexOf(column);
        return [column, at === -1 ? "" : (cells[at] ?? "").trim()];
      }),
    ) as Record<BidFileColumn, string>;
    rows.push({ row: position + 2, values, ...checkRow(values, context) });
  });
  if (rows.length === 0) return { fileErrors: [encodeBiddingMessage("bulk.noRows")], rows, validRows: 0 };
  return { fileErrors: [], rows, validRows: rows.filter((row) => row.bid !== null).length };
}
