import { z } from "zod";
import { encodeBiddingMessage } from "~/domain/bidding/messages";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { bidFile, claimBidFile, claimBidFileRetry, createBids, failedRows } from "~/upstream/bids.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { fileStatusOf } from "~/domain/bidding/file-status";
import { columnOf } from "./columns";
import { ALREADY_RETRIED, CREATED_BEFORE_FIELD, RETRY_FIELDS, RETRY_FILE_FIELD, RETRY_TOKEN_FIELD, type BidRow, type CreateOutcome, type FailedBidRow, type RetryClaim, type RowError } from "./bulk-result";

/** A retried row as the bids collection takes it. */
const bidRowSchema: z.ZodType<BidRow> = z.object({
  competition: z.number().int().positive(),
  service_window: z.number().int().positive(),
  ballot_assets: z.array(z.object({ flex_asset: z.number().int().positive(), planned: z.boolean() })).min(1),
  capacity: z.union([z.number(), z.string()]),
  max_runtime: z.string(),
  availability_price: z.union([z.number(), z.string()]).nullable(),
  utilisation_price: z.union([z.number(), z.string()]).nullable(),
  service_fee: z.union([z.number(), z.string()]).nullable(),
});

// The first bid row of a file is its second line: the header is row 1.
const FIRST_ROW = 2;
const FILE_ID = /^[1-9]\d{0,15}$/;

function reasonsOf(row: number, errors: Record<string, string[]>, error: unknown): RowError[] {
  const toReasons = (fields: Record<string, string[]>) =>
    Object.entries(fields).flatMap(([field, messages]) => messages.map((message) => ({ row, field: columnOf(field), message })));
  const own = toReasons(errors);
  if (own.length > 0) return own;
  // A chunk refused for another row's sake, or as a whole, saved this row neither; a refusal of the whole chunk is its reason too.
  const wholeChunk =
    error instanceof UpstreamError && !Array.isArray(error.body)
      ? Object.keys(error.fieldErrors).length > 0
        ? toReasons(error.fieldErrors)
        : [{ row, field: null, message: error.detail }]
      : [];
  return [{ row, field: null, message: encodeBiddingMessage("bidNotSaved") }, ...wholeChunk];
}

/** Posts the rows through the chunked bulk create; the refused chunks come back row by row, the rest stay created. */
async function createRows(
  args: GuardedArgs,
  bids: readonly BidRow[],
  fileRows: readonly number[],
  { intent, claim, createdBefore = 0 }: { intent: CreateOutcome["intent"]; claim: RetryClaim; createdBefore?: number },
): Promise<CreateOutcome> {
  const result = await createBids(await userClient(args.request, args.context, args.auth), bids);
  const signedOut = result.failures.find((failure) => failure.error instanceof UpstreamError && failure.error.status === 401);
  if (signedOut) throw signedOut.error;
  const failed: FailedBidRow[] = failedRows(result).map(({ index, row, errors, error }) => {
    const fileRow = fileRows[index];
    return { row: fileRow, bid: row as BidRow, errors: reasonsOf(fileRow, errors, error) };
  });
  return { intent, created: result.saved.length, total: createdBefore + result.saved.length, failed, ...(failed.length > 0 ? { retry: claim } : {}) };
}

const refused = (formError: string): CreateOutcome => ({ intent: "create", created: 0, total: 0, failed: [], formError });

/**
 * Creates the bids of a Ready file, read again from the upstream rather than trusted from the
 * page. The file is claimed first, once: a second post (a reload, the back button, two
 * clicks) is refused rather than creating the same bids again.
 */
export async function createFromFile(args: GuardedArgs, form: FormData) {
  const id = String(form.get("file") ?? "");
  if (!FILE_ID.test(id)) return refused("upload:errors.notReady");
  const client = await userClient(args.request, args.context, args.auth);
  let record: Awaited<ReturnType<typeof bidFile>>;
  let claim: Awaited<ReturnType<typeof claimBidFile>>;
  try {
    record = await bidFile(client, id);
    if (record.claimed) return refused("upload:errors.alreadyCreated");
    if (fileStatusOf(record.status) !== "ready" || !record.rows?.length) return refused("upload:errors.notReady");
    claim = await claimBidFile(client, id);
  } catch (error) {
    // Nothing was created: the file stays Ready, with its Create button, to be created once the service answers.
    return upstreamFailureAnswer(error, refused);
  }
  if (!claim) return refused("upload:errors.alreadyCreated");
  return createRows(args, record.rows, record.rows.map((_, position) => position + FIRST_ROW), { intent: "create", claim: { file: claim.id, token: claim.retry_token } });
}

const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value.trim() : "");
const rate = (value: FormDataEntryValue | undefined) => text(value) || null;
const assetsSchema = z.string().transform((value, context) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    context.addIssue({ code: z.ZodIssueCode.custom });
    return z.NEVER;
  }
});

/**
 * The failed rows sent back by the retry form. Values the user may have corrected are sent
 * as typed (the upstream judges them and says why); the row's identity must be intact.
 */
export function retryRows(form: FormData): { rows: BidRow[]; fileRows: number[] } | null {
  const byPosition = new Map<number, Partial<Record<(typeof RETRY_FIELDS)[number], FormDataEntryValue>>>();
  for (const [name, value] of form) {
    const match = /^rows\[(\d{1,4})\]\.([a-z_]+)$/.exec(name);
    if (!match || !(RETRY_FIELDS as readonly string[]).includes(match[2])) continue;
    const fields = byPosition.get(Number(match[1])) ?? {};
    fields[match[2] as (typeof RETRY_FIELDS)[number]] = value;
    byPosition.set(Number(match[1]), fields);
  }
  const rows: BidRow[] = [];
  const fileRows: number[] = [];
  for (const [, fields] of [...byPosition].sort(([a], [b]) => a - b)) {
    const assets = assetsSchema.safeParse(text(fields.ballot_assets));
    const parsed = bidRowSchema.safeParse({
      competition: Number(text(fields.competition)),
      service_window: Number(text(fields.service_window)),
      ballot_assets: assets.success ? assets.data : null,
      capacity: text(fields.capacity),
      max_runtime: text(fields.max_runtime),
      availability_price: rate(fields.availability_price),
      utilisation_price: rate(fields.utilisation_price),
      service_fee: rate(fields.service_fee),
    });
    const row = Number(text(fields.row));
    if (!parsed.success || !Number.isSafeInteger(row) || row < FIRST_ROW) return null;
    rows.push(parsed.data);
    fileRows.push(row);
  }
  return rows.length > 0 ? { rows, fileRows } : null;
}

/**
 * Creates just the rows that failed before, keeping each one's file row number. The retry is
 * claimed first with the token its form carries, once: the same form posted again (a reload,
 * the back button) is refused rather than creating those rows again.
 */
export async function retryFailedRows(args: GuardedArgs, form: FormData) {
  const retry = retryRows(form);
  const before = Number(form.get(CREATED_BEFORE_FIELD));
  const createdBefore = Number.isSafeInteger(before) && before > 0 ? before : 0;
  const refusedRetry = (formError: string): CreateOutcome => ({ intent: "retry", created: 0, total: createdBefore, failed: [], formError });
  const id = text(form.get(RETRY_FILE_FIELD) ?? undefined);
  const token = text(form.get(RETRY_TOKEN_FIELD) ?? undefined);
  if (!retry || !FILE_ID.test(id) || !token) return refusedRetry("upload:errors.retryRows");
  let claim: Awaited<ReturnType<typeof claimBidFileRetry>>;
  try {
    claim = await claimBidFileRetry(await userClient(args.request, args.context, args.auth), id, token);
  } catch (error) {
    // Nothing was retried and the token is unspent: the same rows, as sent, are offered for retry again with the failure.
    const failed = retry.rows.map((bid, position): FailedBidRow => {
      const row = retry.fileRows[position];
      return { row, bid, errors: [{ row, field: null, message: encodeBiddingMessage("bidNotSaved") }] };
    });
    return upstreamFailureAnswer(error, (formError): CreateOutcome => ({ intent: "retry", created: 0, total: createdBefore, failed, retry: { file: Number(id), token }, formError }));
  }
  if (!claim) return refusedRetry(ALREADY_RETRIED);
  return createRows(args, retry.rows, retry.fileRows, { intent: "retry", createdBefore, claim: { file: claim.id, token: claim.retry_token } });
}
