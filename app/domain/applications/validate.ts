import { isShown, sectionFields } from "./conditions";
import { MESSAGES } from "./limits";
import type { FieldDefinition, FieldErrors, FormValues, SectionDefinition } from "./types";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i;
const NUMBER = /^-?\d+(\.\d+)?$/;
const YEAR = /^\d{4}$/;

/** A real day written YYYY-MM-DD (not 2027-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const TEL = /^\+?[\d\s()-]{6,}$/;

/** What is wrong with a typed answer (its length, choice or format), or null; blank answers are checked apart. */
export function answerProblem(field: FieldDefinition, text: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  if (field.max_length && value.length > field.max_length) return MESSAGES.tooLong(field.max_length);
  switch (field.kind) {
    case "boolean":
      return value === "true" || value === "false" ? null : MESSAGES.invalidBoolean;
    case "confirmation":
      return value === "true" || value === "on" ? null : MESSAGES.invalidBoolean;
    case "choice":
    case "country":
      return !field.choices || field.choices.includes(value) ? null : MESSAGES.invalidChoice(value);
    case "number":
    case "currency":
      return NUMBER.test(value) ? null : MESSAGES.invalidNumber;
    case "year":
      return YEAR.test(value) && Number(value) >= 1800 && Number(value) <= 2200 ? null : MESSAGES.invalidYear;
    case "date":
      return isCalendarDate(value) ? null : MESSAGES.invalidDate;
    case "email":
      return EMAIL.test(value) ? null : MESSAGES.invalidEmail;
    case "url":
      return URL_LIKE.test(value) ? null : MESSAGES.invalidUrl;
    case "tel":
      return TEL.test(value) ? null : MESSAGES.invalidNumber;
    default:
      return null;
  }
}

/** Length, choice and format problems of a step's answers, by question. */
export function answerProblems(section: SectionDefinition, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of sectionFields(section)) {
    const problem = answerProblem(field, values[field.key] ?? "");
    if (problem) errors[field.key] = [problem];
  }
  return errors;
}

/** A blank answer: nothing, or only spaces. `false` is an answer (001 §5). */
export const isBlank = (text: string | undefined) => (text ?? "").trim() === "";

/** APP-03: "This field may not be blank." for each required question that shows and has no answer. */
export function blankErrors(section: SectionDefinition, values: FormValues, byKey: ReadonlyMap<string, FieldDefinition>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of sectionFields(section)) {
    if (field.required && isShown(field, values, byKey) && isBlank(values[field.key])) errors[field.key] = [MESSAGES.blank];
  }
  return errors;
}

/**
 * The errors a step shows: format and length problems always, blank required answers only
 * once the step is marked for validation (APP-03).
 */
export function stepErrors(section: SectionDefinition, values: FormValues, byKey: ReadonlyMap<string, FieldDefinition>, marked: boolean): FieldErrors {
  return { ...(marked ? blankErrors(section, values, byKey) : {}), ...answerProblems(section, values) };
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some((list) => list.length > 0);
