import { HttpResponse, http } from "msw";
import { paths, recordPath, setInactivePath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, notFound, readJson } from "../drf";
import { isResponse } from "../session";
import { store } from "../store";
import type { Ballot } from "../store/market-types";
import { booleanParam, orgOf, ordered, page, provider, reader } from "./caller";
import { asId, marketIndex } from "./market-index";
import { addAssetGroup, ballotView, competitionBallotView, createBallot } from "./records";
import { MESSAGES, validateBallotAssets } from "./validate";

export const NOT_OPEN_FOR_DELETE = "Bid sets can only be deleted while bidding is open.";

function ownBallots(orgId: number, url: URL): Ballot[] {
  const active = booleanParam(url, "is_active");
  const competition = url.searchParams.get("competition");
  return store.market.ballots.filter(
    (ballot) =>
      ballot.organisation_id === orgId &&
      (active === null || ballot.is_active === active) &&
      (competition === null || String(ballot.competition) === competition),
  );
}

const ownBallot = (orgId: number, id: unknown) =>
  store.market.ballots.find((ballot) => ballot.id === asId(id) && ballot.organisation_id === orgId);

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/** Ballots (bid sets), their asset groups, the count per competition and the ballot view. */
export const ballotHandlers = [
  // Before the record pattern, which would take "count" for an id.
  http.get(api(paths.ballotsCount), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    return HttpResponse.json({ count: ownBallots(orgOf(caller), new URL(request.url)).length });
  }),

  http.get(api(paths.ballots), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const index = marketIndex();
    const rows = ordered(ownBallots(orgOf(caller), url), url.searchParams.get("ordering"));
    return page(request, rows.map((ballot) => ballotView(index, ballot)));
  }),

  http.get(api(recordPath(paths.ballots, ":id")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const ballot = ownBallot(orgOf(caller), params.id);
    return ballot ? HttpResponse.json(ballotView(marketIndex(), ballot)) : notFound();
  }),

  http.get(api(paths.competitionBallot(":competitionId", ":ballotId")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const ballot = ownBallot(orgOf(caller), params.ballotId);
    if (!ballot || String(ballot.competition) !== params.competitionId) return notFound();
    return HttpResponse.json(competitionBallotView(marketIndex(), ballot));
  }),

  http.post(api(paths.ballots), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: [MESSAGES.notAnObject] });
    const index = marketIndex();
    const orgId = orgOf(caller);
    const errors: Record<string, string[]> = {};
    const competition = index.competition(body.competition);
    if (body.competition === undefined || body.competition === null) errors.competition = [MESSAGES.required];
    else if (!competition) errors.competition = [MESSAGES.invalidPk(body.competition)];
    else if (competition.status !== "open") errors.non_field_errors = [MESSAGES.notOpen];
    const group = body.asset_group;
    const assets = isObject(group)
      ? validateBallotAssets(index, orgId, competition, group.ballot_assets, "asset_group.ballot_assets")
      : ({ ok: false, errors: { asset_group: [MESSAGES.required] } } as const);
    if (!assets.ok) Object.assign(errors, assets.errors);
    if (Object.keys(errors).length || !assets.ok) return fieldErrors(errors);
    const ballot = createBallot(orgId, competition!.id, assets.value);
    return HttpResponse.json(ballotView(marketIndex(), ballot), { status: 201 });
  }),

  // Deleting a bid set: the ballot and its bids become inactive.
  http.post(api(setInactivePath(paths.ballots)), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    const ids = isObject(body) ? body.ids : undefined;
    if (!Array.isArray(ids) || ids.length === 0) return fieldErrors({ ids: [MESSAGES.required] });
    const ballots = ids.map((id) => ownBallot(orgOf(caller), id));
    if (ballots.some((ballot) => !ballot)) return notFound();
    const index = marketIndex();
    if (ballots.some((ballot) => index.competition(ballot!.competition)?.status !== "open")) {
      return fieldErrors({ non_field_errors: [NOT_OPEN_FOR_DELETE] });
    }
    const deleted = new Set(ballots.map((ballot) => ballot!.id));
    for (const ballot of ballots) ballot!.is_active = false;
    for (const bid of store.market.bids) if (deleted.has(bid.ballot)) bid.is_active = false;
    return HttpResponse.json({ updated: deleted.size });
  }),

  http.get(api(paths.ballotAssetGroups), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const active = booleanParam(url, "is_active");
    const ballotParam = url.searchParams.get("ballot");
    const own = new Set(store.market.ballots.filter((ballot) => ballot.organisation_id === orgOf(caller)).map((ballot) => ballot.id));
    const groups = store.market.ballotAssetGroups.filter(
      (group) =>
        own.has(group.ballot) &&
        (active === null || group.active === active) &&
        (ballotParam === null || String(group.ballot) === ballotParam),
    );
    return page(request, groups);
  }),

  // A new asset selection for a ballot: the new group is active, the earlier ones not.
  http.post(api(paths.ballotAssetGroups), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: [MESSAGES.notAnObject] });
    const index = marketIndex();
    const orgId = orgOf(caller);
    const ballot = store.market.ballots.find((row) => row.id === asId(body.ballot) && row.organisation_id === orgId && row.is_active);
    if (!ballot) return fieldErrors({ ballot: [body.ballot === undefined ? MESSAGES.required : MESSAGES.invalidPk(body.ballot)] });
    const competition = index.competition(ballot.competition);
    if (competition?.status !== "open") return fieldErrors({ non_field_errors: [MESSAGES.notOpen] });
    const assets = validateBallotAssets(index, orgId, competition, body.ballot_assets, "ballot_assets");
    if (!assets.ok) return fieldErrors(assets.errors);
    return HttpResponse.json(addAssetGroup(ballot.id, assets.value), { status: 201 });
  }),
];
