import type { NotificationChoices } from "~/domain/preferences";

export type OrgType = "flexprovider" | "systemoperator";

export type Organisation = {
  id: number;
  name: string;
  org_type: OrgType;
  is_max_org: boolean;
  slug: string;
  brand_colour?: string;
  /** Details shown and changed on Settings › Organisation (see docs/organisation.md). */
  website?: string;
  email?: string;
  phone?: string;
  registration_no?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  address?: string;
  /** When it was registered through the app; the sandbox then holds only what was given (see applications/company-info.ts). */
  registered_at?: string;
};

export type SandboxUser = {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  organisation_id: number | null;
  permissions: string[];
  features: string[];
  preferred_locale: string;
  is_active: boolean;
  /** Users with a second factor must send `mfa_code` when changing their password. */
  mfa_code?: string;
  /** One of the time zones of 000 §9; Europe/London when unset. */
  timezone?: string;
  /** E-mail notification choices; every one on when unset. */
  notifications?: NotificationChoices;
};

export type TeamMember = {
  id: number;
  organisation_id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  is_activated: boolean;
  is_active: boolean;
};

export type Market = {
  id: number;
  name: string;
  operator_id: number;
  region: string;
  status: "open" | "upcoming" | "closed";
  product: string;
  description: string;
  /** The purchasing system a provider applies to for this market. */
  dps_record: number | null;
};

export type FileRecord = {
  id: number;
  type: string;
  name: string;
  status: "u" | "r" | "e" | "f";
  org_id: number;
  created: string;
  size: number;
  /** Bid files: when the bids of the file were claimed for creation (null until then); a file is claimed once. */
  claimed?: string | null;
  /** Bid files: the one token that may retry the rows the last creation or retry left failed; a retry spends it. */
  retryToken?: string | null;
};

export type Email = { to: string; subject: string; link: string; sent: string; body?: string };

export type PasswordToken = { uid: string; token: string; userId: number; purpose: "reset" | "newuser" };

/** A registration in progress: the user stage, then the company stage, then submitted. */
export type RegistrationUser = { first_name: string; last_name: string; email: string; password: string; user_terms: boolean };
export type RegistrationCompany = { name: string; website: string; email: string; registration_no: string; country: string; terms_of_service: boolean };
export type Registration = {
  /** Unguessable: it is the only key to the registration until it is submitted. */
  id: string;
  user: RegistrationUser | null;
  company: RegistrationCompany | null;
  preferred_region_url: string | null;
  created: string;
  /** When it was submitted; the user and organisation then exist. */
  submitted: string | null;
  user_id: number | null;
};

/** The link of a "confirm your e-mail address" message; it lapses CONFIRMATION_LIFETIME after `sent`. */
export type EmailConfirmation = { uid: string; token: string; userId: number; sent: string; used: boolean };

export type RoadmapItem = {
  id: number;
  title: string;
  description: string;
  area: "competitions" | "clearing" | "dispatch" | "settlement" | "analytics";
  status: "planned" | "in_progress" | "released";
  /** First day of the quarter it is planned for (or released in), ISO date. */
  quarter_start: string;
};

/** A national Demand Flexibility Service event: a window in which providers reduce demand for a price. */
export type DfsEvent = {
  id: number;
  reference: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** MW the national operator asks for. */
  requested_mw: number;
  /** £/MWh paid for delivered reductions. */
  guaranteed_price: number;
  /** Deadline for offers, ISO instant. */
  offers_close: string;
};
