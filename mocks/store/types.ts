export type OrgType = "flexprovider" | "systemoperator";

export type Organisation = {
  id: number;
  name: string;
  org_type: OrgType;
  is_max_org: boolean;
  slug: string;
  brand_colour?: string;
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
};

export type Email = { to: string; subject: string; link: string; sent: string; body?: string };

export type PasswordToken = { uid: string; token: string; userId: number; purpose: "reset" | "newuser" };
