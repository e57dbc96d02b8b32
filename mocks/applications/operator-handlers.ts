import { DateTime } from "luxon";
import { HttpResponse, http } from "msw";
import { nowIso } from "~/clock.server";
import { sectionFields } from "~/domain/applications/conditions";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound, readJson } from "../drf";
import { booleanParam, orgOf } from "../bidding/caller";
import { pagedJson } from "../paging";
import { authenticate, isResponse, type Caller } from "../session";
import { nextId, store } from "../store";
import { presigned, storedFile } from "./attachments";
import { applicationWire, attachmentsOf, dpsRecord, expansions, organisationName } from "./records";
import type { Application } from "./types";

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);
const ZONE = "Europe/London";

/** The purchasing systems an operator runs; a caller without any is refused. */
async function reviewer(request: Request): Promise<{ caller: Caller; systems: Set<number> } | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  const org = store.organisations.find((candidate) => candidate.id === caller.user.organisation_id);
  if (org?.org_type !== "systemoperator") return forbidden();
  return { caller, systems: new Set(store.applications.dpsRecords.filter((record) => record.system_operator === org.id).map((record) => record.id)) };
}

const reviewable = (systems: Set<number>, id: unknown) =>
  store.applications.applications.find((row) => String(row.id) === String(id) && row.is_submitted && systems.has(row.dps_record));

const status = (row: Application) => (!row.outcome ? "pending" : row.outcome.is_approved ? "approved" : "rejected");

/** Submitted on or after `from` and on or before `to`, as days in the UK. */
function submittedBetween(row: Application, from: string | null, to: string | null) {
  const day = DateTime.fromISO(row.created, { zone: "utc" }).setZone(ZONE).toISODate()!;
  return (!from || day >= from) && (!to || day <= to);
}

function notify(application: Application, subject: string, body: string) {
  const members = store.teamMembers.filter((member) => member.organisation_id === application.flex_provider && member.is_activated && member.roles.includes("admin"));
  const recipients = new Set([application.submitted_by, ...members.map((member) => member.email)].filter((email): email is string => Boolean(email)));
  for (const to of recipients) {
    store.outbox.push({ to, subject, body, link: `/manage/flexprovider/applications/${application.parent ?? application.id}/submit`, sent: nowIso() });
  }
}

const decisionMaker = (caller: Caller) => `${caller.user.first_name} ${caller.user.last_name}`.trim() || caller.user.email;

/** The operator's review: submissions to its purchasing systems, their attachments, decisions and questions back. */
export const operatorApplicationHandlers = [
  http.get(api(paths.operatorApplications), async ({ request }) => {
    const review = await reviewer(request);
    if (isResponse(review)) return review;
    const url = new URL(request.url);
    const wanted = url.searchParams.get("status");
    const record = url.searchParams.get("dps_record");
    const market = url.searchParams.get("market");
    const marketRecord = market === null ? null : store.markets.find((row) => String(row.id) === market)?.dps_record ?? -1;
    const latest = booleanParam(url, "is_latest");
    const rows = store.applications.applications
      .filter((row) => row.is_submitted && review.systems.has(row.dps_record))
      .filter((row) => latest === null || row.is_latest === latest)
      .filter((row) => wanted === null || wanted === "" || status(row) === wanted)
      .filter((row) => record === null || String(row.dps_record) === record)
      .filter((row) => marketRecord === null || row.dps_record === marketRecord)
      .filter((row) => submittedBetween(row, url.searchParams.get("submitted_after"), url.searchParams.get("submitted_before")))
      .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
    const expand = expansions(url, ["outcome"]);
    return pagedJson(request, rows, { wire: (row) => applicationWire(row, expand) });
  }),

  http.get(api(recordPath(paths.operatorApplications, ":id")), async ({ request, params }) => {
    const review = await reviewer(request);
    if (isResponse(review)) return review;
    const application = reviewable(review.systems, params.id);
    return application ? HttpResponse.json(applicationWire(application, expansions(new URL(request.url), ["outcome"]))) : notFound();
  }),

  http.get(api(paths.operatorAttachments), async ({ request }) => {
    const review = await reviewer(request);
    if (isResponse(review)) return review;
    const file = storedFile(new URL(request.url).searchParams.get("key"));
    const attached = file && store.applications.applications.some((row) => row.is_submitted && review.systems.has(row.dps_record) && attachmentsOf(row).some((item) => item.key === file.key));
    return file && attached ? HttpResponse.json(presigned(request, file)) : notFound();
  }),

  // A decision on the latest submission: approving admits the provider; rejecting needs a reason, which is e-mailed.
  http.post(api(paths.applicationOutcomes), async ({ request }) => {
    const review = await reviewer(request);
    if (isResponse(review)) return review;
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: ["Invalid data. Expected a dictionary, but got list."] });
    const errors: Record<string, string[]> = {};
    const application = body.application === undefined ? undefined : reviewable(review.systems, body.application);
    if (body.application === undefined) errors.application = ["This field is required."];
    else if (!application) errors.application = [`Invalid pk "${String(body.application)}" - object does not exist.`];
    else if (application.outcome) errors.application = ["A decision has already been made on this application."];
    else if (!application.is_latest) errors.application = ["A newer submission has replaced this application."];
    if (typeof body.is_approved !== "boolean") errors.is_approved = [body.is_approved === undefined ? "This field is required." : "Must be a valid boolean."];
    const reason = typeof body.reason === "string" ? body.reason.trim() : "";
    if (body.is_approved === false && !reason) errors.reason = [body.reason === undefined ? "This field is required." : "This field may not be blank."];
    if (reason.length > 1000) errors.reason = ["Ensure this field has no more than 1000 characters."];
    if (Object.keys(errors).length) return fieldErrors(errors);
    const outcome = {
      id: nextId("outcomes", store.applications.applications.filter((row) => row.outcome).map((row) => ({ id: row.outcome!.id }))),
      is_approved: body.is_approved as boolean,
      decision_made_by: decisionMaker(review.caller),
      created: nowIso(),
      reason: reason || null,
    };
    application!.outcome = outcome;
    const system = dpsRecord(application!.dps_record)!;
    if (outcome.is_approved) notify(application!, `Your application to ${system.name} has been approved`, `${organisationName(system.system_operator)} has admitted your organisation to ${system.name}.`);
    else notify(application!, `Your application to ${system.name} was not successful`, reason);
    return HttpResponse.json({ ...outcome, application: application!.id, dps_record: application!.dps_record, flex_provider: application!.flex_provider }, { status: 201 });
  }),

  // Asking for more on one answer instead of deciding: the provider sees it on that question and may resubmit.
  http.post(api(recordPath(paths.operatorApplications, ":id", "information_requests")), async ({ request, params }) => {
    const review = await reviewer(request);
    if (isResponse(review)) return review;
    const application = reviewable(review.systems, params.id);
    if (!application) return notFound();
    const body = await readJson(request);
    if (!isObject(body)) return fieldErrors({ non_field_errors: ["Invalid data. Expected a dictionary, but got list."] });
    const fields = new Map(dpsRecord(application.dps_record)!.definitions.sections.flatMap(sectionFields).map((field) => [field.key, field]));
    const errors: Record<string, string[]> = {};
    const message = typeof body.message === "string" ? body.message.trim() : "";
    if (typeof body.key !== "string" || !fields.has(body.key)) errors.key = [body.key === undefined ? "This field is required." : `"${String(body.key)}" is not a valid choice.`];
    if (!message) errors.message = [body.message === undefined ? "This field is required." : "This field may not be blank."];
    else if (message.length > 500) errors.message = ["Ensure this field has no more than 500 characters."];
    if (application.outcome || !application.is_latest) errors.non_field_errors = ["Only an application awaiting a decision can be asked about."];
    if (Object.keys(errors).length) return fieldErrors(errors);
    const question = fields.get(body.key as string)!.question;
    const entry = { id: nextId("informationRequests", application.information_requests), key: body.key as string, question, message, requested_by: decisionMaker(review.caller), created: nowIso() };
    application.information_requests.push(entry);
    const system = dpsRecord(application.dps_record)!;
    notify(application, `${organisationName(system.system_operator)} has a question about your application to ${system.name}`, `${question}: ${message}`);
    return HttpResponse.json(entry, { status: 201 });
  }),
];
