import { DateTime } from "luxon";
import { HttpResponse, http } from "msw";
import { nowIso, nowMs } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound, readJson } from "../drf";
import { isProvider, orgOf, page } from "../bidding/caller";
import { simplePdf } from "../applications/pdf";
import { authenticate, isResponse, type Caller } from "../session";
import { store } from "../store";
import { contractStatus, syncContracts } from "./contracts";
import type { Contract, Milestone } from "./types";

const DUE_SOON_DAYS = 14;

function visible(caller: Caller, contract: Contract): boolean {
  if (isProvider(caller)) return contract.organisation_id === orgOf(caller);
  return store.market.competitions.find((competition) => competition.id === contract.competition)?.operator_id === orgOf(caller);
}

function contractWire(contract: Contract) {
  const competition = store.market.competitions.find((candidate) => candidate.id === contract.competition);
  const name = (id: number) => store.organisations.find((org) => org.id === id)?.name ?? "";
  const assets = new Map(store.market.assets.map((asset) => [asset.id, asset]));
  const { source: _source, ...wire } = contract;
  return {
    ...wire,
    status: contractStatus(contract),
    competition_name: competition?.name ?? "",
    competition_reference: competition?.reference ?? "",
    product_type: competition?.product_type ?? null,
    operator_id: competition?.operator_id ?? null,
    operator_name: competition ? name(competition.operator_id) : "",
    organisation_name: name(contract.organisation_id),
    assets: contract.assets.map((asset) => ({ ...asset, ref: assets.get(asset.flex_asset)?.ref ?? "", name: assets.get(asset.flex_asset)?.name ?? "" })),
  };
}

/** Accepted, evidence submitted, overdue, due soon or pending, by the clock (MGMT-03). */
export function milestoneStatus(milestone: Milestone): "accepted" | "evidence_submitted" | "overdue" | "due_soon" | "pending" {
  if (milestone.accepted) return "accepted";
  if (milestone.evidence) return "evidence_submitted";
  const today = DateTime.fromMillis(nowMs()).toUTC().startOf("day");
  const due = DateTime.fromISO(milestone.due, { zone: "utc" });
  if (due < today) return "overdue";
  return due.diff(today, "days").days <= DUE_SOON_DAYS ? "due_soon" : "pending";
}

function milestoneWire(milestone: Milestone) {
  const contract = store.marketAccess.contracts.find((candidate) => candidate.id === milestone.contract)!;
  const asset = milestone.flex_asset === null ? undefined : store.market.assets.find((candidate) => candidate.id === milestone.flex_asset);
  return {
    ...milestone,
    status: milestoneStatus(milestone),
    contract_reference: contract.reference,
    competition_name: store.market.competitions.find((competition) => competition.id === contract.competition)?.name ?? "",
    asset_ref: asset?.ref ?? null,
  };
}

function documentBody(contract: Contract, kind: "terms" | "schedule"): Uint8Array {
  const wire = contractWire(contract);
  if (kind === "schedule") {
    const rows = [["service_window", "name", "start_time", "end_time", "capacity_mw", "availability_price", "utilisation_price", "service_fee"]];
    for (const window of contract.windows) rows.push([window.service_window, window.name, window.start_time, window.end_time, window.capacity, window.availability_price ?? "", window.utilisation_price ?? "", window.service_fee ?? ""].map(String));
    return new TextEncoder().encode(`${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",")).join("\n")}\n`);
  }
  return simplePdf([
    `Flexibility services contract ${contract.reference}`,
    `Buyer: ${wire.operator_name}`,
    `Provider: ${wire.organisation_name}`,
    `Competition: ${wire.competition_name} (${wire.competition_reference})`,
    `Service period: ${contract.period.start} to ${contract.period.end} (exclusive)`,
    `Contracted capacity: ${contract.capacity} MW`,
    `Assets: ${wire.assets.map((asset) => asset.ref).join(", ") || "none"}`,
  ]);
}

async function reader(request: Request): Promise<Caller | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  syncContracts();
  return caller;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/** Contracts (provider: the ones it holds; operator: those of its competitions) and the milestones of held contracts. */
export const contractHandlers = [
  http.get(api(paths.contracts), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const status = url.searchParams.get("status");
    const competition = url.searchParams.get("competition");
    const rows = store.marketAccess.contracts
      .filter((contract) => visible(caller, contract))
      .filter((contract) => (status === null || contractStatus(contract) === status) && (competition === null || String(contract.competition) === competition))
      .sort((a, b) => b.period.start.localeCompare(a.period.start) || b.id - a.id);
    return page(request, rows.map(contractWire));
  }),
  http.get(api(recordPath(paths.contracts, ":id")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const contract = store.marketAccess.contracts.find((row) => String(row.id) === params.id);
    return contract && visible(caller, contract) ? HttpResponse.json(contractWire(contract)) : notFound();
  }),
  http.get(api(recordPath(paths.contracts, ":id", "documents/:document")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const contract = store.marketAccess.contracts.find((row) => String(row.id) === params.id);
    const document = contract?.documents.find((row) => String(row.id) === params.document);
    if (!contract || !document || !visible(caller, contract)) return notFound();
    return new HttpResponse(documentBody(contract, document.kind), {
      headers: { "Content-Type": document.content_type, "Content-Disposition": `attachment; filename="${document.filename}"` },
    });
  }),

  http.get(api(paths.milestones), async ({ request }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    if (!isProvider(caller)) return forbidden();
    const held = new Set(store.marketAccess.contracts.filter((contract) => contract.organisation_id === orgOf(caller)).map((contract) => contract.id));
    const contract = new URL(request.url).searchParams.get("contract");
    const rows = store.marketAccess.milestones
      .filter((milestone) => held.has(milestone.contract) && (contract === null || String(milestone.contract) === contract))
      .sort((a, b) => a.due.localeCompare(b.due) || a.id - b.id);
    return page(request, rows.map(milestoneWire));
  }),
  http.get(api(recordPath(paths.milestones, ":id")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    const milestone = heldMilestone(caller, params.id);
    return milestone ? HttpResponse.json(milestoneWire(milestone)) : notFound();
  }),
  http.post(api(recordPath(paths.milestones, ":id", "evidence")), async ({ request, params }) => {
    const caller = await reader(request);
    if (isResponse(caller)) return caller;
    if (!isProvider(caller)) return forbidden();
    const milestone = heldMilestone(caller, params.id);
    if (!milestone) return notFound();
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: ["Invalid data. Expected a dictionary, but got list."] });
    if (milestone.accepted) return fieldErrors({ non_field_errors: ["This milestone has already been accepted."] });
    const key = typeof body.key === "string" ? body.key : "";
    const note = typeof body.note === "string" ? body.note.trim() : "";
    const file = store.applications.storedFiles.find((candidate) => candidate.key === key && candidate.org_id === orgOf(caller));
    const errors: Record<string, string[]> = {};
    if (!key) errors.key = [body.key === undefined ? "This field is required." : "This field may not be blank."];
    else if (!file) errors.key = ["The file could not be found. Upload it again."];
    if (note.length > 500) errors.note = ["Ensure this field has no more than 500 characters."];
    if (Object.keys(errors).length) return fieldErrors(errors);
    milestone.evidence = { key, filename: file!.filename, note, submitted: nowIso() };
    return HttpResponse.json(milestoneWire(milestone));
  }),
];

function heldMilestone(caller: Caller, id: unknown) {
  const milestone = store.marketAccess.milestones.find((row) => String(row.id) === String(id));
  const contract = milestone && store.marketAccess.contracts.find((row) => row.id === milestone.contract);
  return contract && contract.organisation_id === orgOf(caller) ? milestone : undefined;
}
