/**
 * zod schemas of the competition creation form (001 §3): `competitionDraftSchema` reads a
 * post as typed; the details, window, period and service need schemas check each field.
 * Rules between fields are in rules.ts, so they are checked even while a field is empty.
 */
import { z } from "zod";
import { COMPETITION_TYPES, HOLIDAY_HANDLING, NEED_DIRECTIONS, NEED_TYPES, POWER_TYPES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import { zCapacity, zCurrency, zDate, zDecimal, zDuration, zOptional, zRequiredText, zTime } from "~/domain/validation/schemas";
import { encodeMessage } from "~/domain/validation/messages";
import { DETAILS_FIELDS, WINDOW_FIELDS } from "./draft";
import { isLocalDateTime, skippedByClocks } from "./dates";
import { FORM_ERRORS } from "./messages";
import { DAY_PRESETS } from "./service-days";

const typed = z.string().optional();
const typedFields = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, typed])) as Record<K, typeof typed>;

const windowDraftSchema = z.object({
  ...typedFields(WINDOW_FIELDS),
  service_day_preset: typed,
  service_days: z.array(z.string()).optional(),
});
const periodDraftSchema = z.object({
  name: typed,
  start: typed,
  end: typed,
  service_windows: z.array(windowDraftSchema).optional(),
});
const serviceNeedDraftSchema = z.object({ service_periods: z.array(periodDraftSchema).optional() });
const detailsDraftSchema = z.object(typedFields(DETAILS_FIELDS));

/** The whole draft as posted: only its shape is checked, so nothing typed is refused here. */
export const competitionDraftSchema = z.object({
  competition_details: detailsDraftSchema.optional(),
  service_need: serviceNeedDraftSchema.optional(),
});

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { errorMap: () => ({ message: FORM_ERRORS.choose }) });
const oneOf = (values: readonly (string | number)[]) =>
  z.string({ required_error: FORM_ERRORS.choose, invalid_type_error: FORM_ERRORS.choose })
    .trim()
    .refine((value) => values.map(String).includes(value), { message: FORM_ERRORS.choose });

const dateTime = () =>
  zRequiredText()
    .refine((value) => isLocalDateTime(value), { message: FORM_ERRORS.dateTime })
    .refine((value) => !skippedByClocks(value), { message: FORM_ERRORS.clockSkipped });
/** The longest text the Flex API keeps in a competition's names, reference and contact. */
export const COMPETITION_TEXT_LIMIT = 255;
const shortText = () =>
  zRequiredText().refine((value) => value.length <= COMPETITION_TEXT_LIMIT, { message: encodeMessage({ key: "maxLength", values: { limit: COMPETITION_TEXT_LIMIT } }) });
const wholeNumber = () => zRequiredText().refine((value) => /^\d+$/.test(value), { message: FORM_ERRORS.wholeNumber });
const notNegative = (places: number) => zDecimal(places).refine((value) => value >= 0, { message: FORM_ERRORS.notNegative });
const needDirections = [...NEED_DIRECTIONS.active_power, ...NEED_DIRECTIONS.reactive_power] as const;

/** competition_details; power_type may be left out, it then defaults to active power. */
export const competitionDetailsSchema = z.object({
  reference: shortText(),
  name: shortText(),
  type: choice(COMPETITION_TYPES),
  duplicate_asset_overrides_from_competition: zOptional(wholeNumber()),
  dps_record_reference: zOptional(shortText()),
  contact: shortText(),
  qualification_open: dateTime(),
  qualification_closed: dateTime(),
  open: dateTime(),
  closed: dateTime(),
  archive_on: dateTime(),
  need_type: choice(NEED_TYPES),
  need_direction: choice(needDirections),
  power_type: zOptional(choice(POWER_TYPES)),
  minimum_connection_voltage: oneOf(VOLTAGE_LEVELS),
  maximum_connection_voltage: oneOf(VOLTAGE_LEVELS),
  boundary_buffer: zOptional(notNegative(3)),
  area_refs: zOptional(zRequiredText()),
  postcodes: zOptional(zRequiredText()),
  minimum_budget: zOptional(zCurrency()),
  maximum_budget: zOptional(zCurrency()),
  availability_guide_price: zOptional(zCurrency()),
  utilisation_guide_price: zOptional(zCurrency()),
  service_fee: zOptional(zCurrency()),
  fixed_price: zOptional(z.literal("on", { errorMap: () => ({ message: FORM_ERRORS.choose }) })),
});

export const serviceWindowSchema = z.object({
  name: shortText(),
  start: zTime(),
  end: zTime(),
  service_day_preset: zOptional(oneOf(DAY_PRESETS)),
  service_days: z.array(oneOf([0, 1, 2, 3, 4, 5, 6])).optional(),
  public_holiday_handling: zOptional(choice(HOLIDAY_HANDLING)),
  capacity_required: zCapacity(),
  minimum_aggregate_asset_size: zOptional(zCapacity()),
  required_response_time: zOptional(zDuration()),
  minimum_run_time: zOptional(zDuration()),
  dispatch_estimate: zOptional(wholeNumber()),
  dispatch_duration: zOptional(zDuration()),
  fixed_availability_price: zOptional(zCurrency()),
  fixed_utilisation_price: zOptional(zCurrency()),
  fixed_service_fee: zOptional(zCurrency()),
  available_hours_override: zOptional(notNegative(2)),
});

export const servicePeriodSchema = z.object({
  name: shortText(),
  start: zDate(),
  end: zDate(),
  service_windows: z.array(serviceWindowSchema, { required_error: FORM_ERRORS.noWindows }).min(1, { message: FORM_ERRORS.noWindows }),
});

export const serviceNeedSchema = z.object({
  service_periods: z.array(servicePeriodSchema, { required_error: FORM_ERRORS.noPeriods }).min(1, { message: FORM_ERRORS.noPeriods }),
});
