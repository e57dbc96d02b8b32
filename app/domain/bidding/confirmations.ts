import { z } from "zod";
import { chunk } from "~/domain/chunks";
import { CONFIRM_CHUNK } from "~/domain/market/enums";
import {
  ACKNOWLEDGEMENT_FIELD,
  COMPETITION_IDS_FIELD,
  type EntryConfirmation,
  type EntryIntent,
  type EntryStatus,
} from "./confirmation-forms";
import { encodeBiddingMessage } from "./messages";

export {
  ACKNOWLEDGEMENT_FIELD,
  COMPETITION_IDS_FIELD,
  ENTRY_INTENTS,
  confirmationFailedMessage,
  entryActions,
  type EntryConfirmation,
  type EntryIntent,
  type EntryStatus,
} from "./confirmation-forms";

/** A checkbox posts "on" (or its value); JSON may send true. */
const isTicked = (value: unknown) => value === true || value === "on" || value === "true";

const competitionIds = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().int().positive()).min(1, { message: encodeBiddingMessage("confirmResults.competitionRequired") }),
);

/**
 * BID-10: the competition results confirmation modal. Confirming is irreversible, so the
 * acknowledgement checkbox must be ticked. Gives the competition ids, each once.
 */
export const competitionResultsSchema = z
  .object({
    [ACKNOWLEDGEMENT_FIELD]: z
      .unknown()
      .refine(isTicked, { message: encodeBiddingMessage("confirmResults.acknowledgementRequired") }),
    [COMPETITION_IDS_FIELD]: competitionIds,
  })
  .transform((form) => ({ competitionIds: [...new Set(form[COMPETITION_IDS_FIELD])] }));

export type ConfirmationRequest = { competition_ids: number[] };

/**
 * BID-10: the bodies to POST to bulk_confirm: chunks of 50 ids when the chunking feature
 * is on, otherwise every id in one request. Repeated ids are sent once.
 */
export function confirmationRequests(competitionIds: readonly number[], { chunked }: { chunked: boolean }): ConfirmationRequest[] {
  const ids = [...new Set(competitionIds)];
  if (ids.length === 0) return [];
  return (chunked ? chunk(ids, CONFIRM_CHUNK) : [ids]).map((part) => ({ competition_ids: part }));
}

/** BID-10: confirmed only when every request was answered 201; anything else (or a request that threw, as null) failed. */
export function confirmationSucceeded(statuses: readonly (number | null)[]): boolean {
  return statuses.length > 0 && statuses.every((status) => status === 201);
}

/** BID-09: each competition's entry status; with several records for one competition the latest counts. */
export function entryConfirmationsByCompetition(entries: readonly EntryConfirmation[]): Record<number, EntryStatus> {
  const latest = new Map<number, EntryConfirmation>();
  const later = (a: EntryConfirmation, b: EntryConfirmation) => {
    const byTime = (a.created ?? "").localeCompare(b.created ?? "");
    return byTime !== 0 ? byTime > 0 : a.id > b.id;
  };
  for (const entry of entries) {
    const current = latest.get(entry.competition);
    if (!current || later(entry, current)) latest.set(entry.competition, entry);
  }
  return Object.fromEntries([...latest].map(([competition, entry]) => [competition, entry.status]));
}

/** The body to POST to competition entries. */
export function entryPayload(competitionId: number, intent: EntryIntent): { competition: number; status: EntryStatus } {
  return { competition: competitionId, status: intent === "confirm" ? "confirmed" : "withdrawn" };
}
