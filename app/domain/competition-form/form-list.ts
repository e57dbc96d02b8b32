/**
 * 001 §3: "The form is a list of forms with a current index and a parallel list of per-field
 * error lists." The forms are competition_details and service_need; one step past the last
 * form is the review before submitting.
 */
import type { CompetitionDraft, DetailsDraft, ServiceNeedDraft } from "./draft";
import { countErrors, type FieldErrors } from "./messages";

export const FORM_NAMES = ["competition_details", "service_need"] as const;
export type FormName = (typeof FORM_NAMES)[number];
/** The index of the review step. */
export const REVIEW_STEP = FORM_NAMES.length;

export type CompetitionFormList = {
  forms: [DetailsDraft, ServiceNeedDraft];
  current: number;
  /** errors[i] belongs to forms[i]; names are relative to that form. */
  errors: [FieldErrors, FieldErrors];
};

/** A step index from anything posted: a whole number from 0 to the review step, else 0. */
export function stepIndex(value: unknown): number {
  const index = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(index) && index >= 0 && index <= REVIEW_STEP ? index : 0;
}

export function formList(draft: CompetitionDraft, current = 0): CompetitionFormList {
  return {
    forms: [draft.competition_details ?? {}, draft.service_need ?? {}],
    current: stepIndex(current),
    errors: [{}, {}],
  };
}

export function draftOf(list: CompetitionFormList): CompetitionDraft {
  return { competition_details: list.forms[0], service_need: list.forms[1] };
}

export function goTo(list: CompetitionFormList, index: number): CompetitionFormList {
  return { ...list, current: Math.min(Math.max(0, Math.trunc(index)), REVIEW_STEP) };
}

export function withFormErrors(list: CompetitionFormList, index: number, errors: FieldErrors): CompetitionFormList {
  const next: [FieldErrors, FieldErrors] = [...list.errors];
  next[index] = errors;
  return { ...list, errors: next };
}

/** 001 §5: a form has errors if any error list is non-empty. */
export function hasErrors(list: CompetitionFormList): boolean {
  return list.errors.some((errors) => countErrors(errors) > 0);
}

export function firstFormWithErrors(list: CompetitionFormList): number | null {
  const index = list.errors.findIndex((errors) => countErrors(errors) > 0);
  return index === -1 ? null : index;
}

/** The error lists as one map of full field names (`competition_details.open`), as the page's fields are named. */
export function fieldErrorsOf(list: CompetitionFormList): FieldErrors {
  const all: FieldErrors = {};
  list.errors.forEach((errors, index) => {
    for (const [name, messages] of Object.entries(errors)) if (messages.length) all[`${FORM_NAMES[index]}.${name}`] = [...messages];
  });
  return all;
}

/** Full field names split back into the parallel lists; names of neither form are returned apart. */
export function splitFieldErrors(errors: FieldErrors): { forms: [FieldErrors, FieldErrors]; other: FieldErrors } {
  const forms: [FieldErrors, FieldErrors] = [{}, {}];
  const other: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const index = FORM_NAMES.findIndex((form) => name.startsWith(`${form}.`));
    if (index === -1) other[name] = messages;
    else forms[index][name.slice(FORM_NAMES[index].length + 1)] = messages;
  }
  return { forms, other };
}
