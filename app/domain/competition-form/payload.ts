/**
 * The body of the create call, built from a draft: dates read in Europe/London and sent as
 * UTC, invalid dates left out (001 §5), blank optional values left out, numbers as numbers.
 */
import { DateTime } from "luxon";
import { DEFAULT_HOLIDAY_HANDLING, DEFAULT_POWER_TYPE, type HolidayHandling, type PowerType } from "~/domain/market/enums";
import { formatDuration, normaliseDate, parseDuration } from "~/domain/validation";
import { CHECKED, COMPETITION_DATES, type CompetitionDateField, type CompetitionDraft, type DetailsDraft, type PeriodDraft, type WindowDraft } from "./draft";
import { parseAreaRefs, parsePostcodes } from "./area";
import { toUtc } from "./dates";
import { resolveServiceDays } from "./service-days";

export type ServiceWindowPayload = {
  name?: string;
  start?: string;
  end?: string;
  service_days: number[];
  public_holiday_handling: HolidayHandling | string;
  capacity_required?: number;
  minimum_aggregate_asset_size?: number;
  required_response_time?: string;
  minimum_run_time?: string;
  dispatch_estimate?: number;
  dispatch_duration?: string;
  fixed_availability_price?: number;
  fixed_utilisation_price?: number;
  fixed_service_fee?: number;
  available_hours_override?: number;
};

/** `end` is the day after the period's last day: the upstream keeps it exclusive. */
export type ServicePeriodPayload = { name?: string; start?: string; end?: string; service_windows: ServiceWindowPayload[] };

export type CompetitionDetailsPayload = Partial<Record<CompetitionDateField, string>> & {
  reference?: string;
  name?: string;
  type?: string;
  duplicate_asset_overrides_from_competition?: number;
  dps_record_reference?: string;
  contact?: string;
  need_type?: string;
  need_direction?: string;
  power_type: PowerType | string;
  minimum_connection_voltage?: number;
  maximum_connection_voltage?: number;
  boundary_buffer?: number;
  area_refs: string[];
  postcodes: string[];
  minimum_budget?: number;
  maximum_budget?: number;
  availability_guide_price?: number;
  utilisation_guide_price?: number;
  service_fee?: number;
  fixed_price: boolean;
};

export type CompetitionPayload = {
  competition_details: CompetitionDetailsPayload;
  service_need: { service_periods: ServicePeriodPayload[] };
};

const text = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value.trim());
const number = (value: string | undefined) => {
  const trimmed = text(value);
  return trimmed !== undefined && /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
};
const duration = (value: string | undefined) => {
  const seconds = value === undefined ? null : parseDuration(value);
  return seconds === null ? undefined : formatDuration(seconds);
};

/** Drops the keys whose value is undefined, so they are left out of the JSON. */
function defined<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

function detailsPayload(details: DetailsDraft): CompetitionDetailsPayload {
  const dates: Partial<Record<CompetitionDateField, string>> = {};
  for (const field of COMPETITION_DATES) {
    const instant = toUtc(details[field]);
    if (instant) dates[field] = instant;
  }
  return defined({
    reference: text(details.reference),
    name: text(details.name),
    type: text(details.type),
    duplicate_asset_overrides_from_competition: number(details.duplicate_asset_overrides_from_competition),
    dps_record_reference: text(details.dps_record_reference),
    contact: text(details.contact),
    ...dates,
    need_type: text(details.need_type),
    need_direction: text(details.need_direction),
    power_type: text(details.power_type) ?? DEFAULT_POWER_TYPE,
    minimum_connection_voltage: number(details.minimum_connection_voltage),
    maximum_connection_voltage: number(details.maximum_connection_voltage),
    boundary_buffer: number(details.boundary_buffer),
    area_refs: parseAreaRefs(details.area_refs),
    postcodes: parsePostcodes(details.postcodes),
    minimum_budget: number(details.minimum_budget),
    maximum_budget: number(details.maximum_budget),
    availability_guide_price: number(details.availability_guide_price),
    utilisation_guide_price: number(details.utilisation_guide_price),
    service_fee: number(details.service_fee),
    fixed_price: details.fixed_price === CHECKED,
  });
}

function windowPayload(window: WindowDraft): ServiceWindowPayload {
  return defined({
    name: text(window.name),
    start: text(window.start),
    end: text(window.end),
    service_days: resolveServiceDays(window.service_day_preset, window.service_days),
    public_holiday_handling: text(window.public_holiday_handling) ?? DEFAULT_HOLIDAY_HANDLING,
    capacity_required: number(window.capacity_required),
    minimum_aggregate_asset_size: number(window.minimum_aggregate_asset_size),
    required_response_time: duration(window.required_response_time),
    minimum_run_time: duration(window.minimum_run_time),
    dispatch_estimate: number(window.dispatch_estimate),
    dispatch_duration: duration(window.dispatch_duration),
    fixed_availability_price: number(window.fixed_availability_price),
    fixed_utilisation_price: number(window.fixed_utilisation_price),
    fixed_service_fee: number(window.fixed_service_fee),
    available_hours_override: number(window.available_hours_override),
  });
}

/** The day after a `YYYY-MM-DD` (or `DD-MM-YYYY`) date; undefined when it is not a real date. */
export function dayAfter(date: string | undefined): string | undefined {
  const day = date === undefined ? undefined : normaliseDate(date);
  return day ? DateTime.fromISO(day, { zone: "UTC" }).plus({ days: 1 }).toISODate() ?? undefined : undefined;
}

function periodPayload(period: PeriodDraft): ServicePeriodPayload {
  return defined({
    name: text(period.name),
    start: period.start === undefined ? undefined : normaliseDate(period.start),
    end: dayAfter(period.end),
    service_windows: (period.service_windows ?? []).map(windowPayload),
  });
}

export function buildCompetitionPayload(draft: CompetitionDraft): CompetitionPayload {
  return {
    competition_details: detailsPayload(draft.competition_details ?? {}),
    service_need: { service_periods: (draft.service_need?.service_periods ?? []).map(periodPayload) },
  };
}
