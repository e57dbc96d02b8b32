import { HttpResponse, http, type HttpHandler } from "msw";
import { OVERRIDE_REASONS, QUALIFYING_STATUSES } from "~/domain/market/enums";
import { stackingMatrix } from "~/domain/assets/stacking";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, notFound, readJson } from "../drf";
import { pagedJson } from "../paging";
import { store } from "../store";
import type { Asset, Competition } from "../store/market-types";
import { orgCaller } from "./caller";
import { inQualification, putForward, standing } from "./qualification-rows";

const REQUIRED = "This field is required.";
const emptyPage = () => HttpResponse.json([], { headers: { "content-range": "items 0-0/0" } });
const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

function assetMap(organisationId?: number): Map<string, Asset> {
  const map = new Map<string, Asset>();
  for (const asset of store.market.assets) if (organisationId === undefined || asset.organisation_id === organisationId) map.set(`${asset.planned ? "p" : "a"}${asset.id}`, asset);
  return map;
}

function competitionWire(competition: Competition) {
  const { id, name, reference, status, qualification_open, qualification_closed, power_type, need_direction, min_connection_voltage, max_connection_voltage, operator_id } = competition;
  return { id, name, reference, status, qualification_open, qualification_closed, power_type, need_direction, min_connection_voltage, max_connection_voltage, operator_id };
}

export const qualificationHandlers: HttpHandler[] = [
  http.get(api(paths.overrideReasons), () => HttpResponse.json(OVERRIDE_REASONS.map((code) => ({ code })))),

  // The stacking rules the eligibility check applies (app/domain/assets/stacking.ts).
  http.get(api(paths.stackingRules), () =>
    HttpResponse.json(stackingMatrix().map((row) => ({ product_type: row.product, stacks_with: Object.entries(row.stacks).filter(([, stacks]) => stacks).map(([other]) => other) }))),
  ),

  // Provider: competitions in qualification, with how the provider's assets stand in each.
  http.get(api(paths.qualificationOverview), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return HttpResponse.json([]);
    const assets = assetMap(caller.organisation.id);
    return HttpResponse.json(
      inQualification().map((competition) => {
        // Counted as the asset list shows each asset: the rules now, an operator's decision on top.
        const counts = { qualified: 0, eligible: 0, ineligible: 0, disqualified: 0 };
        for (const row of store.market.qualifications) {
          if (row.competition !== competition.id || row.organisation_id !== caller.organisation.id) continue;
          // A removed asset is in no list, so in no count.
          const asset = assets.get(`${row.planned ? "p" : "a"}${row.flex_asset}`);
          if (asset && asset.status !== "inactive") counts[standing(asset, competition).eligibility_status]++;
        }
        return { ...competitionWire(competition), counts };
      }),
    );
  }),

  // Provider: how one asset stands against every competition in qualification, with every reason.
  http.get(api(paths.assetEligibility), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return HttpResponse.json([]);
    const url = new URL(request.url);
    const competitionId = url.searchParams.get("competition");
    if (competitionId && !url.searchParams.get("flex_asset")) {
      const competition = inQualification().find((candidate) => candidate.id === Number(competitionId));
      if (!competition) return notFound();
      return HttpResponse.json(
        [...assetMap(caller.organisation.id).values()]
          .filter((asset) => asset.status !== "inactive")
          .map((asset) => ({ asset: { id: asset.id, planned: asset.planned, ref: asset.ref, name: asset.name, location: asset.location }, ...standing(asset, competition) })),
      );
    }
    const planned = /^(true|1)$/i.test(url.searchParams.get("planned") ?? "");
    const asset = assetMap(caller.organisation.id).get(`${planned ? "p" : "a"}${url.searchParams.get("flex_asset")}`);
    if (!asset) return notFound();
    return HttpResponse.json(
      inQualification().map((competition) => ({ competition: competitionWire(competition), ...standing(asset, competition) })),
    );
  }),

  http.post(api(paths.qualifications), async ({ request }) => {
    const caller = await orgCaller(request, "flexprovider");
    if (caller instanceof Response) return caller;
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const competition = inQualification().find((candidate) => candidate.id === Number(body.competition));
    if (!competition) return fieldErrors({ competition: ["Qualification for this competition is not open."] });
    const owned = assetMap(caller.organisation.id);
    const chosen = [...ids(body.flex_asset_ids).map((id) => `a${id}`), ...ids(body.planned_asset_ids).map((id) => `p${id}`)];
    if (chosen.length === 0) return fieldErrors({ flex_asset_ids: [REQUIRED] });
    const missing = chosen.filter((key) => !owned.get(key) || owned.get(key)!.status === "inactive");
    if (missing.length) return fieldErrors({ flex_asset_ids: [`Invalid pk "${missing[0].slice(1)}" - object does not exist.`] });
    const rows = putForward(competition, chosen.map((key) => owned.get(key)!));
    return HttpResponse.json(rows.map(({ organisation_id: _owner, ...row }) => row), { status: 201 });
  }),

  // Operator: the assets put forward for one of its competitions, with the rules' reasons.
  http.get(api(paths.operatorQualifications), async ({ request }) => {
    const caller = await orgCaller(request, "systemoperator");
    if (caller instanceof Response) return emptyPage();
    const competitionId = Number(new URL(request.url).searchParams.get("competition"));
    const competition = store.market.competitions.find((candidate) => candidate.id === competitionId && candidate.operator_id === caller.organisation.id);
    if (!competition) return notFound();
    const assets = assetMap();
    const rows = store.market.qualifications
      .filter((row) => row.competition === competition.id)
      .map((row) => {
        const asset = assets.get(`${row.planned ? "p" : "a"}${row.flex_asset}`);
        const organisation = store.organisations.find((org) => org.id === row.organisation_id);
        return {
          id: row.id,
          flex_asset: row.flex_asset,
          planned: row.planned,
          ref: asset?.ref ?? null,
          name: asset?.name ?? null,
          organisation_name: organisation?.name ?? null,
          voltage_level: asset?.voltage_level ?? null,
          // As the provider sees it: the rules now, the operator's own decision (and its reasons) on top.
          ...(asset ? (({ eligibility_status, override_reasons, reasons }) => ({ eligibility_status, override_reasons, reasons }))(standing(asset, competition)) : { eligibility_status: row.eligibility_status, override_reasons: [], reasons: [] }),
          qualified_capacity: row.qualified_capacity,
        };
      });
    return pagedJson(request, rows, { defaultLimit: 1000, maxLimit: 1000 });
  }),

  // Operator: qualify, disqualify (a reason code is required) or clear a decision.
  http.post(api(paths.operatorOverrides), async ({ request }) => {
    const caller = await orgCaller(request, "systemoperator");
    if (caller instanceof Response) return caller;
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const row = store.market.qualifications.find((candidate) => candidate.id === Number(body.qualification));
    const competition = row && store.market.competitions.find((candidate) => candidate.id === row.competition && candidate.operator_id === caller.organisation.id);
    if (!row || !competition) return notFound();
    const decision = String(body.decision ?? "");
    const reason = String(body.reason ?? "");
    if (!["qualified", "disqualified", "clear"].includes(decision)) return fieldErrors({ decision: [decision ? `"${decision}" is not a valid choice.` : REQUIRED] });
    if (decision === "disqualified" && !reason) return fieldErrors({ reason: [REQUIRED] });
    if (reason && !(OVERRIDE_REASONS as readonly string[]).includes(reason)) return fieldErrors({ reason: [`"${reason}" is not a valid choice.`] });
    const asset = assetMap().get(`${row.planned ? "p" : "a"}${row.flex_asset}`);
    if (decision === "clear") {
      row.eligibility_status = "ineligible";
      if (asset) putForward(competition, [asset]);
    } else {
      row.eligibility_status = decision as "qualified" | "disqualified";
      row.reasons = decision === "disqualified" ? [reason] : [];
      row.qualified_capacity = QUALIFYING_STATUSES.includes(row.eligibility_status) ? row.qualified_capacity || (asset ? Math.max(asset.active_export_capacity, asset.active_import_capacity) : 0) : 0;
    }
    const { organisation_id: _owner, ...wire } = row;
    return HttpResponse.json(wire);
  }),
];
