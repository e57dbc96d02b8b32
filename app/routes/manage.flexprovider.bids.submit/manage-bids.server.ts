import { entryConfirmationsByCompetition } from "~/domain/bidding/confirmations";
import { FLAGS } from "~/domain/flags";
import { QUALIFYING_STATUSES } from "~/domain/market/enums";
import type { Auth } from "~/session/auth.server";
import { qualifications } from "~/upstream/assets.server";
import { allBallots, listBallots } from "~/upstream/ballots.server";
import { bidStatuses } from "~/upstream/bids.server";
import type { Client } from "~/upstream/client.server";
import { listCompetitions } from "~/upstream/competitions.server";
import { listConfirmations, listEntries } from "~/upstream/entries.server";
import type { Ballot } from "~/upstream/schemas/bidding";

export type ManagedCompetition = {
  id: number;
  name: string;
  status: string | null;
  ballots: { id: number; created: string; bidCount: number; capacity: number; approvalOutcome: string | null }[];
  bidCount: number;
  qualifyingAssets: number;
  entryStatus: "confirmed" | "withdrawn" | null;
  /** When the provider confirmed the competition's results (BID-10, irreversible), or null. */
  resultsConfirmed: string | null;
};

/**
 * BID-01: the provider's ballots, qualifications, bid status and results confirmations, fetched together; the
 * competitions they name are listed as active (open) or inactive (every other status).
 */
export async function loadManageBids(client: Client, auth: Auth) {
  const entriesOn = auth.features.has(FLAGS.entryConfirmation);
  const [ballots, records, statuses, openCompetitions, entries, confirmations] = await Promise.all([
    auth.features.has(FLAGS.ballotsPaging) ? listBallots(client).then((page) => page.items) : allBallots(client),
    qualifications(client),
    bidStatuses(client),
    listCompetitions(client, { role: "flexprovider", fromStatus: "open", toStatus: "open", fields: ["id", "name", "status"] }),
    entriesOn ? listEntries(client, { competitionStatus: "open" }) : Promise.resolve([]),
    listConfirmations(client),
  ]);
  const confirmedOn = new Map(confirmations.map((confirmation) => [confirmation.competition, confirmation.created]));
  const entryStatus = entryConfirmationsByCompetition(entries);
  const qualifying = new Map<number, Set<string>>();
  for (const record of records) {
    if (!QUALIFYING_STATUSES.includes(record.eligibility_status)) continue;
    const assets = qualifying.get(record.competition) ?? new Set<string>();
    assets.add(`${record.planned ? "p" : "a"}${record.flex_asset}`);
    qualifying.set(record.competition, assets);
  }
  const bidsByCompetition = new Map<number, number>();
  for (const status of statuses) if (status.is_active !== false) bidsByCompetition.set(status.competition, (bidsByCompetition.get(status.competition) ?? 0) + 1);

  const competitions = new Map<number, ManagedCompetition>();
  const entry = (id: number, name: string, status: string | null) => {
    const existing = competitions.get(id);
    if (existing) return existing;
    const created: ManagedCompetition = {
      id,
      name,
      status,
      ballots: [],
      bidCount: bidsByCompetition.get(id) ?? 0,
      qualifyingAssets: qualifying.get(id)?.size ?? 0,
      entryStatus: entryStatus[id] ?? null,
      resultsConfirmed: confirmedOn.get(id) ?? null,
    };
    competitions.set(id, created);
    return created;
  };
  for (const competition of openCompetitions) {
    if (qualifying.has(competition.id)) entry(competition.id, competition.name ?? "", competition.status ?? "open");
  }
  for (const ballot of ballots as Ballot[]) {
    const competition = entry(ballot.competition, ballot.competition_name ?? "", ballot.competition_status ?? null);
    competition.ballots.push({ id: ballot.id, created: ballot.created, bidCount: ballot.bid_count, capacity: ballot.capacity, approvalOutcome: ballot.approval_outcome ?? null });
  }
  const all = [...competitions.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    active: all.filter((competition) => competition.status === "open"),
    inactive: all.filter((competition) => competition.status !== "open"),
    entriesOn,
  };
}
