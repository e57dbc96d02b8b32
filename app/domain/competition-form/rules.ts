/**
 * Rules between fields of the competition form. Each compares values that are valid on
 * their own, so a field never gets a rule error on top of its own format error.
 */
import { COMPETITION_TYPES, DEFAULT_POWER_TYPE, NEED_DIRECTIONS, POWER_TYPES, REQUIRED_RATES, type PowerType, type RateType } from "~/domain/market/enums";
import { normaliseDate } from "~/domain/validation";
import { CHECKED, COMPETITION_DATES, type DetailsDraft, type FixedPriceField, type PeriodDraft, type ServiceNeedDraft, type WindowDraft } from "./draft";
import { localMillis } from "./dates";
import { addError, FORM_ERRORS, type FieldErrors } from "./messages";
import { resolveServiceDays } from "./service-days";
import { windowTimesClash } from "./window-times";

const blank = (value: string | undefined) => value === undefined || value.trim() === "";
const number = (value: string | undefined) => (blank(value) || !/^\d+(?:\.\d+)?$/.test(value!.trim()) ? null : Number(value));

/** qualification_open < qualification_closed ≤ open < closed ≤ archive_on; the later field of a pair out of order gets the error. */
const DATE_ORDER = [
  { later: "qualification_closed", strict: true, message: FORM_ERRORS.qualificationClosed },
  { later: "open", strict: false, message: FORM_ERRORS.open },
  { later: "closed", strict: true, message: FORM_ERRORS.closed },
  { later: "archive_on", strict: false, message: FORM_ERRORS.archiveOn },
] as const;

function dateOrderErrors(details: DetailsDraft): FieldErrors {
  const errors: FieldErrors = {};
  DATE_ORDER.forEach(({ later, strict, message }, index) => {
    const before = localMillis(details[COMPETITION_DATES[index]]);
    const after = localMillis(details[later]);
    if (before === null || after === null) return;
    if (strict ? after <= before : after < before) addError(errors, later, message);
  });
  return errors;
}

function powerTypeOf(details: DetailsDraft): PowerType | null {
  const value = blank(details.power_type) ? DEFAULT_POWER_TYPE : details.power_type!.trim();
  return (POWER_TYPES as readonly string[]).includes(value) ? (value as PowerType) : null;
}

/** Excess and deficit are for active power; import and export for reactive power (001 §3). */
function needDirectionErrors(details: DetailsDraft): FieldErrors {
  const powerType = powerTypeOf(details);
  const direction = details.need_direction?.trim();
  const known = Object.values(NEED_DIRECTIONS).some((directions) => (directions as readonly string[]).includes(direction ?? ""));
  if (!powerType || !direction || !known) return {};
  return (NEED_DIRECTIONS[powerType] as readonly string[]).includes(direction) ? {} : { need_direction: [FORM_ERRORS.needDirection] };
}

/** Minimum ≤ maximum, for connection voltages and for budgets; the maximum gets the error. */
function rangeErrors(details: DetailsDraft): FieldErrors {
  const errors: FieldErrors = {};
  const ranges = [
    ["minimum_connection_voltage", "maximum_connection_voltage", FORM_ERRORS.voltages],
    ["minimum_budget", "maximum_budget", FORM_ERRORS.budgets],
  ] as const;
  for (const [min, max, message] of ranges) {
    const low = number(details[min]);
    const high = number(details[max]);
    if (low !== null && high !== null && low > high) addError(errors, max, message);
  }
  return errors;
}

export function detailsRuleErrors(details: DetailsDraft): FieldErrors {
  return { ...dateOrderErrors(details), ...needDirectionErrors(details), ...rangeErrors(details) };
}

const FIXED_PRICE_OF: Record<RateType, FixedPriceField> = {
  availability: "fixed_availability_price",
  utilisation: "fixed_utilisation_price",
  service_fee: "fixed_service_fee",
};

/** With a fixed price, each window needs the fixed prices of the rates its competition type requires. */
export function requiredFixedPrices(details: DetailsDraft): FixedPriceField[] {
  if (details.fixed_price !== CHECKED) return [];
  const type = details.type?.trim() ?? "";
  if (!(COMPETITION_TYPES as readonly string[]).includes(type)) return [];
  return REQUIRED_RATES[type as keyof typeof REQUIRED_RATES].map((rate) => FIXED_PRICE_OF[rate]);
}

function windowRuleErrors(window: WindowDraft, fixedPrices: readonly FixedPriceField[]): FieldErrors {
  const errors: FieldErrors = {};
  // An end before the start is an overnight window; only an end at the start is refused.
  if (windowTimesClash(window.start, window.end)) addError(errors, "end", FORM_ERRORS.windowEnd);
  if (resolveServiceDays(window.service_day_preset, window.service_days).length === 0) addError(errors, "service_days", FORM_ERRORS.serviceDays);
  for (const field of fixedPrices) if (blank(window[field])) addError(errors, field, FORM_ERRORS.fixedPrice);
  return errors;
}

/** The period's end is its last day, so a one-day period starts and ends on the same day. */
function periodRuleErrors(period: PeriodDraft): FieldErrors {
  const start = period.start === undefined ? undefined : normaliseDate(period.start);
  const end = period.end === undefined ? undefined : normaliseDate(period.end);
  return start && end && end < start ? { end: [FORM_ERRORS.periodEnd] } : {};
}

/** Rule errors of every period and window, named by their path inside service_need. */
export function serviceNeedRuleErrors(need: ServiceNeedDraft, details: DetailsDraft): FieldErrors {
  const errors: FieldErrors = {};
  const fixedPrices = requiredFixedPrices(details);
  (need.service_periods ?? []).forEach((period, p) => {
    const periodPath = `service_periods[${p}]`;
    for (const [field, messages] of Object.entries(periodRuleErrors(period))) for (const message of messages) addError(errors, `${periodPath}.${field}`, message);
    (period.service_windows ?? []).forEach((window, w) => {
      for (const [field, messages] of Object.entries(windowRuleErrors(window, fixedPrices))) {
        for (const message of messages) addError(errors, `${periodPath}.service_windows[${w}].${field}`, message);
      }
    });
  });
  return errors;
}
