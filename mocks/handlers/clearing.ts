import { now } from "~/clock.server";
import { pageParams } from "../paging";
import { HttpResponse, http, type HttpHandler } from "msw";
import { contentRange } from "~/upstream/content-range";
import { paths } from "~/upstream/paths";
import { api, control } from "../api";
import { callerOperator, operatorCompetitions } from "../clearing/access";
import { autoDecide, confirmClearing, decideBids } from "../clearing/decide";
import { clear } from "../clearing/engine";
import { autoDecisionsInput, checkBody, decisionSetInput, decisionsInput } from "../clearing/requests";
import { bidSummaries, latestDecisions, reviewRows } from "../clearing/review";
import { fieldErrors, forbidden, readJson } from "../drf";
import { authenticate, isResponse } from "../session";
import { store } from "../store";
import type { Organisation } from "../store/types";

/** Operators only: providers and members of no organisation are refused. */
async function operatorCaller(request: Request): Promise<Organisation | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  return callerOperator(caller) ?? forbidden();
}

/** The operator's competitions, narrowed by `competition` and `with_status` when given. */
function competitionsFor(operator: Organisation, url: URL) {
  const id = url.searchParams.get("competition");
  const status = url.searchParams.get("with_status");
  return operatorCompetitions(operator.id).filter(
    (competition) => (id === null || String(competition.id) === id) && (status === null || competition.status === status),
  );
}

/** Once a competition's results are confirmed (by its operator or a provider) they are final (001 §4): its decisions no longer change. */
export const RESULTS_CONFIRMED = "The results of this competition have been confirmed; its bid decisions can no longer change.";
const resultsConfirmed = (competition: number) => store.market.competitionConfirmations.some((row) => row.competition === competition);

export const clearingHandlers: HttpHandler[] = [
  // Control: takes back the results confirmations of a competition, so a demo or a test can decide and clear it again.
  http.delete(control("competitions/:id/confirmations"), ({ params }) => {
    store.market.competitionConfirmations = store.market.competitionConfirmations.filter((row) => String(row.competition) !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),

  // Proposes decisions for the demand intervals; nothing is stored until the operator confirms.
  http.post(api(paths.bidDecisionSet), async ({ request }) => {
    const operator = await operatorCaller(request);
    if (isResponse(operator)) return operator;
    const checked = checkBody(decisionSetInput, await readJson(request), operator.id);
    if (!checked.ok) return fieldErrors(checked.errors);
    if (resultsConfirmed(checked.competition.id)) return fieldErrors({ non_field_errors: [RESULTS_CONFIRMED] });
    const result = clear({ competition: checked.competition, bids: store.market.bids, demandIntervals: checked.body.demand_intervals, now: now() });
    return HttpResponse.json({ data: result.decisions, intervals: result.intervals }, { status: 201 });
  }),

  http.post(api(paths.decisions), async ({ request }) => {
    const operator = await operatorCaller(request);
    if (isResponse(operator)) return operator;
    const checked = checkBody(decisionsInput, await readJson(request), operator.id);
    if (!checked.ok) return fieldErrors(checked.errors);
    if (resultsConfirmed(checked.competition.id)) return fieldErrors({ non_field_errors: [RESULTS_CONFIRMED] });
    const { demand_intervals: demandIntervals, decisions } = checked.body;
    const outcome = demandIntervals.length
      ? confirmClearing(checked.competition, demandIntervals, decisions, now())
      : decideBids(checked.competition, decisions, now());
    if (!outcome.ok) return fieldErrors(outcome.errors);
    return HttpResponse.json({ data: outcome.decisions }, { status: 201 });
  }),

  http.post(api(paths.autoDecisions), async ({ request }) => {
    const operator = await operatorCaller(request);
    if (isResponse(operator)) return operator;
    const checked = checkBody(autoDecisionsInput, await readJson(request), operator.id);
    if (!checked.ok) return fieldErrors(checked.errors);
    if (resultsConfirmed(checked.competition.id)) return fieldErrors({ non_field_errors: [RESULTS_CONFIRMED] });
    const result = autoDecide(checked.competition, now());
    return HttpResponse.json({ data: result.stored, intervals: result.intervals }, { status: 201 });
  }),

  http.get(api(paths.inputParameterSets), async ({ request }) => {
    const operator = await operatorCaller(request);
    if (isResponse(operator)) return operator;
    const url = new URL(request.url);
    const ids = new Set(competitionsFor(operator, url).map((competition) => competition.id));
    const sets = store.market.inputParameterSets.filter((set) => ids.has(set.competition));
    return HttpResponse.json(sets, { headers: { "Content-Range": contentRange(0, sets.length, sets.length) } });
  }),

  http.get(api(paths.operatorBidSummaries), async ({ request }) => {
    const operator = await operatorCaller(request);
    if (isResponse(operator)) return operator;
    const url = new URL(request.url);
    const competitions = competitionsFor(operator, url).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const { limit, offset } = pageParams(url);
    const summaries = bidSummaries(competitions.slice(offset, offset + limit));
    return HttpResponse.json(summaries, { headers: { "Content-Range": contentRange(offset, summaries.length, competitions.length) } });
  }),

  http.get(api(paths.operatorBids), async ({ request }) => {
    const operator = await operatorCaller(request);
    if (isResponse(operator)) return operator;
    const url = new URL(request.url);
    const competitionIds = new Set(competitionsFor(operator, url).map((competition) => competition.id));
    const window = url.searchParams.get("service_window");
    const outcome = url.searchParams.get("outcome");
    const bids = store.market.bids.filter(
      (bid) =>
        bid.is_active &&
        competitionIds.has(bid.competition) &&
        (window === null || String(bid.service_window) === window) &&
        (outcome === null || String(bid.outcome) === outcome),
    );
    bids.sort((a, b) => a.id - b.id);
    const { limit, offset } = pageParams(url);
    const slice = bids.slice(offset, offset + limit);
    const rows = reviewRows(slice, latestDecisions(new Set(slice.map((bid) => bid.competition))));
    return HttpResponse.json(rows, { headers: { "Content-Range": contentRange(offset, rows.length, bids.length) } });
  }),
];

