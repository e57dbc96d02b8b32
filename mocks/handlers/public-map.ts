import { pagedJson } from "../paging";
import { HttpResponse, http, type HttpHandler } from "msw";
import { COMPETITION_STATUSES } from "~/domain/market/enums";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { notFound } from "../drf";
import { store } from "../store";
import { isRemoved } from "../store/gb/competitions";
import { competitionWire } from "../store/gb/wire";
import type { Competition } from "../store/market-types";

const rank = (status: Competition["status"]) => COMPETITION_STATUSES.indexOf(status);

/** What partner sites may show: named competitions from qualification open to bidding closed. */
function publicCompetitions(): Competition[] {
  return store.market.competitions.filter(
    (competition) => !isRemoved(competition) && rank(competition.status) >= rank("qualifying") && rank(competition.status) <= rank("closed"),
  );
}

function ofOperator(rows: Competition[], operator: string | null): Competition[] {
  if (!operator) return rows;
  const org = store.organisations.find((candidate) => String(candidate.id) === operator || candidate.slug === operator);
  return org ? rows.filter((competition) => competition.operator_id === org.id) : [];
}

function view(fidelity: "low" | "detailed", periods: boolean) {
  return {
    expand: new Set(["operator", "boundary", ...(periods ? ["service_periods.windows"] : [])]),
    fidelity,
    qualifyingCounts: new Map<number, number>(),
    operators: new Map(store.organisations.map((org) => [org.id, org])),
    confirmations: [],
  };
}

/** Without qualification counts: nothing about anyone's assets is public. */
function publicWire(competition: Competition, fidelity: "low" | "detailed", periods: boolean) {
  const { qualifying_assets: _counts, ...wire } = competitionWire(competition, view(fidelity, periods));
  return wire;
}

/**
 * The public map's calls (no login): the competitions list (filter `operator` by id or
 * slug, ordered by name, limit/offset with Content-Range, low-fidelity boundaries) and one
 * competition with its service windows and detailed boundary.
 */
export const publicMapHandlers: HttpHandler[] = [
  http.get(api(paths.publicCompetitions), ({ request }) => {
    const url = new URL(request.url);
    const rows = ofOperator(publicCompetitions(), url.searchParams.get("operator")).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return pagedJson(request, rows, { maxLimit: 1000, wire: (competition) => publicWire(competition, "low", false) });
  }),
  http.get(api(recordPath(paths.publicCompetitions, ":id")), ({ params }) => {
    const competition = publicCompetitions().find((candidate) => String(candidate.id) === String(params.id));
    return competition ? HttpResponse.json(publicWire(competition, "detailed", true)) : notFound();
  }),
];
