/**
 * The competition creation form as typed (001 §3): every value is the text of its input,
 * so a draft can travel through a form post and come back with nothing lost.
 */

/** competition_details, in the order of 001 §3. */
export const DETAILS_FIELDS = [
  "reference",
  "name",
  "type",
  "duplicate_asset_overrides_from_competition",
  "dps_record_reference",
  "contact",
  "qualification_open",
  "qualification_closed",
  "open",
  "closed",
  "archive_on",
  "need_type",
  "need_direction",
  "power_type",
  "minimum_connection_voltage",
  "maximum_connection_voltage",
  "boundary_buffer",
  "area_refs",
  "postcodes",
  "minimum_budget",
  "maximum_budget",
  "availability_guide_price",
  "utilisation_guide_price",
  "service_fee",
  "fixed_price",
] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];

/** The five competition dates, in the order they must fall. */
export const COMPETITION_DATES = ["qualification_open", "qualification_closed", "open", "closed", "archive_on"] as const;
export type CompetitionDateField = (typeof COMPETITION_DATES)[number];

/** Fields of a service window other than its days, in the order of 001 §3. */
export const WINDOW_FIELDS = [
  "name",
  "start",
  "end",
  "public_holiday_handling",
  "capacity_required",
  "minimum_aggregate_asset_size",
  "required_response_time",
  "minimum_run_time",
  "dispatch_estimate",
  "dispatch_duration",
  "fixed_availability_price",
  "fixed_utilisation_price",
  "fixed_service_fee",
  "available_hours_override",
] as const;
export type WindowField = (typeof WINDOW_FIELDS)[number];

export type FixedPriceField = "fixed_availability_price" | "fixed_utilisation_price" | "fixed_service_fee";

/** A checkbox posts "on" when ticked and nothing when not. */
export const CHECKED = "on";

export type DetailsDraft = Partial<Record<DetailsField, string>>;

export type WindowDraft = Partial<Record<WindowField, string>> & {
  /** every_day, weekdays, weekends or custom; only custom lets the ticked days stand. */
  service_day_preset?: string;
  /** Day numbers as text, 0 Monday to 6 Sunday. */
  service_days?: string[];
};

/** `end` is the last day of the period as the operator sees it (the upstream's end is the day after). */
export type PeriodDraft = { name?: string; start?: string; end?: string; service_windows?: WindowDraft[] };

export type ServiceNeedDraft = { service_periods?: PeriodDraft[] };

export type CompetitionDraft = { competition_details?: DetailsDraft; service_need?: ServiceNeedDraft };
