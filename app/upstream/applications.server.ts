import { z } from "zod";
import type { ApplicationSection } from "~/domain/applications/types";
import type { Client, Query } from "./client.server";
import { UpstreamUnavailableError } from "./errors";
import { fileRecordSchema } from "./files.server";
import { paths, recordPath } from "./paths";
import { resource } from "./resources.server";
import {
  applicationOutcomeSchema,
  applicationSchema,
  companyInfoSchema,
  dpsRecordSchema,
  informationRequestSchema,
  operatorNameSchema,
  presignedSchema,
  type Application,
} from "./schemas/applications";

const FULL = "sections,outcome,attachments";

/** The provider's applications to purchasing systems (001 §7 "Provider DPS applications"). */
export function providerApplications(client: Client) {
  const applications = resource(client, paths.dpsApplications, applicationSchema);
  return {
    get: (id: number | string, expand = FULL) => applications.get(id, { expand }),
    /** Drafts (`is_submitted: false`) or submissions, newest first. */
    list: (query: Query & { is_latest?: boolean; is_submitted?: boolean; dps_record?: number }) =>
      applications.fetchAll({ expand: "outcome", ordering: "-created", ...query }),
    create: (dpsRecord: number) => applications.create({ dps_record: dpsRecord }),
    /** One step: `{name, responses, submitted}` under `sections/{number}`. */
    saveSection: (id: number, section: Pick<ApplicationSection, "name" | "number" | "responses"> & { submitted?: boolean }) =>
      applications.update(id, { name: section.name, responses: section.responses, ...(section.submitted === undefined ? {} : { submitted: section.submitted }) }, `sections/${section.number}`),
    /** The legacy draft update: the whole application at once. */
    saveDraft: (id: number, sections: ApplicationSection[]) => applications.update(id, { sections }),
    /** Submitting: an empty body under the draft, answered with the submission. */
    submit: async (id: number): Promise<Application> => (await client.json("POST", paths.dpsApplicationSubmissions(id), applicationSchema, { body: {} })).data,
    attachment: async (key: string) => (await client.json("GET", paths.dpsAttachments, presignedSchema, { query: { key } })).data,
    outcomes: (dpsRecord: number) => resource(client, paths.applicationOutcomes, applicationOutcomeSchema).fetchAll({ application__dps_record: dpsRecord }),
  };
}

/** The operator's side: submissions to its purchasing systems, their files, decisions and questions. */
export function operatorApplications(client: Client) {
  const applications = resource(client, paths.operatorApplications, applicationSchema);
  return {
    list: (query: Query) => applications.list({ is_latest: true, ordering: "-created", ...query }),
    get: (id: number | string) => applications.get(id, { expand: "sections,attachments,outcome" }),
    attachment: async (key: string) => (await client.json("GET", paths.operatorAttachments, presignedSchema, { query: { key } })).data,
    decide: (application: number, isApproved: boolean, reason: string) =>
      resource(client, paths.applicationOutcomes, applicationOutcomeSchema).create({ application, is_approved: isApproved, ...(reason ? { reason } : {}) }),
    ask: async (application: number, key: string, message: string) =>
      (await client.json("POST", recordPath(paths.operatorApplications, application, "information_requests"), informationRequestSchema, { body: { key, message } })).data,
  };
}

export const getDpsRecord = (client: Client, id: number) => resource(client, paths.dpsRecords, dpsRecordSchema).get(id);
export const listDpsRecords = (client: Client, query: Query = {}) => resource(client, paths.dpsRecords, dpsRecordSchema).fetchAll(query);

/** 001 §7 "system operator by id: fields=name". */
export const systemOperatorName = async (client: Client, id: number) =>
  (await resource(client, paths.systemOperators, operatorNameSchema).get(id, { fields: "name" })).name;

/** 001 §7 "Flex provider by id": the company information a new application starts from. */
export const companyInfo = (client: Client, id: number | string) => resource(client, paths.flexProviders, companyInfoSchema).get(id);

/** An application attachment through the file pipeline; its key goes into the answer. */
export async function uploadAttachment(client: Client, type: "dps-attachments" | "milestone-evidence", file: Blob, fileName: string, orgId: string | number) {
  const form = new FormData();
  form.set("file", file, fileName);
  form.set("org_id", String(orgId));
  return (await client.json("POST", paths.fileUpload(type), fileRecordSchema.extend({ key: z.string() }), { form })).data;
}

/** The file behind a presigned address (no token: the address is the permission). */
export async function fetchPresigned(url: string, timeoutMs = 15_000): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new UpstreamUnavailableError("presigned", error instanceof DOMException && error.name === "TimeoutError", error);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamUnavailableError("presigned", false, new Error(`presigned download answered ${response.status}`));
  }
  return response;
}
