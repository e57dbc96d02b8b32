import { uniqueAssets } from "./assets";
import { BIDS_FIELD, bidFieldName } from "./bid-form";
import { encodeBiddingMessage } from "./messages";
import type { AssetRef, BidDraft, FieldErrors, ValidBid } from "./types";

/** POST ballots: a new ballot with its first asset group. */
export type BallotCreatePayload = { competition: number; asset_group: { ballot_assets: AssetRef[] } };
/** POST ballot asset groups: a new selection for an existing ballot (the upstream makes it the active one). */
export type AssetGroupPayload = { ballot: number; ballot_assets: AssetRef[] };

type BidFields = Omit<ValidBid, "row" | "id">;
export type BidCreatePayload = { ballot: number } & BidFields;
export type BidPatchPayload = { id: number } & BidFields;

export function ballotCreatePayload(competitionId: number, selectedAssets: readonly AssetRef[]): BallotCreatePayload {
  return { competition: competitionId, asset_group: { ballot_assets: uniqueAssets(selectedAssets) } };
}

export function assetGroupPayload(ballotId: number, selectedAssets: readonly AssetRef[]): AssetGroupPayload {
  return { ballot: ballotId, ballot_assets: uniqueAssets(selectedAssets) };
}

/**
 * The bulk writes of a validated bid set. `create` and `patch` are the bodies for
 * bulkCreate and bulkPatch; `createRows` and `patchRows` give, for each body at the same
 * position, the form row it came from, so a failed chunk leads back to its rows.
 * `removed`: saved bids no longer in the form, to be made inactive.
 */
export type BidWrites = {
  create: BidCreatePayload[];
  createRows: number[];
  patch: BidPatchPayload[];
  patchRows: number[];
  removed: number[];
};

export function bidWrites(ballotId: number, bids: readonly ValidBid[], savedBidIds: readonly number[] = []): BidWrites {
  const writes: BidWrites = { create: [], createRows: [], patch: [], patchRows: [], removed: [] };
  const kept = new Set<number>();
  for (const { row, id, ...fields } of bids) {
    const body: BidFields = {
      service_window: fields.service_window,
      capacity: fields.capacity,
      max_runtime: fields.max_runtime,
      availability_price: fields.availability_price,
      utilisation_price: fields.utilisation_price,
      service_fee: fields.service_fee,
    };
    if (id === undefined) {
      writes.create.push({ ballot: ballotId, ...body });
      writes.createRows.push(row);
    } else {
      writes.patch.push({ id, ...body });
      writes.patchRows.push(row);
      kept.add(id);
    }
  }
  writes.removed = [...new Set(savedBidIds)].filter((id) => !kept.has(id));
  return writes;
}

/** A failed chunk of a bulk write, as the upstream resource reports it: positions within the bodies sent, and why. */
export type FailedChunk = { rows: readonly { index: number }[]; error: unknown };

/** The form rows of the bodies in a failed chunk. */
export function failedFormRows(formRows: readonly number[], failure: FailedChunk): number[] {
  return failure.rows.map(({ index }) => formRows[index]).filter((row): row is number => row !== undefined);
}

const FORM_FIELDS = new Set<string>(["capacity", "max_runtime", "availability_price", "utilisation_price", "service_fee", "service_window", "id"]);

const messagesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : typeof value === "string" ? [value] : [];

/**
 * The errors of a failed chunk on the form's rows. A list body (one error object per body
 * sent, as a bulk serializer answers) puts each message on its row's field; messages about
 * other fields go on the row itself (`bids[row]`). A row of the chunk with no message of
 * its own was not saved either, and says so.
 */
export function failedChunkErrors(formRows: readonly number[], failure: FailedChunk): FieldErrors {
  const errors: FieldErrors = {};
  const body = (failure.error as { body?: unknown } | null)?.body;
  const perBody = Array.isArray(body) ? body : [];
  failure.rows.forEach(({ index }, position) => {
    const row = formRows[index];
    if (row === undefined) return;
    const item = perBody[position];
    let named = false;
    if (item && typeof item === "object" && !Array.isArray(item)) {
      for (const [field, value] of Object.entries(item)) {
        const messages = messagesOf(value);
        if (messages.length === 0) continue;
        const key = FORM_FIELDS.has(field) ? bidFieldName(row, field as keyof BidDraft) : `${BIDS_FIELD}[${row}]`;
        (errors[key] ??= []).push(...messages);
        named = true;
      }
    }
    if (!named) (errors[`${BIDS_FIELD}[${row}]`] ??= []).push(encodeBiddingMessage("bidNotSaved"));
  });
  return errors;
}
