/** The length limits, choices and messages of 001 §3 and §5. */

export const ORGANISATION_TYPES = [
  "charity",
  "ngo",
  "llp",
  "plc",
  "limited",
  "unlimited",
  "community_interest",
  "sole_trader",
  "local_government",
  "nhs_trust",
] as const;

export const ANSWERS = ["yes", "no", "na"] as const;

export const LEGAL_RELATIONSHIPS = ["owners", "operator", "aggregator"] as const;

/** Default registration country of the organisation form (001 §9). */
export const DEFAULT_REGISTRATION_COUNTRY = "GB";

/** The textarea's default maximum (001 §5). */
export const TEXTAREA_LIMIT = 500;

/** Company-qualification application limits (001 §5). */
export const COMPANY_LIMITS = {
  asset_relationship: 30,
  achilles_id: 20,
  registered_year: 4,
  company_website: 50,
  parent_company: 80,
  ultimate_parent_company: 80,
  trading_name: 80,
  previous_trading_name: 80,
  registered_name: 80,
  previous_registered_name: 80,
  registered_address_1: 80,
  registered_address_2: 80,
  registered_address_3: 80,
  trading_address_1: 80,
  trading_address_2: 80,
  trading_address_3: 80,
  registered_postcode: 8,
  trading_postcode: 8,
  registered_number: 10,
  vat_number: 10,
} as const;

/** Organisation application form limits (001 §5). */
export const ORGANISATION_LIMITS = {
  org_website: 50,
  registered_name: 80,
  prev_registered_name: 80,
  trading_name: 80,
  previous_trading_name: 80,
  registered_address_1: 80,
  registered_address_2: 80,
  registered_address_3: 80,
  trading_address_1: 80,
  trading_address_2: 80,
  trading_address_3: 80,
  registered_postcode: 8,
  trading_postcode: 8,
  registered_number: 10,
  registration_year: 4,
  vat_number: 10,
  parent_org: 80,
  ultimate_parent_org: 80,
} as const;

/** Messages as Django REST framework words them. */
export const MESSAGES = {
  blank: "This field may not be blank.",
  tooLong: (limit: number) => `Ensure this field has no more than ${limit} characters.`,
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  invalidBoolean: "Must be a valid boolean.",
  invalidNumber: "A valid number is required.",
  invalidYear: "Enter a valid year.",
  invalidDate: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
  invalidEmail: "Enter a valid email address.",
  invalidUrl: "Enter a valid URL.",
  unknownFile: "The file could not be found. Upload it again.",
} as const;
