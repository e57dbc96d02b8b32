import { listingSnapshot, pagedJson } from "../paging";
import { HttpResponse, http, type HttpHandler } from "msw";
import {
  COMPETITION_STATUSES,
  LARGE_PAGE_SIZE,
  NEED_TYPES,
  PRODUCT_TYPES,
  VOLTAGE_LEVELS,
  type CompetitionStatus,
} from "~/domain/market/enums";
import { paths, recordPath } from "~/upstream/paths";
import { API_PREFIX, api } from "../api";
import { fieldErrors, forbidden, notFound } from "../drf";
import { authenticate, isResponse, type Caller } from "../session";
import { store } from "../store";
import { isRemoved } from "../store/gb/competitions";
import { standingRows } from "../assets/qualification-rows";
import {
  assetSummary,
  assetWire,
  competitionWire,
  onlyFields,
  operatorWire,
  qualificationWire,
  isQualifyingEntry,
  qualifyingAssetEntries,
  type QualifyingAssetEntry,
  qualifyingAssetWire,
  qualifyingCounts,
} from "../store/gb/wire";
import type { Asset, Competition, Qualification } from "../store/market-types";
import type { Organisation } from "../store/types";

/** The spec's {hash} flag: an operator with it may list every competition in its licence areas. */
export const AREA_FLAG = "so_view_all_competitions_in_area";
/** Providers with at least this many assets have a ready-made assets.json file. */
export const ASSETS_FILE_MIN_ASSETS = 250;
const DEFAULT_LIMIT = 100;
const rankOf = (status: CompetitionStatus) => COMPETITION_STATUSES.indexOf(status);
/** Drafts (incomplete, pending) are the operator's own until qualification opens. */
const PUBLIC_FROM = rankOf("qualifying");
const BROWSE_RANGE = [rankOf("qualifying"), rankOf("closed")] as const;

type Who = Caller & { organisation: Organisation | undefined };

async function who(request: Request): Promise<Who | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  return { ...caller, organisation: store.organisations.find((org) => org.id === caller.user.organisation_id) };
}

const isProvider = (caller: Who) => caller.organisation?.org_type === "flexprovider";
const isOperator = (caller: Who) => caller.organisation?.org_type === "systemoperator";

const yes = (url: URL, name: string) => /^(true|1)$/i.test(url.searchParams.get(name) ?? "");
function listParam(url: URL, name: string): string[] | null {
  const value = url.searchParams.get(name);
  return value === null ? null : value.split(",").map((part) => part.trim()).filter(Boolean);
}
const idsParam = (url: URL, name: string) => listParam(url, name)?.map(Number).filter(Number.isInteger) ?? null;
const invalidChoice = (field: string, value: string) => fieldErrors({ [field]: [`Select a valid choice. ${value} is not one of the available choices.`] });

/** A page of rows as the Flex API sends it: the slice as a list, the total in Content-Range. */
function paged<T>(request: Request, rows: T[], maxLimit = LARGE_PAGE_SIZE): Response {
  return pagedJson(request, rows, { defaultLimit: DEFAULT_LIMIT, maxLimit });
}

/** One page of map pins, as the caller sees them. */
function pagedPins(request: Request, rows: () => Qualification[], caller: Who, keep: (entry: QualifyingAssetEntry) => boolean = () => true): Response {
  const entries = listingSnapshot(request, String(caller.user.id), store.market, () => qualifyingAssetEntries(rows(), assetsById()).filter(keep));
  return pagedJson(request, entries, { defaultLimit: DEFAULT_LIMIT, maxLimit: LARGE_PAGE_SIZE, wire: (entry) => qualifyingAssetWire(entry, caller.organisation!.id) });
}

// Rebuilt whenever the asset list is replaced or grows, so assets added by other handlers are found.
const assetIndex = new WeakMap<Asset[], Map<number, Asset>>();
function assetsById(): Map<number, Asset> {
  let index = assetIndex.get(store.market.assets);
  if (!index || index.size !== store.market.assets.length) {
    index = new Map(store.market.assets.map((asset) => [asset.id, asset]));
    assetIndex.set(store.market.assets, index);
  }
  return index;
}

// ---------- who sees which competitions

const publicCompetitions = () => store.market.competitions.filter((competition) => rankOf(competition.status) >= PUBLIC_FROM && !isRemoved(competition));

/** The operator's own competitions, plus (with the area flag, when asked) all others in its licence areas. */
function operatorCompetitions(caller: Who, withinArea: boolean): Competition[] {
  const organisationId = caller.organisation?.id;
  const ownAreas = new Set(store.market.licenceAreas.filter((area) => area.operator_id === organisationId).map((area) => area.ref));
  const wholeArea = withinArea && caller.user.features.includes(AREA_FLAG);
  return store.market.competitions.filter(
    (competition) =>
      competition.operator_id === organisationId ||
      (wholeArea && rankOf(competition.status) >= PUBLIC_FROM && !isRemoved(competition) && competition.area_refs.some((ref) => ownAreas.has(ref))),
  );
}

/** from_status/to_status (inclusive, lifecycle order), with_status, include_archived, require_boundary, competition_ids. */
function filterCompetitions(rows: Competition[], url: URL): Competition[] | Response {
  const range: number[] = [0, COMPETITION_STATUSES.length - 1];
  for (const [index, name] of ["from_status", "to_status"].entries()) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    if (!COMPETITION_STATUSES.includes(value as CompetitionStatus)) return invalidChoice(name, value);
    range[index] = rankOf(value as CompetitionStatus);
  }
  const withStatus = listParam(url, "with_status");
  const unknownStatus = withStatus?.find((status) => !COMPETITION_STATUSES.includes(status as CompetitionStatus));
  if (unknownStatus) return invalidChoice("with_status", unknownStatus);
  const ids = idsParam(url, "competition_ids");
  const includeArchived = yes(url, "include_archived");
  const requireBoundary = yes(url, "require_boundary");
  return rows.filter((competition) => {
    const rank = rankOf(competition.status);
    if (isRemoved(competition) || rank < range[0] || rank > range[1]) return false;
    if (competition.status === "archived" && !includeArchived) return false;
    if (withStatus && !withStatus.includes(competition.status)) return false;
    if (requireBoundary && !competition.boundary) return false;
    return !ids || ids.includes(competition.id);
  });
}

const ORDERING: Record<string, (competition: Competition, counts: Map<number, number>) => string | number> = {
  id: (competition) => competition.id,
  name: (competition) => competition.name.toLowerCase(),
  status: (competition) => rankOf(competition.status),
  open: (competition) => competition.open,
  closed: (competition) => competition.closed,
  created: (competition) => competition.created,
  qualifying_assets: (competition, counts) => counts.get(competition.id) ?? 0,
};

function ordered(rows: Competition[], url: URL, counts: Map<number, number>): Competition[] | Response {
  const keys = listParam(url, "ordering") ?? ["id"];
  const unknown = keys.find((key) => !ORDERING[key.replace(/^-/, "")]);
  if (unknown) return fieldErrors({ ordering: [`Cannot order by ${unknown}.`] });
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const value = ORDERING[key.replace(/^-/, "")];
      const [left, right] = [value(a, counts), value(b, counts)];
      if (left !== right) return (left < right ? -1 : 1) * (key.startsWith("-") ? -1 : 1);
    }
    return 0;
  });
}

function serialise(caller: Who, url: URL, rows: Competition[]): Record<string, unknown>[] | Response {
  const fidelity = url.searchParams.get("boundary_fidelity") ?? "detailed";
  if (fidelity !== "low" && fidelity !== "detailed") return invalidChoice("boundary_fidelity", fidelity);
  const organisationId = isOperator(caller) ? null : caller.organisation?.id ?? -1;
  // Only the rows of the competitions answered: a standing is worked out afresh for each row.
  const answered = new Set(rows.map((competition) => competition.id));
  const counts = qualifyingCounts(standingRows(store.market.qualifications.filter((row) => answered.has(row.competition) && (organisationId === null || row.organisation_id === organisationId))), organisationId);
  const sorted = ordered(rows, url, counts);
  if (isResponse(sorted)) return sorted;
  const view = {
    expand: new Set(listParam(url, "expand") ?? []),
    fidelity: fidelity as "low" | "detailed",
    qualifyingCounts: counts,
    operators: new Map(store.organisations.map((org) => [org.id, org])),
    confirmations: store.market.competitionConfirmations,
  };
  const fields = listParam(url, "fields");
  return sorted.map((competition) => onlyFields(competitionWire(competition, view), fields));
}

function competitionList(request: Request, caller: Who, scope: Competition[]): Response {
  const url = new URL(request.url);
  const rows = filterCompetitions(scope, url);
  if (isResponse(rows)) return rows;
  const wire = serialise(caller, url, rows);
  return isResponse(wire) ? wire : paged(request, wire);
}

/** One competition by id: removed ones too (with a null name); archived ones only with include_archived. */
function competitionDetail(request: Request, caller: Who, scope: Competition[], id: unknown): Response {
  const url = new URL(request.url);
  const competition = scope.find((candidate) => String(candidate.id) === String(id));
  if (!competition || (competition.status === "archived" && !yes(url, "include_archived"))) return notFound();
  const wire = serialise(caller, url, [competition]);
  return isResponse(wire) ? wire : HttpResponse.json(wire[0]);
}

/** Competitions a caller may look up by id (removed ones included). */
function reachable(caller: Who): Competition[] {
  const own = isOperator(caller) ? operatorCompetitions(caller, true) : [];
  const removed = store.market.competitions.filter(isRemoved);
  return [...new Set([...publicCompetitions(), ...own, ...removed])];
}

// ---------- qualifications in scope

/** Which competitions an asset query covers: `competition`, else `open_competitions`, else qualifying to closed. */
function coveredCompetitions(url: URL, scope: Competition[]): Set<number> {
  const competition = url.searchParams.get("competition");
  if (competition !== null) return new Set(scope.filter((candidate) => String(candidate.id) === competition).map((candidate) => candidate.id));
  const openOnly = yes(url, "open_competitions");
  return new Set(
    scope
      .filter((candidate) => (openOnly ? candidate.status === "open" : rankOf(candidate.status) >= BROWSE_RANGE[0] && rankOf(candidate.status) <= BROWSE_RANGE[1]))
      .map((candidate) => candidate.id),
  );
}

/** The qualification rows in scope, each with its standing now (see standingRows). */
function qualificationsIn(competitions: Set<number>, keep: (row: Qualification) => boolean): Qualification[] {
  return standingRows(store.market.qualifications.filter((row) => competitions.has(row.competition) && keep(row)));
}

function summaryFor(request: Request, scope: Competition[], organisationId: number | null): Response {
  const value = new URL(request.url).searchParams.get("competition");
  if (!value) return fieldErrors({ competition: ["This field is required."] });
  const competition = scope.find((candidate) => String(candidate.id) === value);
  if (!competition) return notFound();
  const rows = qualificationsIn(new Set([competition.id]), (row) => organisationId === null || row.organisation_id === organisationId);
  return HttpResponse.json(assetSummary(competition.id, rows));
}

const empty = (request: Request) => paged(request, []);
const ownAssets = (caller: Who) => store.market.assets.filter((asset) => asset.organisation_id === caller.organisation?.id);
const assetsFileUrl = (request: Request, organisationId: number) =>
  `${new URL(request.url).origin}${API_PREFIX}${paths.assetsFile}${organisationId}/assets.json`;

/** A handler that authenticates first and hands on the caller. */
function withCaller(handle: (request: Request, caller: Who, params: Record<string, unknown>) => Response) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const caller = await who(request);
    return isResponse(caller) ? caller : handle(request, caller, params);
  };
}

const simpleList = (values: readonly (string | number)[]) =>
  withCaller((request) => paged(request, values.map((value, index) => ({ id: index + 1, value }))));

export const competitionHandlers: HttpHandler[] = [
  http.get(api(paths.competitions), withCaller((request, caller) => competitionList(request, caller, publicCompetitions()))),
  http.get(api(paths.competitionBoundary(":id")), withCaller((_request, caller, params) => {
    const competition = reachable(caller).find((candidate) => String(candidate.id) === String(params.id));
    return competition?.boundary ? HttpResponse.json(competition.boundary.detailed) : notFound();
  })),
  http.get(api(recordPath(paths.competitions, ":id")), withCaller((request, caller, params) => competitionDetail(request, caller, reachable(caller), params.id))),

  http.get(api(paths.operatorCompetitions), withCaller((request, caller) => {
    if (!isOperator(caller)) return forbidden();
    return competitionList(request, caller, operatorCompetitions(caller, yes(new URL(request.url), "within_operators_area")));
  })),
  http.get(api(recordPath(paths.operatorCompetitions, ":id")), withCaller((request, caller, params) =>
    isOperator(caller) ? competitionDetail(request, caller, operatorCompetitions(caller, true), params.id) : forbidden(),
  )),

  // Base fields are id and name; `fields` asks for brand_colour and slug as well.
  http.get(api(paths.systemOperators), withCaller((request) => {
    const extra = (listParam(new URL(request.url), "fields") ?? []).filter((field) => field === "brand_colour" || field === "slug");
    const operators = store.organisations
      .filter((org) => org.org_type === "systemoperator")
      .sort((a, b) => a.id - b.id)
      .map((org) => onlyFields(operatorWire(org, org.id), ["id", "name", ...extra]));
    return paged(request, operators);
  })),
  http.get(api(paths.gridSupplyPoints), withCaller((request) => {
    const competition = new URL(request.url).searchParams.get("competition");
    let supplyPoints = store.market.gridSupplyPoints;
    if (competition !== null) {
      const applied = new Set(store.market.qualifications.filter((row) => String(row.competition) === competition).map((row) => row.flex_asset));
      const assets = assetsById();
      const used = new Set([...applied].map((id) => assets.get(id)?.grid_supply_point));
      supplyPoints = supplyPoints.filter((point) => used.has(point.id));
    }
    return paged(request, supplyPoints.map(({ id, name, operator_id, location }) => ({ id, name, operator: operator_id, location })));
  })),
  http.get(api(paths.voltages), simpleList(VOLTAGE_LEVELS)),
  http.get(api(paths.needTypes), simpleList(NEED_TYPES)),
  http.get(api(paths.productTypes), simpleList(PRODUCT_TYPES)),

  http.get(api(paths.mapSearch), withCaller((request, caller) => {
    const url = new URL(request.url);
    const query = (url.searchParams.get("q") ?? "").trim().toLowerCase();
    if (!query) return HttpResponse.json([]);
    const searchable = isOperator(caller) ? [...publicCompetitions(), ...operatorCompetitions(caller, true)] : publicCompetitions();
    const visible = new Set(searchable.filter((competition) => competition.status !== "archived").map((competition) => competition.id));
    const limit = Math.min(50, Number(url.searchParams.get("limit")) || 10);
    const found = store.market.places
      .filter((place) => place.name.toLowerCase().includes(query) && (place.kind === "place" || visible.has(place.id)))
      .sort((a, b) => Number(!a.name.toLowerCase().startsWith(query)) - Number(!b.name.toLowerCase().startsWith(query)) || a.name.localeCompare(b.name))
      .slice(0, limit);
    return HttpResponse.json(found.map((place) => ({ name: place.name, kind: place.kind, competition: place.kind === "competition" ? place.id : null, center: place.center, bbox: place.bbox })));
  })),

  http.get(api(paths.assetSummary), withCaller((request, caller) => summaryFor(request, publicCompetitions(), isProvider(caller) ? caller.organisation!.id : -1))),
  http.get(api(paths.operatorAssetSummary), withCaller((request, caller) =>
    isOperator(caller) ? summaryFor(request, operatorCompetitions(caller, true), null) : forbidden(),
  )),

  http.get(api(paths.qualifyingAssets), withCaller((request, caller) => {
    if (!isProvider(caller)) return empty(request);
    const rows = () => qualificationsIn(coveredCompetitions(new URL(request.url), publicCompetitions()), (row) => row.organisation_id === caller.organisation!.id && !row.planned);
    return pagedPins(request, rows, caller);
  })),
  http.get(api(paths.operatorQualifyingAssets), withCaller((request, caller) => {
    if (!isOperator(caller)) return empty(request);
    const url = new URL(request.url);
    return pagedPins(request, () => qualificationsIn(coveredCompetitions(url, operatorCompetitions(caller, yes(url, "within_operators_area"))), () => true), caller);
  })),
  http.get(api(paths.plannedAssets), withCaller((request, caller) => {
    if (!isProvider(caller)) return empty(request);
    const url = new URL(request.url);
    const rows = () => qualificationsIn(coveredCompetitions(url, publicCompetitions()), (row) => row.organisation_id === caller.organisation!.id && row.planned);
    return pagedPins(request, rows, caller, (entry) => !yes(url, "qualified") || isQualifyingEntry(entry));
  })),
  http.get(api(paths.qualifications), withCaller((request, caller) => {
    if (!isProvider(caller)) return empty(request);
    const url = new URL(request.url);
    const statuses = listParam(url, "competition_status");
    const competition = url.searchParams.get("competition");
    const covered = new Set(
      publicCompetitions()
        .filter((candidate) => (!statuses || statuses.includes(candidate.status)) && (competition === null || String(candidate.id) === competition))
        .map((candidate) => candidate.id),
    );
    const withPlanned = url.searchParams.get("action") === "include_planned";
    const rows = qualificationsIn(covered, (row) => row.organisation_id === caller.organisation!.id && (withPlanned || !row.planned));
    return paged(request, rows.map(qualificationWire));
  })),

  http.get(api(paths.providerAssets), withCaller((request, caller) => {
    const ids = idsParam(new URL(request.url), "flex_asset_ids");
    return paged(request, ownAssets(caller).filter((asset) => !asset.planned && (!ids || ids.includes(asset.id))).map(assetWire));
  })),
  http.get(api(paths.providerPlannedAssets), withCaller((request, caller) => {
    const ids = idsParam(new URL(request.url), "planned_asset_ids");
    return paged(request, ownAssets(caller).filter((asset) => asset.planned && (!ids || ids.includes(asset.id))).map(assetWire));
  })),
  http.get(api(paths.assetsOverview), withCaller((request, caller) => paged(request, ownAssets(caller).map(assetWire)))),
  http.get(api(paths.assetsFile), withCaller((request, caller) => {
    const organisationId = caller.organisation?.id;
    if (!organisationId || ownAssets(caller).length < ASSETS_FILE_MIN_ASSETS) return notFound();
    return HttpResponse.json({ id: organisationId, status: "r", url: assetsFileUrl(request, organisationId) });
  })),
  // The file itself, as object storage would serve it behind a pre-signed link: no token.
  http.get(api(`${paths.assetsFile}:organisation/assets.json`), ({ params }) => {
    const owned = store.market.assets.filter((asset) => String(asset.organisation_id) === String(params.organisation));
    return owned.length >= ASSETS_FILE_MIN_ASSETS ? HttpResponse.json(owned.map(assetWire)) : notFound();
  }),
];
