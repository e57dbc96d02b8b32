import { z } from "zod";
import { HOLIDAY_HANDLING } from "~/domain/market/enums";
import { encodeMessage } from "~/domain/validation/messages";
import { requiredMessage } from "~/domain/validation/required";
import { encodeBiddingMessage } from "~/domain/bidding/messages";
import { CAPACITY_DECIMAL_PLACES } from "~/domain/validation/capacity";
import { zBidRequired, zCurrency, zDate, zDecimal, zOptional, zTime } from "~/domain/validation/schemas";
import { endDate } from "./end-date";
import { excludedGsps } from "./gsps";
import { buildDemandInterval, findWindow, firstServiceDay, windowDemandInterval } from "./intervals";
import type { ClearingPeriod, DemandInterval, DemandIntervalFields, GridSupplyPointOption } from "./types";

export const PERIOD_END_ERROR = "clearing:rules.periodEndAfterStart";

export type ClearingFormContext = {
  /** The competition's periods and windows, to resolve a row's start date from its window. */
  periods: readonly ClearingPeriod[];
  /** The grid supply points the bids name, the only ones that may be excluded. */
  gridSupplyPoints: readonly GridSupplyPointOption[];
  scheduledDispatch?: boolean;
};

/** Field errors by field name; each text is an encoded validation message or a `clearing:` key. */
export type ClearingFieldErrors = Record<string, string[]>;

const windowId = z.coerce.number().int().positive();

/**
 * The capacity an interval needs: the upstream clears nothing for 0 and refuses it, so 0 and
 * below get the bid form's "greater than 0" message; no message for this field says 0 will do.
 */
const requiredCapacity = zBidRequired(zDecimal(CAPACITY_DECIMAL_PLACES)).refine((capacity) => capacity > 0, { message: encodeBiddingMessage("capacityPositive") });
const serviceDays = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().int().min(0).max(6)).optional(),
);

/**
 * The demand interval form (001 §5, CLEAR-03): complete only when start and end time,
 * maximum utilisation rate and required capacity are filled, a start date is given or
 * resolves from the row's window, and every excluded grid supply point name is known.
 * Its output is the demand interval to submit. Made for conform's parseWithZod; every
 * field's errors are reported at once.
 */
export function demandIntervalFormSchema(context: ClearingFormContext) {
  const fields = z.object({
    window_id: zOptional(windowId),
    start_date: zBidRequired(zDate()),
    start_time: zBidRequired(zTime()),
    end_time: zBidRequired(zTime()),
    max_utilisation_rate: zBidRequired(zCurrency()),
    required_capacity: requiredCapacity,
    exclude_gsps: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const result = excludedGsps(text, context.gridSupplyPoints);
        if ("ids" in result) return result.ids;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.error });
        return z.NEVER;
      }),
    period_end: zOptional(zDate()),
    service_days: serviceDays,
    holiday_handling: zOptional(z.enum(HOLIDAY_HANDLING)),
  });
  return z
    .preprocess((raw) => withWindowDefaults(raw, context), fields)
    .transform((values, ctx): DemandInterval => {
      const scheduledDispatch = Boolean(context.scheduledDispatch);
      if (!scheduledDispatch) return buildDemandInterval(values);
      const periodEnd = values.period_end ?? endDate(values.start_date, values.start_time, values.end_time, { scheduledDispatch })!;
      if (periodEnd <= values.start_date) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["period_end"], message: PERIOD_END_ERROR });
        return z.NEVER;
      }
      return buildDemandInterval({ ...values, period_dates: { start: values.start_date, end: periodEnd } }, { scheduledDispatch });
    });
}

/** The check of one row without conform: the interval, or the errors by field. */
export function checkDemandIntervalForm(
  fields: DemandIntervalFields,
  context: ClearingFormContext,
): { complete: true; interval: DemandInterval } | { complete: false; errors: ClearingFieldErrors } {
  const result = demandIntervalFormSchema(context).safeParse(blankToUndefined(fields));
  return result.success ? { complete: true, interval: result.data } : { complete: false, errors: errorsByField(result.error) };
}

export function isDemandIntervalFormComplete(fields: DemandIntervalFields, context: ClearingFormContext): boolean {
  return checkDemandIntervalForm(fields, context).complete;
}

/**
 * A row made from a service window takes what the operator left blank from the window:
 * the start date of its period and, with scheduled dispatch, the period's end, the
 * window's service days and holiday handling.
 */
function withWindowDefaults(raw: unknown, context: ClearingFormContext): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const row = raw as Record<string, unknown>;
  const parsedId = windowId.safeParse(row.window_id);
  const found = parsedId.success ? findWindow(context.periods, parsedId.data) : undefined;
  if (!found) return row;
  const filled = { ...row };
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  if (blank(filled.start_date)) filled.start_date = context.scheduledDispatch ? found.period.period_dates.start : firstServiceDay(found.period, found.window);
  if (context.scheduledDispatch) {
    if (blank(filled.period_end)) filled.period_end = found.period.period_dates.end;
    if (filled.service_days === undefined) filled.service_days = found.window.service_days.map(String);
    if (blank(filled.holiday_handling)) filled.holiday_handling = found.window.holiday_handling;
  }
  return filled;
}

/** A row of the fixed-price form: a service window and the maximum price the operator will pay for it. */
export type FixedPriceFields = { window_id?: string; max_price?: string };

/**
 * The fixed-price form (CLEAR-07): each row is a service window; a price, where given,
 * must be a number, and at least one row needs one. Only rows with a price become demand
 * intervals, the price being their maximum utilisation rate.
 */
export function fixedPriceFormSchema(context: ClearingFormContext) {
  const row = z.object({
    window_id: windowId.refine((id) => findWindow(context.periods, id) !== undefined, { message: encodeMessage(requiredMessage) }),
    max_price: zOptional(zCurrency()),
  });
  return z
    .object({ intervals: z.array(row) })
    .superRefine(({ intervals }, ctx) => {
      if (intervals.some((interval) => interval.max_price !== undefined)) return;
      const rows = intervals.length === 0 ? [0] : intervals.map((_, index) => index);
      for (const index of rows) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["intervals", index, "max_price"], message: encodeMessage(requiredMessage) });
      }
    })
    .transform(({ intervals }) =>
      intervals.flatMap((interval) => {
        if (interval.max_price === undefined) return [];
        const built = windowDemandInterval(
          context.periods,
          interval.window_id,
          { max_utilisation_rate: interval.max_price },
          { scheduledDispatch: context.scheduledDispatch },
        );
        return built ? [built] : [];
      }),
    );
}

export function checkFixedPriceForm(
  rows: readonly FixedPriceFields[],
  context: ClearingFormContext,
): { complete: true; intervals: DemandInterval[] } | { complete: false; errors: ClearingFieldErrors } {
  const result = fixedPriceFormSchema(context).safeParse({ intervals: rows.map(blankToUndefined) });
  return result.success ? { complete: true, intervals: result.data } : { complete: false, errors: errorsByField(result.error) };
}

/** Errors keyed as conform names fields: `start_time`, `intervals[0].max_price`. */
function errorsByField(error: z.ZodError): ClearingFieldErrors {
  const errors: ClearingFieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.reduce<string>(
      (path, part) => (typeof part === "number" ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      "",
    );
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

// Conform leaves empty inputs out before the schema sees them; do the same for plain objects.
function blankToUndefined<T extends object>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => !(typeof value === "string" && value.trim() === "")),
  ) as T;
}
