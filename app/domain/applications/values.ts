import type { ApplicationResponse, ApplicationSection, FieldDefinition, FormValues, ResponseValue, SectionDefinition } from "./types";
import { sectionFields } from "./conditions";

/** An answer as form text: true → "true", false → "false", nothing → "". */
export function responseText(value: ResponseValue | undefined): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Form text as the answer the upstream stores: booleans and numbers typed, blanks as null. */
export function responseValue(field: FieldDefinition, text: string | undefined): ResponseValue {
  const value = (text ?? "").trim();
  if (value === "") return null;
  switch (field.kind) {
    case "boolean":
      return value === "true" ? true : value === "false" ? false : value;
    case "confirmation":
      return value === "true" || value === "on" ? true : null;
    case "number":
    case "currency":
      return NUMBER.test(value) ? Number(value) : value;
    default:
      return value;
  }
}

/** A step's saved answers as form values. */
export function sectionValues(section: ApplicationSection | undefined): FormValues {
  const values: FormValues = {};
  for (const response of section?.responses ?? []) values[response.key] = responseText(response.response);
  return values;
}

/** Every saved answer of an application, keyed by question. */
export function applicationValues(sections: readonly ApplicationSection[]): FormValues {
  return Object.assign({}, ...sections.map(sectionValues));
}

/** The step's answers to send: one response per question of the step, with its question text. */
export function sectionResponses(section: SectionDefinition, values: FormValues): ApplicationResponse[] {
  return sectionFields(section).map((field) => ({
    key: field.key,
    question: field.question,
    response: responseValue(field, values[field.key]),
    is_file: field.file,
  }));
}

/** The name a form field posts under that lists the questions the form showed. */
export const SHOWN_FIELDS = "__shown";

/**
 * The values a step's form posted, over what was saved: a question the form did not show
 * keeps its saved answer (nothing typed earlier is lost), an unticked box on the form is blank.
 */
export function postedValues(section: SectionDefinition, form: { get(name: string): unknown; getAll(name: string): unknown[] }, saved: FormValues): FormValues {
  const shown = new Set(String(form.get(SHOWN_FIELDS) ?? "").split(",").filter(Boolean));
  const values: FormValues = {};
  for (const field of sectionFields(section)) {
    const posted = form.get(field.key);
    if (!shown.has(field.key)) values[field.key] = saved[field.key] ?? "";
    else if (typeof posted === "string") values[field.key] = field.kind === "confirmation" && posted === "on" ? "true" : posted;
    else values[field.key] = field.file ? saved[field.key] ?? "" : "";
  }
  return values;
}
