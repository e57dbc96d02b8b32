import { BID_FILE_COLUMNS, REQUIRED_BID_FILE_COLUMNS } from "~/domain/bidding/bulk-rows";
import { parseCsv as parseCsvText } from "~/domain/bidding/csv";
import { store } from "../store";
import type { FileRecord } from "../store/types";
import { marketIndex, type BallotAsset } from "./market-index";
import { MESSAGES, validateBid, type FieldErrors } from "./validate";

/** The bulk bid template's columns, as the app reads them; `asset_refs` holds one or more references separated by ";". */
export { BID_FILE_COLUMNS };

const CAPACITY_LIMIT = /^Ensure this value is less than or equal to /;

const REQUIRED_COLUMNS = REQUIRED_BID_FILE_COLUMNS;

export const BID_FILE_MESSAGES = {
  providersOnly: "Only flex providers can upload bids.",
  missingColumn: "This column is missing.",
  noRows: "The file has no bid rows.",
  unknownAsset: (ref: string) => `Unknown asset reference "${ref}".`,
  unreadable: "The file is not a readable CSV or XLSX file.",
} as const;

/** Row numbers count the header as row 1, as a spreadsheet shows them; null for the file as a whole. */
export type BidFileError = { row: number | null; field: string | null; message: string };

/** A parsed row, ready to post to the bids collection as it is. */
export type BidFileRow = {
  competition: number;
  service_window: number;
  ballot_assets: BallotAsset[];
  capacity: number;
  max_runtime: string;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
};

export type BidFileOutcome =
  | { status: "r"; rows_valid: number; rows: BidFileRow[] }
  | { status: "e"; rows_valid: number; errors: BidFileError[] }
  | { status: "f"; rows_valid: 0; errors: BidFileError[] };

/** RFC 4180 CSV records (the same reader the app uses). */
export function parseCsv(text: string): string[][] {
  return parseCsvText(text).records;
}

// Wire fields named back as the file's columns, so a row error points at a cell the user can find.
function columnOf(field: string): string | null {
  if (field === "non_field_errors") return null;
  if (field === "ballot" || field.startsWith("ballot_assets")) return "asset_refs";
  return ({ competition: "competition_id", service_window: "service_window_id", capacity: "capacity_mw" } as Record<string, string>)[field] ?? field;
}

/** Parses a bulk bid file with the same validation the bids collection applies to each row. */
export function parseBidFile(orgId: number, text: string): BidFileOutcome {
  const organisation = store.organisations.find((org) => org.id === orgId);
  if (organisation?.org_type !== "flexprovider") return { status: "f", rows_valid: 0, errors: [{ row: null, field: null, message: BID_FILE_MESSAGES.providersOnly }] };

  const [header = [], ...records] = parseCsv(text);
  const columns = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) return { status: "e", rows_valid: 0, errors: missing.map((field) => ({ row: 1, field, message: BID_FILE_MESSAGES.missingColumn })) };

  const index = marketIndex();
  const rows: BidFileRow[] = [];
  const errors: BidFileError[] = [];
  records.forEach((cells, position) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    const row = position + 2;
    const cell = (name: string) => (columns.includes(name) ? (cells[columns.indexOf(name)] ?? "").trim() : "");
    const refErrors: FieldErrors = {};
    const assets: BallotAsset[] = [];
    for (const ref of cell("asset_refs").split(";").map((part) => part.trim()).filter(Boolean)) {
      const asset = index.assetByRef(orgId, ref);
      if (asset) assets.push({ flex_asset: asset.id, planned: asset.planned });
      else (refErrors.asset_refs ??= []).push(BID_FILE_MESSAGES.unknownAsset(ref));
    }
    if (!cell("asset_refs")) refErrors.asset_refs = [MESSAGES.required];
    const optional = (name: string) => cell(name) || undefined;
    const result = validateBid(index, orgId, {
      competition: cell("competition_id") || undefined,
      service_window: cell("service_window_id") || undefined,
      ballot_assets: assets,
      capacity: cell("capacity_mw") || undefined,
      max_runtime: cell("max_runtime") || undefined,
      availability_price: optional("availability_price"),
      utilisation_price: optional("utilisation_price"),
      service_fee: optional("service_fee"),
    });
    const hasRefErrors = Object.keys(refErrors).length > 0;
    if (result.ok && !hasRefErrors) {
      const bid = result.value;
      rows.push({
        competition: bid.competition.id,
        service_window: bid.service_window,
        ballot_assets: bid.ballot_assets,
        capacity: bid.capacity,
        max_runtime: bid.max_runtime,
        availability_price: bid.availability_price,
        utilisation_price: bid.utilisation_price,
        service_fee: bid.service_fee,
      });
      return;
    }
    const found = result.ok ? {} : result.errors;
    // With an unknown reference the assets, and so the capacity limit, are unknown too: report the reference alone.
    const relevant = hasRefErrors
      ? Object.entries(found)
          .filter(([field]) => columnOf(field) !== "asset_refs")
          .map(([field, messages]): [string, string[]] => [field, field === "capacity" ? messages.filter((message) => !CAPACITY_LIMIT.test(message)) : messages])
          .concat(Object.entries(refErrors))
      : Object.entries(found);
    for (const [field, messages] of relevant) for (const message of messages) errors.push({ row, field: columnOf(field), message });
  });
  if (!rows.length && !errors.length) return { status: "e", rows_valid: 0, errors: [{ row: null, field: null, message: BID_FILE_MESSAGES.noRows }] };
  return errors.length ? { status: "e", rows_valid: rows.length, errors } : { status: "r", rows_valid: rows.length, rows };
}

// The uploaded text waits here until the record is next read; a store reset drops the records and so the texts.
const pending = new WeakMap<FileRecord, string | null>();

/** `null` stands for a file that could not be read at all. */
export function receiveBidFile(record: FileRecord, text: string | null) {
  pending.set(record, text);
}

/** Parses a waiting bid file and writes the outcome onto its record: Uploaded becomes Ready, Error or User Permission Error. */
export function settleBidFile(record: FileRecord) {
  const text = pending.get(record);
  if (text === undefined) return;
  pending.delete(record);
  const outcome: BidFileOutcome =
    text === null ? { status: "e", rows_valid: 0, errors: [{ row: null, field: null, message: BID_FILE_MESSAGES.unreadable }] } : parseBidFile(record.org_id, text);
  Object.assign(record, outcome);
}
