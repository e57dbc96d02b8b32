import { HttpResponse, http, type HttpHandler } from "msw";
import { nowIso } from "~/clock.server";
import { paths, setInactivePath } from "~/upstream/paths";
import { pagedJson } from "../paging";
import { api } from "../api";
import { fieldErrors, notFound, readJson } from "../drf";
import { store } from "../store";
import { assetWire } from "../store/gb/wire";
import type { Asset } from "../store/market-types";
import { nextIdOf, orgCaller } from "./caller";
import { recheckAsset } from "./qualification-rows";
import { validateAsset } from "./validate";
import type { SandboxAsset } from "./rules";

const page = (request: Request, rows: Asset[]) => pagedJson(request, rows, { defaultLimit: 50, maxLimit: 1000, wire: assetWire });

/** The register's filters: category, voltage, status, planned, qualified (in any open competition) and a search by ref or name. */
function registerRows(url: URL, organisationId: number): Asset[] {
  const search = url.searchParams.get("search")?.trim().toLowerCase();
  const category = url.searchParams.get("asset_category");
  const voltage = url.searchParams.get("voltage_level");
  const status = url.searchParams.get("status");
  const planned = url.searchParams.get("planned");
  const qualified = url.searchParams.get("qualified");
  const qualifiedIds =
    qualified === null ? null : new Set(store.market.qualifications.filter((row) => row.organisation_id === organisationId && row.eligibility_status === "qualified").map((row) => row.flex_asset));
  return store.market.assets.filter(
    (asset) =>
      asset.organisation_id === organisationId &&
      (status ? asset.status === status : asset.status !== "inactive") &&
      (!category || asset.asset_category === category) &&
      (!voltage || asset.voltage_level === Number(voltage)) &&
      (planned === null || asset.planned === /^(true|1)$/i.test(planned)) &&
      (!qualifiedIds || qualifiedIds.has(asset.id) === /^(true|1)$/i.test(qualified!)) &&
      (!search || asset.ref.toLowerCase().includes(search) || asset.name.toLowerCase().includes(search)),
  );
}

function own(id: unknown, organisationId: number, planned: boolean): SandboxAsset | undefined {
  return store.market.assets.find((asset) => String(asset.id) === String(id) && asset.organisation_id === organisationId && asset.planned === planned);
}

function create(planned: boolean): HttpHandler {
  return http.post(api(planned ? paths.providerPlannedAssets : paths.providerAssets), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const checked = validateAsset((await readJson(request)) as Record<string, unknown> ?? {}, planned);
    if ("errors" in checked) return fieldErrors(checked.errors);
    const id = nextIdOf(store.market.assets);
    const org = caller.organisation;
    const asset: SandboxAsset = {
      id,
      ref: `${org.name.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase() || "AST"}-${String(id).padStart(6, "0")}`,
      organisation_id: org.id,
      planned,
      grid_supply_point: 0,
      created: nowIso(),
      ...checked.fields,
    };
    store.market.assets.push(asset);
    return HttpResponse.json(assetWire(asset), { status: 201 });
  });
}

function update(planned: boolean): HttpHandler {
  return http.patch(api(`${planned ? paths.providerPlannedAssets : paths.providerAssets}:id/`), async ({ request, params }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const asset = own(params.id, caller.organisation.id, planned);
    if (!asset) return notFound();
    const body = { ...assetWire(asset), latitude: asset.location[1], longitude: asset.location[0], ...((await readJson(request)) as object) };
    const checked = validateAsset(body, planned);
    if ("errors" in checked) return fieldErrors(checked.errors);
    Object.assign(asset, checked.fields, { status: asset.status === "commissioning" && !planned ? "commissioning" : checked.fields.status });
    recheckAsset(asset);
    return HttpResponse.json(assetWire(asset));
  });
}

function detail(planned: boolean): HttpHandler {
  return http.get(api(`${planned ? paths.providerPlannedAssets : paths.providerAssets}:id/`), async ({ request, params }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const asset = own(params.id, caller.organisation.id, planned);
    return asset ? HttpResponse.json(assetWire(asset)) : notFound();
  });
}

export const assetHandlers: HttpHandler[] = [
  http.get(api(paths.assetRegister), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return HttpResponse.json([], { headers: { "content-range": "items 0-0/0" } });
    return page(request, registerRows(new URL(request.url), caller.organisation.id));
  }),
  // set_inactive before the :id routes, so it is not read as an id.
  http.post(api(setInactivePath(paths.providerAssets)), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const ids = ((await readJson(request)) as { ids?: unknown })?.ids;
    if (!Array.isArray(ids) || ids.length === 0) return fieldErrors({ ids: ["This field is required."] });
    const owned = store.market.assets.filter((asset) => ids.map(String).includes(String(asset.id)) && asset.organisation_id === caller.organisation.id);
    if (owned.length !== ids.length) return notFound();
    for (const asset of owned) asset.status = "inactive";
    return HttpResponse.json({ ids: owned.map((asset) => asset.id) });
  }),
  create(false),
  create(true),
  detail(false),
  detail(true),
  update(false),
  update(true),
  http.get(api(paths.assetUnavailabilities), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return HttpResponse.json([], { headers: { "content-range": "items 0-0/0" } });
    const asset = new URL(request.url).searchParams.get("flex_asset");
    const rows = store.market.unavailabilities.filter((row) => row.organisation_id === caller.organisation.id && row.is_active && (!asset || String(row.flex_asset) === asset));
    const named = rows.map(({ organisation_id: _owner, ...row }) => {
      const asset = own(row.flex_asset, caller.organisation.id, row.planned);
      return { ...row, asset_ref: asset?.ref ?? null, asset_name: asset?.name ?? null };
    });
    return pagedJson(request, named.sort((a, b) => a.unavailable_from.localeCompare(b.unavailable_from)), { defaultLimit: 100 });
  }),
  http.post(api(paths.assetUnavailabilities), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const planned = body.planned === true;
    const asset = own(body.flex_asset, caller.organisation.id, planned);
    const errors = periodErrors(body);
    if (!asset) errors.flex_asset = [`Invalid pk "${String(body.flex_asset ?? "")}" - object does not exist.`];
    else if (!Object.keys(errors).length) Object.assign(errors, overlapErrors(body, asset.id, planned, caller.organisation.id));
    if (Object.keys(errors).length || !asset) return fieldErrors(errors);
    const row = {
      id: nextIdOf(store.market.unavailabilities),
      flex_asset: asset.id,
      planned,
      organisation_id: caller.organisation.id,
      ...period(body),
      created: nowIso(),
      is_active: true,
    };
    store.market.unavailabilities.push(row);
    recheckAsset(asset);
    return HttpResponse.json(row, { status: 201 });
  }),
  // Changing a declared period: the same checks, then the asset's qualifications follow the rules again.
  http.patch(api(`${paths.assetUnavailabilities}:id/`), async ({ request, params }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const row = store.market.unavailabilities.find((candidate) => candidate.id === Number(params.id) && candidate.organisation_id === caller.organisation.id && candidate.is_active);
    if (!row) return notFound();
    const body = { ...row, ...(((await readJson(request)) ?? {}) as Record<string, unknown>) };
    const errors = periodErrors(body);
    if (!Object.keys(errors).length) Object.assign(errors, overlapErrors(body, row.flex_asset, row.planned, caller.organisation.id, row.id));
    if (Object.keys(errors).length) return fieldErrors(errors);
    Object.assign(row, period(body));
    const asset = own(row.flex_asset, caller.organisation.id, row.planned);
    if (asset) recheckAsset(asset);
    return HttpResponse.json(row);
  }),
  // Withdrawing a declared period: it is no longer listed, and the asset's qualifications follow the rules again.
  http.delete(api(`${paths.assetUnavailabilities}:id/`), async ({ request, params }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const row = store.market.unavailabilities.find((candidate) => candidate.id === Number(params.id) && candidate.organisation_id === caller.organisation.id && candidate.is_active);
    if (!row) return notFound();
    row.is_active = false;
    const asset = own(row.flex_asset, caller.organisation.id, row.planned);
    if (asset) recheckAsset(asset);
    return new HttpResponse(null, { status: 204 });
  }),
];


function periodErrors(body: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  for (const field of ["unavailable_from", "unavailable_to"] as const)
    if (typeof body[field] !== "string" || Number.isNaN(Date.parse(body[field] as string))) errors[field] = ["Datetime has wrong format."];
  const reason = String(body.reason ?? "").trim();
  if (!reason) errors.reason = ["This field is required."];
  else if (reason.length > 500) errors.reason = ["Ensure this field has no more than 500 characters."];
  if (!errors.unavailable_from && !errors.unavailable_to && Date.parse(String(body.unavailable_to)) <= Date.parse(String(body.unavailable_from)))
    errors.unavailable_to = ["The end must be after the start."];
  return errors;
}

/** A second declaration over the same time for the same asset is refused, not kept twice. */
function overlapErrors(body: Record<string, unknown>, assetId: number, planned: boolean, organisationId: number, exceptId?: number): Record<string, string[]> {
  const from = Date.parse(String(body.unavailable_from));
  const to = Date.parse(String(body.unavailable_to));
  if (Number.isNaN(from) || Number.isNaN(to)) return {};
  const clash = store.market.unavailabilities.find(
    (row) => row.is_active && row.id !== exceptId && row.organisation_id === organisationId && row.flex_asset === assetId && row.planned === planned && Date.parse(row.unavailable_from) < to && from < Date.parse(row.unavailable_to),
  );
  return clash ? { unavailable_from: [`This asset is already declared unavailable from ${clash.unavailable_from} to ${clash.unavailable_to}.`] } : {};
}

const period = (body: Record<string, unknown>) => ({
  unavailable_from: new Date(String(body.unavailable_from)).toISOString().replace(".000", ""),
  unavailable_to: new Date(String(body.unavailable_to)).toISOString().replace(".000", ""),
  reason: String(body.reason).trim(),
});
