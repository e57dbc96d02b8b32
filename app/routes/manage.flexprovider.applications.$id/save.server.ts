import { sectionFields } from "~/domain/applications/conditions";
import { storableValues } from "~/domain/applications/step-flow";
import type { ApplicationSection, FieldErrors, FormValues, SectionDefinition } from "~/domain/applications/types";
import { sectionResponses } from "~/domain/applications/values";
import { uploadAttachment } from "~/upstream/applications.server";
import { UpstreamError } from "~/upstream/errors";
import type { Application } from "~/upstream/schemas/applications";
import type { ApplicationContext } from "./context.server";

/** The name a file question's chooser posts under; the question's own name carries the key of the file already attached. */
export const uploadName = (key: string) => `${key}__upload`;

/** Sends the files chosen on the step through the file pipeline; each becomes its question's answer (its key). */
export async function uploadFiles(ctx: ApplicationContext, section: SectionDefinition, form: FormData, values: FormValues, orgId: string | number | undefined) {
  const problems: FieldErrors = {};
  for (const field of sectionFields(section).filter((candidate) => candidate.file)) {
    const file = form.get(uploadName(field.key));
    if (!(file instanceof File) || file.size === 0 || !file.name) continue;
    if (orgId == null) {
      problems[field.key] = ["upload:errors.noOrganisation"];
      continue;
    }
    try {
      values[field.key] = (await uploadAttachment(ctx.client, "dps-attachments", file, file.name, orgId)).key;
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
      problems[field.key] = error.fieldErrors.file ?? [error.detail];
    }
  }
  return problems;
}

/** One save of a step: the section update, or the legacy full-draft update for the organisation form. */
async function send(ctx: ApplicationContext, section: SectionDefinition, values: FormValues, submitted: boolean | undefined): Promise<Application> {
  const responses = sectionResponses(section, values);
  if (ctx.definitions.form === "company_qualification") {
    return ctx.api.saveSection(ctx.draft.id, { name: section.name, number: section.number, responses, submitted });
  }
  const previous = ctx.draft.sections.find((candidate) => candidate.number === section.number);
  const edited: ApplicationSection = { name: section.name, number: section.number, responses, submitted: submitted ?? previous?.submitted ?? false };
  const sections = [...ctx.draft.sections.filter((candidate) => candidate.number !== section.number), edited].sort((a, b) => a.number - b.number);
  return ctx.api.saveDraft(ctx.draft.id, sections);
}

export type SaveResult = { saved: Application | null; problems: FieldErrors; formErrors: string[] };

/**
 * Saves what can be saved of a step: answers with a problem (found here, or refused
 * upstream) keep their saved value and come back with their message, so every good
 * answer is stored and nothing typed is lost from the form.
 */
export async function saveStep(ctx: ApplicationContext, section: SectionDefinition, posted: FormValues, saved: FormValues, submitted: boolean | undefined, found: FieldErrors): Promise<SaveResult> {
  const keys = new Set(sectionFields(section).map((field) => field.key));
  let refused: FieldErrors = { ...found };
  for (let attempt = 0; attempt < 2; attempt++) {
    const { values, problems } = storableValues(section, posted, saved, refused);
    try {
      return { saved: await send(ctx, section, values, submitted), problems, formErrors: [] };
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
      const onFields = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => keys.has(key)));
      const elsewhere = Object.entries(error.fieldErrors).filter(([key]) => !keys.has(key)).flatMap(([, messages]) => messages);
      if (!Object.keys(onFields).length || attempt === 1) {
        return { saved: null, problems: { ...problems, ...onFields }, formErrors: elsewhere.length || !Object.keys(onFields).length ? [...elsewhere, ...(Object.keys(error.fieldErrors).length ? [] : [error.detail])] : [] };
      }
      refused = { ...refused, ...onFields };
    }
  }
  return { saved: null, problems: refused, formErrors: [] };
}
