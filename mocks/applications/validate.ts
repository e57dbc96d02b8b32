import { nowIso } from "~/clock.server";
import { fieldIndex, sectionFields } from "~/domain/applications/conditions";
import { MESSAGES } from "~/domain/applications/limits";
import type { ApplicationResponse, ApplicationSection, Definitions, FieldErrors, FormValues, SectionDefinition } from "~/domain/applications/types";
import { answerProblem, blankErrors } from "~/domain/applications/validate";
import { applicationValues, responseText, responseValue } from "~/domain/applications/values";
import { store } from "../store";

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

export const NOT_A_LIST = (value: unknown) => `Expected a list of items but got type "${Array.isArray(value) ? "list" : typeof value === "object" && value ? "dict" : typeof value}".`;

/** A response's value in the type its question takes: booleans must be booleans, numbers numbers or numeric text. */
function typeProblem(kind: string, value: unknown): string | null {
  if (value === null || value === "") return null;
  if ((kind === "boolean" || kind === "confirmation") && typeof value !== "boolean") return MESSAGES.invalidBoolean;
  if (kind !== "boolean" && kind !== "confirmation" && typeof value === "boolean") return `Not a valid string.`;
  if (typeof value === "object") return "Not a valid string.";
  return null;
}

/**
 * One step's answers as the draft update receives them (`{name, responses, submitted?}`):
 * every question of the step is stored, each answer checked against its question's type,
 * length and choices; errors come back under the question's key, DRF style.
 */
export function parseSection(definition: SectionDefinition, body: unknown, orgId: number, previous?: ApplicationSection): { section: ApplicationSection } | { errors: FieldErrors } {
  if (!isObject(body)) return { errors: { non_field_errors: ["Invalid data. Expected a dictionary, but got list."] } };
  const errors: FieldErrors = {};
  if (body.name !== undefined && body.name !== definition.name) errors.name = [`Expected "${definition.name}".`];
  if (!Array.isArray(body.responses)) return { errors: { ...errors, responses: [body.responses === undefined ? "This field is required." : NOT_A_LIST(body.responses)] } };
  const fields = new Map(sectionFields(definition).map((field) => [field.key, field]));
  const posted = new Map<string, unknown>();
  for (const raw of body.responses as unknown[]) {
    if (!isObject(raw) || typeof raw.key !== "string") {
      (errors.responses ??= []).push("Each response needs a key.");
      continue;
    }
    const field = fields.get(raw.key);
    if (!field) {
      errors[raw.key] = ["This question is not part of this step."];
      continue;
    }
    const value = raw.response ?? null;
    const problem = typeProblem(field.kind, value) ?? answerProblem(field, responseText(value as never));
    if (problem) errors[field.key] = [problem];
    else if (field.file && typeof value === "string" && value && !store.applications.storedFiles.some((file) => file.key === value && file.org_id === orgId)) {
      errors[field.key] = [MESSAGES.unknownFile];
    } else if (raw.is_file !== undefined && Boolean(raw.is_file) !== field.file) errors[field.key] = [field.file ? "This question takes a file." : "This question does not take a file."];
    posted.set(field.key, value);
  }
  if (body.submitted !== undefined && typeof body.submitted !== "boolean") errors.submitted = [MESSAGES.invalidBoolean];
  if (Object.keys(errors).length) return { errors };
  const responses: ApplicationResponse[] = sectionFields(definition).map((field) => ({
    key: field.key,
    question: field.question,
    response: responseValue(field, responseText((posted.get(field.key) ?? null) as never)),
    is_file: field.file,
  }));
  const submitted = typeof body.submitted === "boolean" ? body.submitted : previous?.submitted ?? false;
  return { section: { name: definition.name, number: definition.number, responses, submitted, updated: nowIso() } };
}

/** Submitting checks the whole application: every required question that shows must be answered. */
export function completenessErrors(definitions: Definitions, sections: readonly ApplicationSection[]): FieldErrors {
  const values: FormValues = applicationValues(sections);
  const byKey = fieldIndex(definitions);
  const errors: FieldErrors = {};
  for (const section of definitions.sections) Object.assign(errors, blankErrors(section, values, byKey));
  return errors;
}
