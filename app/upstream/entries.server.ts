import { z } from "zod";
import { chunk } from "~/domain/chunks";
import { CONFIRM_CHUNK, LARGE_PAGE_SIZE } from "~/domain/market/enums";
import type { Client } from "./client.server";
import { UpstreamDataError } from "./errors";
import { paths } from "./paths";
import { resource } from "./resources.server";
import { competitionConfirmationSchema, type CompetitionConfirmation } from "./schemas/bidding";
import { entrySchema, type Entry } from "./schemas/market";

type Id = number | string;

export type EntryQuery = { competitionStatus: "open" } | { competition: Id };

/** The caller's entry confirmations: of open competitions (pages of 1000), or of one competition. */
export function listEntries(client: Client, query: EntryQuery): Promise<Entry[]> {
  const filter = "competition" in query ? { competition: query.competition } : { competition_status: query.competitionStatus };
  return resource(client, paths.entries, entrySchema).fetchAll(filter, { pageSize: LARGE_PAGE_SIZE });
}

/** Confirms or withdraws the caller's entry into a competition (created, or changed if there is one). */
export async function setEntry(client: Client, competition: Id, status: Entry["status"]): Promise<Entry> {
  return (await client.json("POST", paths.entries, entrySchema, { body: { competition, status } })).data;
}

export const listConfirmations = (client: Client, { competition }: { competition?: Id } = {}) =>
  resource(client, paths.competitionConfirmations, competitionConfirmationSchema).fetchAll({ competition });

const confirmations = z.array(competitionConfirmationSchema);

/**
 * Confirms competition results (irreversible). With `chunked`, 50 competitions to a request,
 * one request after another so a refusal stops the rest. Only 201 counts as done: any
 * other answer throws.
 */
export async function confirmResults(client: Client, ids: readonly Id[], { chunked = false }: { chunked?: boolean } = {}): Promise<CompetitionConfirmation[]> {
  if (ids.length === 0) return [];
  const parts = chunked ? chunk(ids, CONFIRM_CHUNK) : [[...ids]];
  const confirmed: CompetitionConfirmation[] = [];
  for (const part of parts) {
    const response = await client.send("POST", paths.competitionConfirmationsBulk, { body: { competition_ids: part } });
    const text = await response.text();
    if (response.status !== 201) throw new UpstreamDataError(paths.competitionConfirmationsBulk, `expected 201 Created, got ${response.status}`);
    let parsed: z.SafeParseReturnType<unknown, CompetitionConfirmation[]>;
    try {
      parsed = confirmations.safeParse(JSON.parse(text));
    } catch {
      throw new UpstreamDataError(paths.competitionConfirmationsBulk, "the body is not valid JSON");
    }
    if (!parsed.success) throw new UpstreamDataError(paths.competitionConfirmationsBulk, parsed.error.issues.map((issue) => issue.message).join("; "));
    confirmed.push(...parsed.data);
  }
  return confirmed;
}
