/**
 * Errors of the competition form that the shared validation texts do not cover, as keys of
 * the operator namespace (the shared ones stay `validation:…` descriptors).
 */
export const FORM_ERRORS = {
  choose: "operator:errors.choose",
  dateTime: "operator:errors.dateTime",
  clockSkipped: "operator:errors.clockSkipped",
  wholeNumber: "operator:errors.wholeNumber",
  notNegative: "operator:errors.notNegative",
  qualificationClosed: "operator:errors.qualificationClosed",
  open: "operator:errors.open",
  closed: "operator:errors.closed",
  archiveOn: "operator:errors.archiveOn",
  voltages: "operator:errors.voltages",
  budgets: "operator:errors.budgets",
  needDirection: "operator:errors.needDirection",
  periodEnd: "operator:errors.periodEnd",
  windowEnd: "operator:errors.windowEnd",
  serviceDays: "operator:errors.serviceDays",
  fixedPrice: "operator:errors.fixedPrice",
  noPeriods: "operator:errors.noPeriods",
  noWindows: "operator:errors.noWindows",
} as const;

/** Field errors by field name: a field with no entry (or an empty list) has none. */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

export function mergeErrors(...lists: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const list of lists) for (const [field, messages] of Object.entries(list)) for (const message of messages) addError(merged, field, message);
  return merged;
}

export function countErrors(errors: FieldErrors): number {
  return Object.values(errors).reduce((total, messages) => total + messages.length, 0);
}
