import { nowIso } from "~/clock.server";
import { sectionFields } from "~/domain/applications/conditions";
import { store } from "../store";
import type { Application, DpsRecord } from "./types";

export const dpsRecord = (id: unknown): DpsRecord | undefined => store.applications.dpsRecords.find((record) => String(record.id) === String(id));

export const organisationName = (id: number) => store.organisations.find((org) => org.id === id)?.name ?? "";

/** The files an application's answers point at: question, description and file name. */
export function attachmentsOf(application: Application) {
  const record = dpsRecord(application.dps_record);
  const fields = new Map((record?.definitions.sections ?? []).flatMap(sectionFields).map((field) => [field.key, field]));
  const attachments: { key: string; question: string; description: string; filename: string }[] = [];
  for (const section of application.sections) {
    for (const response of section.responses) {
      if (!response.is_file || typeof response.response !== "string" || !response.response) continue;
      const file = store.applications.storedFiles.find((candidate) => candidate.key === response.response);
      if (!file) continue;
      attachments.push({ key: file.key, question: response.question, description: fields.get(response.key)?.help_text ?? response.question, filename: file.filename });
    }
  }
  return attachments;
}

/** `expand=sections,outcome,attachments` adds those parts; lists leave them out unless asked. */
export function expansions(url: URL, always: string[] = []): Set<string> {
  return new Set([...(url.searchParams.get("expand") ?? "").split(","), ...always].map((part) => part.trim()).filter(Boolean));
}

/** The previous submission of the same draft, for the operator's list of changed answers. */
export function previousSubmission(application: Application): Application | undefined {
  if (!application.is_submitted) return undefined;
  return store.applications.applications
    .filter((candidate) => candidate.is_submitted && candidate.parent === application.parent && (candidate.created < application.created || (candidate.created === application.created && candidate.id < application.id)))
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)[0];
}

export function applicationWire(application: Application, expand: Set<string>) {
  const record = dpsRecord(application.dps_record);
  const { sections, outcome, information_requests: requests, ...rest } = application;
  return {
    ...rest,
    flex_provider_name: organisationName(application.flex_provider),
    dps_record_name: record?.name ?? "",
    system_operator: record?.system_operator ?? null,
    previous: previousSubmission(application)?.id ?? null,
    information_requests: requests,
    ...(expand.has("sections") ? { sections } : {}),
    ...(expand.has("outcome") ? { outcome } : {}),
    ...(expand.has("attachments") ? { attachments: attachmentsOf(application) } : {}),
    help_texts: record?.help_texts ?? {},
    errors: {},
  };
}

/** The provider's draft for a purchasing system and its latest submission. */
export function standingRecords(orgId: number, dpsRecordId: number) {
  const mine = store.applications.applications.filter((row) => row.flex_provider === orgId && row.dps_record === dpsRecordId && row.is_latest);
  return { draft: mine.find((row) => !row.is_submitted), submission: mine.find((row) => row.is_submitted) };
}

/** Why a draft cannot be changed or submitted now, or null when it can. */
export function lockedReason(draft: Application): string | null {
  const { submission } = standingRecords(draft.flex_provider, draft.dps_record);
  if (!submission) return null;
  if (submission.outcome?.is_approved) return "Your organisation is already approved on this purchasing system.";
  if (!submission.outcome && submission.information_requests.length === 0) return "Your application has been submitted and is awaiting a decision.";
  return null;
}

export function touch(application: Application) {
  application.updated = nowIso();
}
