import { HttpResponse, http } from "msw";
import { nowIso } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { pagedJson } from "../paging";
import { fieldErrors, forbidden, notFound, readJson } from "../drf";
import { booleanParam, isProvider, orgOf, page, provider } from "../bidding/caller";
import { authenticate, isResponse, type Caller } from "../session";
import { nextId, store } from "../store";
import { presigned, storedFile } from "./attachments";
import { companyInfo } from "./company-info";
import { applicationWire, dpsRecord, expansions, lockedReason, standingRecords, touch } from "./records";
import type { Application } from "./types";
import { completenessErrors, parseSection } from "./validate";

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

const ownApplication = (caller: Caller, id: unknown) =>
  store.applications.applications.find((row) => String(row.id) === String(id) && row.flex_provider === orgOf(caller));

function ordered(rows: Application[], ordering: string | null) {
  const key = (ordering ?? "-created").replace(/^-/, "");
  const sign = (ordering ?? "-created").startsWith("-") ? -1 : 1;
  return [...rows].sort((a, b) => sign * (key === "id" ? a.id - b.id : a.created.localeCompare(b.created) || a.id - b.id));
}

function draftOf(caller: Caller, id: unknown): Application | Response {
  const application = ownApplication(caller, id);
  if (!application) return notFound();
  if (application.is_submitted) return fieldErrors({ non_field_errors: ["A submitted application cannot be changed."] });
  const locked = lockedReason(application);
  return locked ? fieldErrors({ non_field_errors: [locked] }) : application;
}

/** Purchasing systems, the provider's own applications (drafts and submissions), the company information and attachments. */
export const providerApplicationHandlers = [
  http.get(api(paths.dpsRecords), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const operator = new URL(request.url).searchParams.get("system_operator");
    return page(request, store.applications.dpsRecords.filter((record) => operator === null || String(record.system_operator) === operator));
  }),
  http.get(api(recordPath(paths.dpsRecords, ":id")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const record = dpsRecord(params.id);
    return record ? HttpResponse.json(record) : notFound();
  }),

  // The company information a new application is prefilled from: the provider's own, or any applicant's for an operator.
  http.get(api(recordPath(paths.flexProviders, ":id")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const org = store.organisations.find((candidate) => String(candidate.id) === params.id && candidate.org_type === "flexprovider");
    if (!org || (isProvider(caller) && org.id !== orgOf(caller)) || !caller.user.organisation_id) return notFound();
    // The organisation's first user is the one who registered it.
    const contact = store.users.find((user) => user.organisation_id === org.id) ?? null;
    return HttpResponse.json({ id: org.id, ...companyInfo(org, contact) });
  }),

  http.get(api(recordPath(paths.systemOperators, ":id")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const org = store.organisations.find((candidate) => String(candidate.id) === params.id && candidate.org_type === "systemoperator");
    if (!org) return notFound();
    const fields = (new URL(request.url).searchParams.get("fields") ?? "id,name").split(",");
    const full: Record<string, unknown> = { id: org.id, name: org.name, slug: org.slug, brand_colour: org.brand_colour ?? null };
    return HttpResponse.json(Object.fromEntries(Object.entries(full).filter(([key]) => key === "id" || fields.includes(key))));
  }),

  http.get(api(paths.dpsApplications), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const latest = booleanParam(url, "is_latest");
    const submitted = booleanParam(url, "is_submitted");
    const record = url.searchParams.get("dps_record");
    const rows = store.applications.applications.filter(
      (row) =>
        row.flex_provider === orgOf(caller) &&
        (latest === null || row.is_latest === latest) &&
        (submitted === null || row.is_submitted === submitted) &&
        (record === null || String(row.dps_record) === record),
    );
    const expand = expansions(url);
    return pagedJson(request, ordered(rows, url.searchParams.get("ordering")), { wire: (row) => applicationWire(row, expand) });
  }),

  // A new draft for a purchasing system: one at a time, and not once admitted.
  http.post(api(paths.dpsApplications), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const body = await readJson(request);
    const id = isObject(body) ? body.dps_record : undefined;
    if (id === undefined || id === null) return fieldErrors({ dps_record: ["This field is required."] });
    const record = dpsRecord(id);
    if (!record) return fieldErrors({ dps_record: [`Invalid pk "${String(id)}" - object does not exist.`] });
    const { draft, submission } = standingRecords(orgOf(caller), record.id);
    if (draft) return fieldErrors({ non_field_errors: ["An application to this purchasing system is already in progress."] });
    if (submission?.outcome?.is_approved) return fieldErrors({ non_field_errors: ["Your organisation is already approved on this purchasing system."] });
    const created = nowIso();
    const application: Application = {
      id: nextId("applications", store.applications.applications),
      flex_provider: orgOf(caller),
      dps_record: record.id,
      is_latest: true,
      is_submitted: false,
      parent: null,
      created,
      updated: created,
      submitted_by: null,
      sections: [],
      outcome: null,
      information_requests: [],
    };
    store.applications.applications.push(application);
    return HttpResponse.json(applicationWire(application, new Set(["sections", "outcome", "attachments"])), { status: 201 });
  }),

  http.get(api(recordPath(paths.dpsApplications, ":id")), async ({ request, params }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const application = ownApplication(caller, params.id);
    return application ? HttpResponse.json(applicationWire(application, expansions(new URL(request.url)))) : notFound();
  }),

  // One step of a draft: {name, responses, submitted?}.
  http.put(api(recordPath(paths.dpsApplications, ":id", "sections/:number")), async ({ request, params }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const draft = draftOf(caller, params.id);
    if (draft instanceof Response) return draft;
    const definition = dpsRecord(draft.dps_record)!.definitions.sections.find((section) => String(section.number) === params.number);
    if (!definition) return notFound();
    const previous = draft.sections.find((section) => section.number === definition.number);
    const parsed = parseSection(definition, await readJson(request), orgOf(caller), previous);
    if ("errors" in parsed) return fieldErrors(parsed.errors);
    draft.sections = [...draft.sections.filter((section) => section.number !== definition.number), parsed.section].sort((a, b) => a.number - b.number);
    touch(draft);
    return HttpResponse.json(applicationWire(draft, new Set(["sections", "outcome", "attachments"])));
  }),

  // The legacy draft update: the whole application at once, all or nothing.
  http.put(api(recordPath(paths.dpsApplications, ":id")), async ({ request, params }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const draft = draftOf(caller, params.id);
    if (draft instanceof Response) return draft;
    const body = await readJson(request);
    if (!isObject(body) || !Array.isArray(body.sections)) return fieldErrors({ sections: ["This field is required."] });
    const definitions = dpsRecord(draft.dps_record)!.definitions;
    const errors: Record<string, string[]> = {};
    const sections = [];
    for (const raw of body.sections as unknown[]) {
      const definition = definitions.sections.find((section) => isObject(raw) && (section.number === raw.number || section.name === raw.name));
      if (!definition) {
        (errors.sections ??= []).push("Each section must name a step of this application.");
        continue;
      }
      const parsed = parseSection(definition, raw, orgOf(caller), draft.sections.find((section) => section.number === definition.number));
      if ("errors" in parsed) Object.assign(errors, parsed.errors);
      else sections.push(parsed.section);
    }
    if (Object.keys(errors).length) return fieldErrors(errors);
    draft.sections = sections.sort((a, b) => a.number - b.number);
    touch(draft);
    return HttpResponse.json(applicationWire(draft, new Set(["sections", "outcome", "attachments"])));
  }),

  // Submitting: an empty body under the draft; the submission is a copy, and the newest one is the latest.
  http.post(api(paths.dpsApplicationSubmissions(":id")), async ({ request, params }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const draft = draftOf(caller, params.id);
    if (draft instanceof Response) return draft;
    const errors = completenessErrors(dpsRecord(draft.dps_record)!.definitions, draft.sections);
    if (Object.keys(errors).length) return fieldErrors(errors);
    for (const row of store.applications.applications) {
      if (row.parent === draft.id && row.is_submitted) row.is_latest = false;
    }
    const created = nowIso();
    const submission: Application = {
      ...structuredClone(draft),
      id: nextId("applications", store.applications.applications),
      is_submitted: true,
      is_latest: true,
      parent: draft.id,
      created,
      updated: created,
      submitted_by: caller.user.email,
      outcome: null,
      information_requests: [],
    };
    store.applications.applications.push(submission);
    touch(draft);
    return HttpResponse.json(applicationWire(submission, new Set(["sections", "outcome", "attachments"])), { status: 201 });
  }),

  http.get(api(paths.dpsAttachments), async ({ request }) => {
    const caller = await provider(request);
    if (isResponse(caller)) return caller;
    const file = storedFile(new URL(request.url).searchParams.get("key"));
    if (!file || file.org_id !== orgOf(caller)) return notFound();
    return HttpResponse.json(presigned(request, file));
  }),

  // Decisions on the caller's applications (provider) or on applications to its purchasing systems (operator).
  http.get(api(paths.applicationOutcomes), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const record = new URL(request.url).searchParams.get("application__dps_record");
    const orgId = orgOf(caller);
    const operatorSystems = new Set(store.applications.dpsRecords.filter((row) => row.system_operator === orgId).map((row) => row.id));
    if (!isProvider(caller) && !operatorSystems.size) return forbidden();
    const rows = store.applications.applications
      .filter((row) => row.outcome && (isProvider(caller) ? row.flex_provider === orgId : operatorSystems.has(row.dps_record)))
      .filter((row) => record === null || String(row.dps_record) === record)
      .sort((a, b) => b.outcome!.created.localeCompare(a.outcome!.created))
      .map((row) => ({ ...row.outcome!, application: row.id, dps_record: row.dps_record, flex_provider: row.flex_provider }));
    return page(request, rows);
  }),
];

