import { FLAGS, PERMISSIONS } from "~/domain/flags";
import type { Role } from "./token";

export type AccessSubject = {
  loggedIn: boolean;
  role: Role;
  orgId?: string | number | null;
  permissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  params: Record<string, string | undefined>;
};

export type Authoriser = (subject: AccessSubject) => boolean;

/** Route metadata of 000 §6: requiresLogin, isAuthorised (params, role, permissions, features), permissions. */
export type AccessRule = {
  path: string;
  requiresLogin?: boolean;
  isAuthorised?: Authoriser;
  permissions?: string[];
  /** Extra guards by name; a name the registry does not know is a server error. */
  middleware?: string[];
};

const isProvider: Authoriser = (s) => s.role === "flexprovider";
const isOperator: Authoriser = (s) => s.role === "systemoperator";
const hasFlag = (name: string): Authoriser => (s) => s.features.has(name);
const both = (...checks: Authoriser[]): Authoriser => (s) => checks.every((check) => check(s));
/** The `id` parameter names the user's own organisation. */
const ownOrganisation: Authoriser = (s) => s.orgId != null && String(s.orgId) === s.params.id;

/** 000 §6 Exchange: providers with the exchange flag, or whoever may buy load modifications or from the open market. */
const mayUseExchange: Authoriser = (s) =>
  (isProvider(s) && s.features.has(FLAGS.exchange)) || s.permissions.has(PERMISSIONS.buyLoadMod) || s.permissions.has(PERMISSIONS.buyFromOpenMarket);
const loggedIn = { requiresLogin: true } as const;
const provider = { requiresLogin: true, isAuthorised: isProvider } as const;
const managePermissions = [PERMISSIONS.viewManageUi, PERMISSIONS.manageCompetitions, PERMISSIONS.manageBids, PERMISSIONS.manageDispatches];

/** Every route of the platform and business documents, by the specification's route name. */
export const ACCESS_RULES = {
  index: { path: "/" },
  login: { path: "/login", middleware: ["guest"] },
  logout: { path: "/logout" },
  register: { path: "/register", middleware: ["registerRedirect"] },
  /** The stages (/register/confirm, /user, /company, /submit) and the e-mailed link (/register/verify). */
  "register:stages": { path: "/register/*", middleware: ["registerRedirect"] },
  "register-new": { path: "/register-new", middleware: ["registerRedirect"] },
  passwordreset: { path: "/passwordreset" },
  "passwordreset:confirm": { path: "/passwordreset/confirm/:uid/:token" },
  "passwordreset:newuser": { path: "/passwordreset/newuser/:uid/:token" },
  legal: { path: "/legal/:document?", middleware: ["serviceTermsRedirect"] },
  "legal:cookies": { path: "/legal/cookies" },
  home: { path: "/home", ...loggedIn },
  explore: { path: "/explore", requiresLogin: true, isAuthorised: hasFlag(FLAGS.explore) },
  region: { path: "/region" },
  unauthorised: { path: "/unauthorised" },
  ssoresponse: { path: "/ssoresponse" },
  session: { path: "/session" },
  consent: { path: "/consent" },
  "files:templates": { path: "/files/templates/:type", ...loggedIn },
  dashboard: { path: "/dashboard", ...loggedIn, permissions: [PERMISSIONS.viewCompetitions] },
  "embed:map": { path: "/embed/map" },
  assets: { path: "/assets", ...provider },
  dfs: { path: "/dfs", ...loggedIn },
  "marketplace:buy": { path: "/marketplace/buy", ...loggedIn },
  exchange: { path: "/exchange/*", ...loggedIn, isAuthorised: mayUseExchange, permissions: [PERMISSIONS.buyLoadMod, PERMISSIONS.buyFromOpenMarket] },
  /** The top of provider management: it opens where the side navigation's Manage link goes. */
  "manage:index": { path: "/manage", ...loggedIn },
  manage: { path: "/manage/flexprovider/*", ...provider, permissions: managePermissions },
  "manage:flexprovider:id:flexassets": {
    path: "/manage/flexprovider/:id/flexassets",
    requiresLogin: true,
    isAuthorised: both(isProvider, ownOrganisation),
    permissions: managePermissions,
  },
  "manage:flexprovider:applications:id": { path: "/manage/flexprovider/applications/:id/*", ...provider, permissions: managePermissions },
  "manage:flexprovider:market-access": { path: "/manage/flexprovider/market-access/*", ...provider, permissions: managePermissions },
  "manage:flexprovider:contracts": { path: "/manage/flexprovider/contracts/*", ...provider, permissions: managePermissions },
  "manage:flexprovider:subscriptions": { path: "/manage/flexprovider/subscriptions/*", ...provider, permissions: managePermissions },
  "manage:flexprovider:milestones": {
    path: "/manage/flexprovider/milestones",
    requiresLogin: true,
    isAuthorised: both(isProvider, hasFlag(FLAGS.milestones)),
    permissions: managePermissions,
  },
  "manage:systemoperator:id:applications": {
    path: "/manage/systemoperator/:id/applications/*",
    requiresLogin: true,
    isAuthorised: both(isOperator, ownOrganisation),
    permissions: managePermissions,
  },
  "manage:systemoperator:id:competitions": {
    path: "/manage/systemoperator/:id/competitions",
    requiresLogin: true,
    isAuthorised: both(isOperator, ownOrganisation),
    permissions: managePermissions,
  },
  operations: { path: "/operations/*", ...loggedIn, permissions: [PERMISSIONS.viewOperations] },
  settlement: { path: "/settlement/*", ...loggedIn, permissions: [PERMISSIONS.viewSettlement] },
  "analytics:reports": { path: "/analytics/reports", requiresLogin: true, isAuthorised: isOperator, permissions: [PERMISSIONS.analytics] },
  settings: { path: "/settings/*", ...loggedIn },
  roadmap: { path: "/roadmap", requiresLogin: true, isAuthorised: both(isOperator, hasFlag(FLAGS.roadmap)) },
  "flexprovider:competitions:competitionId": { path: "/flexprovider/competitions/:competitionId", ...provider },
  "flexprovider:competitions:competitionId:ballots:ballotId": {
    path: "/flexprovider/competitions/:competitionId/ballots/:ballotId",
    ...provider,
  },
} satisfies Record<string, AccessRule>;

export type RouteName = keyof typeof ACCESS_RULES;
