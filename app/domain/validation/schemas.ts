import { z } from "zod";
import { CAPACITY_DECIMAL_PLACES, isCapacity } from "./capacity";
import { CURRENCY_DECIMAL_PLACES, isCurrency } from "./currency";
import { normaliseDate } from "./date";
import { checkDecimalPlaces, checkWholeDigits } from "./decimal-places";
import { formatDuration, parseDuration } from "./duration";
import { encodeMessage, type MessageDescriptor } from "./messages";
import { isPercentage } from "./percentage";
import { blankMessage, requiredMessage } from "./required";
import { isTime } from "./time";

const encoded = (key: string, values?: MessageDescriptor["values"]) => encodeMessage({ key, values });

/** A trimmed string that must not be empty; a missing value gives `missing`, a non-string gives `invalid`. */
function text(invalid: MessageDescriptor, missing: MessageDescriptor = blankMessage) {
  return z
    .string({ required_error: encodeMessage(missing), invalid_type_error: encodeMessage(invalid) })
    .trim()
    .superRefine((value, ctx) => {
      // Fatal, so the format checks after it do not add a second message for an empty field.
      if (value === "") ctx.addIssue({ code: z.ZodIssueCode.custom, message: encodeMessage(missing), fatal: true });
    });
}

type TextSchema = ReturnType<typeof text>;

/** Like `text`, but a number is read as its text too, so defaults and JSON values validate the same as form input. */
function numericText(invalid: MessageDescriptor) {
  return z.preprocess((value) => (typeof value === "number" ? String(value) : value), text(invalid));
}

/** Trimmed text; empty gives `This field may not be blank.` */
export function zRequiredText() {
  return text(blankMessage);
}

/** Trimmed text; empty gives `This field is required`. Given a schema, the text is then checked by it. */
export function zBidRequired(): TextSchema;
export function zBidRequired<T extends z.ZodTypeAny>(then: T): z.ZodPipeline<TextSchema, T>;
export function zBidRequired(then?: z.ZodTypeAny) {
  const required = text(requiredMessage, requiredMessage);
  return then ? required.pipe(then) : required;
}

/** An empty (or whitespace-only) string or null becomes undefined, which the schema then allows. */
export function zOptional<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    schema.optional(),
  );
}

/** `HH:MM:SS` or `D HH:MM:SS`, given back as `D HH:MM:SS`. */
export function zDuration() {
  return text({ key: "duration" })
    .refine((value) => parseDuration(value) !== null, { message: encoded("duration") })
    .transform((value) => formatDuration(parseDuration(value) ?? 0));
}

/** `HH:MM`, 24 hours. */
export function zTime() {
  return text({ key: "time" }).refine(isTime, { message: encoded("time") });
}

/** A real date as `YYYY-MM-DD` or `DD-MM-YYYY`, given back as `YYYY-MM-DD`. */
export function zDate() {
  return text({ key: "date" }).transform((value, ctx) => {
    const date = normaliseDate(value);
    if (date === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: encoded("date") });
      return z.NEVER;
    }
    return date;
  });
}

/** A decimal number (may be negative) with at most `limit` decimal places, given back as a number. */
export function zDecimal(limit = 1) {
  return numericText({ key: "number" })
    .superRefine((value, ctx) => {
      if (!/^-?\d+(?:\.\d+)?$/.test(value)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: encoded("number") });
        return;
      }
      const tooPrecise = checkDecimalPlaces(value, limit) ?? checkWholeDigits(value);
      if (tooPrecise) ctx.addIssue({ code: z.ZodIssueCode.custom, message: encodeMessage(tooPrecise) });
    })
    .transform(Number);
}

/** A non-negative amount with up to `places` decimals; too many decimals get the decimal places message. */
function nonNegativeDecimal(key: string, places: number, check: (value: string) => boolean) {
  return numericText({ key })
    .superRefine((value, ctx) => {
      if (check(value)) {
        const tooLong = checkWholeDigits(value);
        if (tooLong) ctx.addIssue({ code: z.ZodIssueCode.custom, message: encodeMessage(tooLong) });
        return;
      }
      const tooPrecise = /^\d+\.\d+$/.test(value) ? checkDecimalPlaces(value, places) : null;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooPrecise ? encodeMessage(tooPrecise) : encoded(key) });
    })
    .transform(Number);
}

export function zCurrency() {
  return nonNegativeDecimal("currency", CURRENCY_DECIMAL_PLACES, isCurrency);
}

/** A capacity in MW, MVAr or kV (the unit is not part of the value). */
export function zCapacity() {
  return nonNegativeDecimal("capacity", CAPACITY_DECIMAL_PLACES, isCapacity);
}

/** Between 0 and 100 inclusive, given back as a number. */
export function zPercentage() {
  return numericText({ key: "percentage" })
    .refine(isPercentage, { message: encoded("percentage") })
    .transform(Number);
}
