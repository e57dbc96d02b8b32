import type { Client } from "./client.server";
import { UpstreamError, type FieldErrors } from "./errors";
import { paths, recordPath } from "./paths";
import { resource, type BulkResult } from "./resources.server";
import { bidFileClaimSchema, bidFileRecordSchema, bidSchema, bidStatusSchema, type Bid, type BidFileClaim, type BidInput, type BidPatch } from "./schemas/bidding";

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

/** The answer of a claim, or null when the upstream refused it as made before (409). */
async function claimOnce(claim: Promise<{ data: BidFileClaim }>): Promise<BidFileClaim | null> {
  try {
    return (await claim).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409) return null;
    throw error;
  }
}

/**
 * Claims a Ready bid file for creating its bids, once: the claimed record (with the token for
 * retrying the rows that fail) when this call claimed it, null when it had been claimed before
 * (its bids already created), so two posts never create them twice.
 */
export const claimBidFile = (client: Client, id: Id) => claimOnce(client.json("POST", recordPath(paths.fileRecords, id, "claim"), bidFileClaimSchema));

/**
 * Claims a retry of a created file's failed rows with the token the last creation or retry
 * gave: the record with the next token, or null when that token was spent (the same retry
 * posted again), so retried rows are created once too.
 */
export const claimBidFileRetry = (client: Client, id: Id, token: string) => claimOnce(client.json("POST", recordPath(paths.fileRecords, id, "retry"), bidFileClaimSchema, { body: { retry_token: token } }));

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
