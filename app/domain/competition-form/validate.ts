import type { ZodError } from "zod";
import type { DetailsDraft, ServiceNeedDraft } from "./draft";
import { REVIEW_STEP, withFormErrors, type CompetitionFormList } from "./form-list";
import { addError, mergeErrors, type FieldErrors } from "./messages";
import { detailsRuleErrors, serviceNeedRuleErrors } from "./rules";
import { competitionDetailsSchema, serviceNeedSchema } from "./schemas";

/** A path as the page names its field: `service_periods[0].service_windows[1].start`. */
function fieldName(path: readonly (string | number)[]): string {
  return path.reduce<string>((name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}

function issuesOf(error: ZodError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) addError(errors, fieldName(issue.path), issue.message);
  return errors;
}

/** Per-field errors of competition_details: dates, power_type, need_direction, voltages, budgets and the rest (001 §5). */
export function validateDetails(details: DetailsDraft): FieldErrors {
  return mergeErrors(issuesOf(competitionDetailsSchema.safeParse(details).error), detailsRuleErrors(details));
}

/** Per-field errors of service_need; the details say whether windows need fixed prices. */
export function validateServiceNeed(need: ServiceNeedDraft, details: DetailsDraft): FieldErrors {
  return mergeErrors(issuesOf(serviceNeedSchema.safeParse(need).error), serviceNeedRuleErrors(need, details));
}

function errorsOfForm(list: CompetitionFormList, index: number): FieldErrors {
  return index === 0 ? validateDetails(list.forms[0]) : validateServiceNeed(list.forms[1], list.forms[0]);
}

/** The list with the error list of one form brought up to date (the review step has no form). */
export function validateStep(list: CompetitionFormList, index = list.current): CompetitionFormList {
  return index >= REVIEW_STEP ? list : withFormErrors(list, index, errorsOfForm(list, index));
}

/** The list with every form's error list brought up to date. */
export function validateAll(list: CompetitionFormList): CompetitionFormList {
  return list.forms.reduce((checked, _, index) => validateStep(checked, index), list);
}
