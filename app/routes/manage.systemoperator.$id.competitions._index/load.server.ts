import { redirect } from "@remix-run/node";
import type { ClearingView } from "~/components/clearing/view";
import { bidRow } from "~/domain/clearing/bid-row";
import { FLAGS } from "~/domain/flags";
import { userClient } from "~/session/api.server";
import { notFound, type GuardedArgs } from "~/session/guard.server";
import type { Client } from "~/upstream/client.server";
import { getCompetition, listOperatorCompetitions } from "~/upstream/competitions.server";
import { operatorBidsApi } from "~/upstream/operator-bids.server";
import type { BidSummary, OperatorBid } from "~/upstream/schemas/clearing";
import type { Competition } from "~/upstream/schemas/market";
import { clearingApi } from "~/upstream/clearing.server";
import { clearingSetup, clearingView, openingState } from "./clearing-setup.server";

export type SelectedCompetition = { competition: Competition; summary: BidSummary | null; bids: OperatorBid[] };

/** A positive whole number from the query, or undefined. */
export function competitionParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

export function listUrlFor(organisation: string | undefined, competition?: number) {
  const base = `/manage/systemoperator/${encodeURIComponent(organisation ?? "")}/competitions`;
  return competition ? `${base}?competition=${competition}` : base;
}

/**
 * The competition with its bid summary and bids; a removed competition (no name) is not found.
 * Archived ones open too, read-only, from their own group of the list or as analytics names them.
 */
export async function loadCompetition(client: Client, id: number): Promise<SelectedCompetition> {
  const bidsApi = operatorBidsApi(client);
  const [competition, summary, bids] = await Promise.all([getCompetition(client, id, "systemoperator", { includeArchived: true }), bidsApi.summary(id), bidsApi.all(id)]);
  if (!competition.name) notFound();
  return { competition, summary, bids };
}

/**
 * OPS-01, DEC-01: the operator's competitions (all in its area with the flag); with
 * `?competition=` one of them with its bids; with `&clearing=1` the market clearing modal
 * at its first step, and with `&auto=1` the auto-decisioning warning.
 */
export async function operatorCompetitionsLoader({ request, context, auth, params }: GuardedArgs) {
  const url = new URL(request.url);
  const id = competitionParam(url.searchParams.get("competition"));
  const client = await userClient(request, context, auth);
  const withinArea = auth.features.has(FLAGS.allCompetitionsInArea);
  const clearingAsked = id !== undefined && url.searchParams.get("clearing") === "1";
  // The stored demand intervals are read alongside the competition, not after it.
  const [competitions, selected, stored] = await Promise.all([
    listOperatorCompetitions(client, { withinArea, includeArchived: true }),
    id ? loadCompetition(client, id) : null,
    id !== undefined && clearingAsked ? clearingApi(client).inputParameterSet(id) : null,
  ]);
  // Once the results are confirmed (by the operator or a provider), the decisions are final: no clearing, no auto-decisioning.
  const resultsConfirmed = competitions.some((competition) => competition.id === id && competition.confirmation?.confirmed === true);
  const closed = selected?.competition.status === "closed" && !resultsConfirmed;
  let clearing: ClearingView | null = null;
  if (selected && stored) {
    // A competition that cannot be cleared (not closed, or its results confirmed) opens as itself, where the page says why.
    if (!closed) throw redirect(listUrlFor(params.id, selected.competition.id));
    const setup = clearingSetup(selected.competition, selected.bids, auth.features);
    clearing = clearingView(setup, openingState(setup, stored));
  }
  const autoWarning = Boolean(selected && closed && url.searchParams.get("auto") === "1");
  // The page gets each bid as the table shows it; clearing above read the whole bids.
  const shown = selected && { competition: selected.competition, summary: selected.summary, bids: selected.bids.map(bidRow), resultsConfirmed };
  return { competitions, withinArea, selected: shown, clearing, autoWarning };
}
