/**
 * The enumerations of the business specification (001 §3, §4, §9). The sandbox and the
 * app share them, so a value the sandbox sends is always one the app can label.
 */

/** In lifecycle order: a competition moves left to right. */
export const COMPETITION_STATUSES = [
  "incomplete",
  "pending",
  "qualifying",
  "qualified",
  "open",
  "closed",
  "visibility",
  "archived",
] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

export const COMPETITION_TYPES = ["availability", "utilisation", "availability_utilisation", "service_fee"] as const;
export type CompetitionType = (typeof COMPETITION_TYPES)[number];

export const PRICING_METHODS = ["pay_as_bid", "pay_as_clear", "fixed_price"] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];

export const POWER_TYPES = ["active_power", "reactive_power"] as const;
export type PowerType = (typeof POWER_TYPES)[number];
export const DEFAULT_POWER_TYPE: PowerType = "active_power";

export const NEED_DIRECTIONS = {
  active_power: ["excess", "deficit"],
  reactive_power: ["import", "export"],
} as const satisfies Record<PowerType, readonly string[]>;
export type NeedDirection = (typeof NEED_DIRECTIONS)[PowerType][number];

export const PRODUCT_TYPES = [
  "dynamic",
  "restore",
  "sustain",
  "secure",
  "peak_reduction",
  "scheduled_utilisation",
  "operational_utilisation",
  "firm_availability_utilisation",
  "operational_utilisation_scheduled_availability",
  "operational_utilisation_variable_availability",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const NEED_TYPES = [
  "post_fault",
  "pre_fault",
  "reinforcement_deferral",
  "compliance",
  "voltage_regulation",
  "congestion_management",
  "power_restoration",
  "n_1",
  "n_1_1",
  "n_2",
  "voltage_support",
  "capacity_constraint",
  "other",
] as const;
export type NeedType = (typeof NEED_TYPES)[number];

/** `piclo_stac` marks a day-ahead competition. */
export const QUALIFICATION_TYPES = ["standard", "piclo_stac"] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];
export const DAY_AHEAD_QUALIFICATION: QualificationType = "piclo_stac";

/** A null tag shows as Untagged. */
export const COMPETITION_TAGS = ["Day Ahead", "Week Ahead"] as const;
export type CompetitionTag = (typeof COMPETITION_TAGS)[number];
export const UNTAGGED = "Untagged";

/** Connection voltages in kV offered by the map filters. */
export const MAP_VOLTAGES = [0.24, 11, 22] as const;
/** Every voltage level an asset can connect at, in kV. */
export const VOLTAGE_LEVELS = [0.24, 0.4, 6.6, 11, 22, 33, 66, 132] as const;

export const ASSET_CATEGORIES = [
  "storage",
  "energy_efficiency",
  "demand_side_response",
  "interconnectors",
  "low_carbon",
  "renewable",
  "thermal",
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const ELIGIBILITY_STATUSES = ["qualified", "eligible", "ineligible", "disqualified"] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];
/** Statuses that count as qualifying on the map and in bidding. */
export const QUALIFYING_STATUSES: readonly EligibilityStatus[] = ["qualified", "eligible"];

export const OVERRIDE_REASONS = [
  "location",
  "deadline",
  "incomplete",
  "withdrawn",
  "requirements",
  "capacity",
  "unspecified",
  "insufficient_experience",
  "insufficient_financials",
] as const;
export type OverrideReason = (typeof OVERRIDE_REASONS)[number];

/** 0 is Monday, 6 is Sunday. */
export const SERVICE_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const SERVICE_DAY_PRESETS = {
  every_day: [0, 1, 2, 3, 4, 5, 6],
  weekdays: [0, 1, 2, 3, 4],
  weekends: [5, 6],
} as const;
export type ServiceDayPreset = keyof typeof SERVICE_DAY_PRESETS | "custom";

export const HOLIDAY_HANDLING = ["ignore", "include", "exclude"] as const;
export type HolidayHandling = (typeof HOLIDAY_HANDLING)[number];
export const DEFAULT_HOLIDAY_HANDLING: HolidayHandling = "ignore";

/** Rates a bid may carry; each is stored on the bid as `{type}_price`, except the service fee. */
export const RATE_TYPES = ["availability", "utilisation", "service_fee"] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** Which rates a competition type requires of every bid. */
export const REQUIRED_RATES: Record<CompetitionType, readonly RateType[]> = {
  availability: ["availability"],
  utilisation: ["utilisation"],
  availability_utilisation: ["availability", "utilisation"],
  service_fee: ["service_fee"],
};

export function rateField(rate: RateType): "availability_price" | "utilisation_price" | "service_fee" {
  return rate === "service_fee" ? "service_fee" : `${rate}_price`;
}

/** Competition dates are kept in Europe/London (001 §9). */
export const COMPETITION_TIMEZONE = "Europe/London";

/** 001 §9 constants. */
export const COMPETITION_PAGE_SIZE = 200;
export const OPERATOR_PAGE_SIZE = 10;
export const LARGE_PAGE_SIZE = 1000;
export const BALLOTS_PAGE_SIZE = 100;
export const ASSET_ID_CHUNK = 500;
export const CONFIRM_CHUNK = 50;
export const SETTLEMENT_EVENTS_PAGE_SIZE = 200;
