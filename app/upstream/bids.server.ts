import type { Client } from "./client.server";
import { UpstreamError, type FieldErrors } from "./errors";
import { paths, recordPath } from "./paths";
import { resource, type BulkResult } from "./resources.server";
import { bidFileRecordSchema, bidSchema, bidStatusSchema, type Bid, type BidInput, type BidPatch } from "./schemas/bidding";

type Id = number | string;

const bids = (client: Client) => resource(client, paths.bids, bidSchema);

/** Every bid of a ballot or a competition (active ones unless asked otherwise). */
export function listBids(client: Client, { ballot, competition, isActive = true }: { ballot?: Id; competition?: Id; isActive?: boolean } = {}) {
  return bids(client).fetchAll({ ballot, competition, is_active: isActive });
}

/** Bulk create: chunks of 250, two in flight; a refused chunk saves nothing, the other chunks are kept. */
export const createBids = (client: Client, rows: readonly BidInput[]): Promise<BulkResult<BidInput, Bid>> => bids(client).bulkCreate(rows);

/** Bulk patch, chunked like bulk create. */
export const patchBids = (client: Client, rows: readonly BidPatch[]): Promise<BulkResult<BidPatch, Bid>> => bids(client).bulkPatch(rows);

export const bidStatuses = (client: Client, { competition }: { competition?: Id } = {}) =>
  resource(client, paths.bidStatus, bidStatusSchema).fetchAll({ competition });

/** A bulk bid file's record, with its parsed rows once Ready or its row errors once in Error. */
export async function bidFile(client: Client, id: Id) {
  return (await client.json("GET", recordPath(paths.fileRecords, id), bidFileRecordSchema)).data;
}

/**
 * Claims a Ready bid file for creating its bids, once: true when this call claimed it, false
 * when it had been claimed before (its bids already created), so two posts never create them twice.
 */
export async function claimBidFile(client: Client, id: Id): Promise<boolean> {
  try {
    await client.json("POST", recordPath(paths.fileRecords, id, "claim"), bidFileRecordSchema);
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409) return false;
    throw error;
  }
}

export type FailedRow<Row> = { index: number; row: Row; errors: FieldErrors; error: unknown };

/**
 * Every row of the refused chunks with its own field errors (non_field_errors kept). A row
 * with no errors of its own was refused only because another row of its chunk was.
 */
export function failedRows<Row>(result: BulkResult<Row, unknown>): FailedRow<Row>[] {
  return result.failures.flatMap((failure) => {
    const perRow = failure.error instanceof UpstreamError && Array.isArray(failure.error.body) ? failure.error.body : [];
    return failure.rows.map(({ index, row }, position) => ({ index, row, errors: rowErrors(perRow[position]), error: failure.error }));
  });
}

function rowErrors(body: unknown): FieldErrors {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((item) => typeof item === "string")),
  );
}
