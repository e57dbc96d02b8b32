import type { Market, Organisation, SandboxUser, TeamMember } from "./types";

/** Deterministic demo data: the same on every start and after every reset. */
export const DEMO_PASSWORD = "flexdemo";

export const organisations: Organisation[] = [
  {
    id: 101, name: "Brightside Energy Storage Ltd", org_type: "flexprovider", is_max_org: false, slug: "brightside",
    website: "https://brightside.example", email: "hello@brightside.example", phone: "+44 113 496 0000",
    registration_no: "09876543", country: "GB", address: "4 Wharf Street\nLeeds\nLS2 7EE",
  },
  {
    id: 102, name: "Harbour Max Co-operative", org_type: "flexprovider", is_max_org: true, slug: "harbour-max",
    website: "https://harbour-max.example", email: "info@harbour-max.example", phone: "+39 010 555 0100",
    registration_no: "01234567890", country: "IT", address: "Via del Porto 12\n16126 Genova",
  },
  {
    id: 201, name: "Northern Powergrid", org_type: "systemoperator", is_max_org: false, slug: "northern-powergrid", brand_colour: "#8b2b8f",
    website: "https://northernpowergrid.example", email: "flexibility@northernpowergrid.example", phone: "+44 191 498 0000",
    registration_no: "02906593", country: "GB", address: "Lloyds Court\n78 Grey Street\nNewcastle upon Tyne\nNE1 6AF",
  },
];

export const providerPermissions = ["view-competitions", "view-manage-ui", "manage-bids", "view-operations", "view-settlement", "buy-from-open-market"];
export const providerFeatures = ["explore", "exchange", "soft_release", "meter_upload", "settlement_report", "session_expiry_check", "idle_logout", "mk_requires_login_preserves_querystring"];

const operatorPermissions = ["view-competitions", "view-manage-ui", "manage-competitions", "manage-dispatches", "view-operations", "view-settlement", "analytics", "buy-load-mod"];
const operatorFeatures = ["explore", "operations", "settlement_report", "roadmap", "analytics_permission", "session_expiry_check", "idle_logout", "mk_requires_login_preserves_querystring"];

/** What a newly registered or invited user of an organisation type starts with. */
export function startingAccess(orgType: "flexprovider" | "systemoperator"): { permissions: string[]; features: string[] } {
  return orgType === "systemoperator"
    ? { permissions: [...operatorPermissions], features: [...operatorFeatures] }
    : { permissions: [...providerPermissions], features: [...providerFeatures] };
}

export const users: SandboxUser[] = [
  {
    id: 1, email: "provider@example.com", password: DEMO_PASSWORD, first_name: "Priya", last_name: "Shah",
    organisation_id: 101, permissions: providerPermissions, features: providerFeatures, preferred_locale: "en-GB", is_active: true,
  },
  {
    id: 2, email: "operator@example.com", password: DEMO_PASSWORD, first_name: "Tom", last_name: "Okafor",
    organisation_id: 201,
    permissions: operatorPermissions,
    features: operatorFeatures,
    preferred_locale: "en-GB", is_active: true, mfa_code: "246810",
  },
  {
    id: 3, email: "user@example.com", password: DEMO_PASSWORD, first_name: "Sam", last_name: "Rivers",
    organisation_id: null, permissions: [], features: ["session_expiry_check"], preferred_locale: "en-GB", is_active: true,
  },
  {
    id: 4, email: "max@example.com", password: DEMO_PASSWORD, first_name: "Giulia", last_name: "Bianchi",
    organisation_id: 102, permissions: providerPermissions, features: providerFeatures, preferred_locale: "it-IT", is_active: true,
  },
  {
    id: 5, email: "new.member@example.com", password: "", first_name: "Alex", last_name: "Morgan",
    organisation_id: 101, permissions: ["view-competitions"], features: [], preferred_locale: "en-GB", is_active: false,
  },
  // A second provider to trade with on the exchange (Tidewater Storage Ltd, of the generated market).
  {
    id: 6, email: "provider2@example.com", password: DEMO_PASSWORD, first_name: "Dara", last_name: "Quinn",
    organisation_id: 108, permissions: providerPermissions, features: providerFeatures, preferred_locale: "en-GB", is_active: true,
  },
];

/** Flags every visitor gets, signed in or not. */
export const anonymousFeatures = ["mk_requires_login_preserves_querystring"];

export const teamMembers: TeamMember[] = [
  { id: 1, organisation_id: 101, email: "provider@example.com", first_name: "Priya", last_name: "Shah", roles: ["admin", "account"], is_activated: true, is_active: true },
  { id: 2, organisation_id: 101, email: "ops@brightside.example", first_name: "Owen", last_name: "Price", roles: ["operations", "dispatch"], is_activated: true, is_active: true },
  { id: 3, organisation_id: 101, email: "finance@brightside.example", first_name: "Hannah", last_name: "Cole", roles: ["settlement"], is_activated: true, is_active: true },
  { id: 4, organisation_id: 101, email: "new.member@example.com", first_name: "Alex", last_name: "Morgan", roles: ["analytics"], is_activated: false, is_active: true },
  { id: 5, organisation_id: 201, email: "operator@example.com", first_name: "Tom", last_name: "Okafor", roles: ["admin", "comp-admin"], is_activated: true, is_active: true },
  { id: 6, organisation_id: 201, email: "control.room@northernpowergrid.example", first_name: "Ruth", last_name: "Ellis", roles: ["dispatch-admin", "dispatch"], is_activated: true, is_active: true },
  { id: 7, organisation_id: 201, email: "buyer@northernpowergrid.example", first_name: "Imran", last_name: "Hussain", roles: ["load-mod-buyer", "open-market-buyer"], is_activated: false, is_active: true },
  // Giulia and Dara hold no admin role: they read their team and may not change it; a colleague manages it.
  { id: 8, organisation_id: 102, email: "max@example.com", first_name: "Giulia", last_name: "Bianchi", roles: ["operations", "dispatch"], is_activated: true, is_active: true },
  { id: 9, organisation_id: 102, email: "coordinamento@harbour-max.example", first_name: "Marco", last_name: "Ferri", roles: ["admin", "account"], is_activated: true, is_active: true },
  { id: 10, organisation_id: 108, email: "provider2@example.com", first_name: "Dara", last_name: "Quinn", roles: ["operations", "settlement"], is_activated: true, is_active: true },
  { id: 11, organisation_id: 108, email: "accounts@tidewater.example", first_name: "Sam", last_name: "Reid", roles: ["admin", "account"], is_activated: true, is_active: true },
];

export const markets: Market[] = [
  { id: 1, name: "Northern Powergrid Flexibility Services", operator_id: 201, region: "GB", status: "open", product: "sustain", description: "Peak reduction and sustained response across Yorkshire and the North East.", dps_record: 1 },
  { id: 2, name: "Day-ahead Local Flexibility", operator_id: 201, region: "GB", status: "open", product: "scheduled_utilisation", description: "Short-term scheduled utilisation procured the day before delivery.", dps_record: 1 },
  { id: 3, name: "Secure Winter Programme", operator_id: 201, region: "GB", status: "upcoming", product: "secure", description: "Pre-fault capacity for the winter peak, bidding opens in January.", dps_record: 7 },
  { id: 4, name: "Mercato Flessibilità Locale", operator_id: 201, region: "IT", status: "upcoming", product: "dynamic", description: "Dynamic post-fault response for urban distribution networks.", dps_record: 8 },
  { id: 5, name: "UK Power Networks Flexibility", operator_id: 202, region: "GB", status: "open", product: "sustain", description: "Sustained peak reduction across London, the East and the South East.", dps_record: 2 },
  { id: 6, name: "Flexible Power", operator_id: 203, region: "GB", status: "open", product: "secure", description: "Secure, dynamic and restore services in the Midlands, South West and Wales.", dps_record: 3 },
  { id: 7, name: "SP Energy Networks Flexibility", operator_id: 204, region: "GB", status: "open", product: "peak_reduction", description: "Peak reduction in central and southern Scotland, Merseyside and North Wales.", dps_record: 4 },
  { id: 8, name: "SSEN Local Flexibility", operator_id: 205, region: "GB", status: "open", product: "dynamic", description: "Constraint management in the north of Scotland and central southern England.", dps_record: 5 },
  { id: 9, name: "Electricity North West Flexibility", operator_id: 206, region: "GB", status: "upcoming", product: "restore", description: "Restoration support across the North West, bidding opens in the spring.", dps_record: 6 },
];
