import { FLAGS } from "~/domain/flags";
import { hasEmptyCoordinates } from "~/domain/map/bounds";
import { applyMapFilters, parseMapFilters, COMPETITION_PARAM } from "~/domain/map/filters";
import { orderCompetitions } from "~/domain/map/ordering";
import { logger } from "~/observability/logger.server";
import type { Auth } from "~/session/auth.server";
import type { Client } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { assetSummary } from "~/upstream/assets.server";
import { ballotsCount } from "~/upstream/ballots.server";
import { getBoundary, getCompetition, listCompetitions, search, systemOperators, type MarketRole } from "~/upstream/competitions.server";
import { listEntries } from "~/upstream/entries.server";
import type { Competition } from "~/upstream/schemas/market";

export function marketRole(auth: Auth): MarketRole | null {
  return auth.role === "flexprovider" || auth.role === "systemoperator" ? auth.role : null;
}

/** The competitions on the map: providers see qualifying … closed; operators their own, or all in their area with the flag. */
export function mapCompetitions(client: Client, auth: Auth): Promise<Competition[]> {
  const role = marketRole(auth);
  if (!role) return Promise.resolve([]);
  return listCompetitions(client, { role, withinArea: role === "systemoperator" && auth.features.has(FLAGS.allCompetitionsInArea) });
}

/**
 * Activating a competition: its detailed boundary, the competition with operator and
 * service windows, and the asset summary for the org type, all at once. Providers with
 * qualifying assets in an open competition also get their active ballot count (and, with
 * the entry-confirmation feature, their entry), asked for in the same round.
 */
export async function activeCompetition(client: Client, auth: Auth, id: number) {
  const role = marketRole(auth);
  if (!role) return null;
  // A provider's ballot count and entry start with the rest (one round trip); they are used
  // only when the provider is found to be bidding, and a failure of one counts only then.
  const provider = role === "flexprovider";
  const ballotCountCall = provider ? keptForLater(ballotsCount(client, id)) : null;
  const entriesCall = provider && auth.features.has(FLAGS.entryConfirmation) ? keptForLater(listEntries(client, { competition: id })) : null;
  const [competition, boundary, summary] = await Promise.all([
    getCompetition(client, id, role).catch(removedWhenMissing),
    getBoundary(client, id).catch(() => null),
    assetSummary(client, role, id).catch(() => null),
  ]);
  // A removed competition comes back without a name.
  if (!competition?.name) return { removed: true as const, id };
  const qualifying = (summary?.by_status.qualified ?? 0) + (summary?.by_status.eligible ?? 0);
  const bidding = provider && qualifying > 0 && competition.status === "open";
  const [ballotCount, entries] = await Promise.all([bidding ? ballotCountCall : null, bidding ? entriesCall ?? [] : []]);
  return {
    removed: false as const,
    competition: { ...competition, boundary: null },
    boundary,
    summary,
    ballotCount,
    entry: entries?.find((entry) => entry.competition === id) ?? null,
  };
}

/** A call started early whose answer may never be read: its failure is not reported unless it is. */
function keptForLater<T>(call: Promise<T>): Promise<T> {
  call.catch(() => undefined);
  return call;
}

function removedWhenMissing(error: unknown): null {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
}

/** Everything the dashboard shows for one URL; every upstream call that can start at once does. */
export async function loadDashboard(client: Client, auth: Auth, url: URL) {
  const filters = parseMapFilters(url.searchParams);
  const activeId = Number(url.searchParams.get(COMPETITION_PARAM)) || null;
  const q = url.searchParams.get("q")?.trim() ?? "";
  const [competitions, operators, active, results] = await Promise.all([
    mapCompetitions(client, auth),
    systemOperators(client),
    activeId ? activeCompetition(client, auth, activeId) : null,
    q ? search(client, q) : [],
  ]);
  for (const competition of competitions) {
    if (hasEmptyCoordinates(competition.boundary)) logger.warn({ competition: competition.id }, "competition boundary has no coordinates");
  }
  return {
    filters,
    q,
    results,
    operators: operators.map(({ id, name, brand_colour }) => ({ id, name, colour: brand_colour ?? null })),
    competitions: orderCompetitions(applyMapFilters(competitions, filters)),
    active,
  };
}
