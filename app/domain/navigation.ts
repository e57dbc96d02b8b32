import { FLAGS, PERMISSIONS } from "./flags";

export type Viewer = {
  loggedIn: boolean;
  role: "flexprovider" | "systemoperator" | "user";
  permissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  orgId?: string | number | null;
  /** The app runs as the regional "max" front end. */
  maxMode: boolean;
};

export type NavItemId = "explore" | "map" | "exchange" | "manage" | "operations" | "settlement" | "analytics" | "settings";

/** `upgrade`: shown with the upgrade marker and tooltip because a permission is missing (full tier). */
export type NavItem = { id: NavItemId; href: string; upgrade: boolean };

const anyOf = (viewer: Viewer, names: string[]) => names.some((name) => viewer.permissions.has(name));

type Rule = {
  id: NavItemId;
  href: (viewer: Viewer) => string;
  /** Role and flag conditions: when false the item is never shown. */
  applies: (viewer: Viewer) => boolean;
  /** Permission condition: when false the item is hidden, or marked for upgrade with gateway_full_tier. */
  permitted: (viewer: Viewer) => boolean;
};

const provider = (viewer: Viewer) => viewer.role === "flexprovider";
const operator = (viewer: Viewer) => viewer.role === "systemoperator";
const flag = (viewer: Viewer, name: string) => viewer.features.has(name);

/** 000 §6: the manage link goes to assets for providers and to competitions for operators. */
export function manageHref(viewer: Viewer): string {
  if (operator(viewer)) return `/manage/systemoperator/${viewer.orgId ?? ""}/competitions`;
  // Anyone else has nothing to manage yet: the access-denied screen says so and who can give access.
  return provider(viewer) ? `/manage/flexprovider/${viewer.orgId ?? ""}/flexassets` : "/unauthorised";
}

/** Side navigation visibility, item by item, as 000 §6 lists it. */
const RULES: Rule[] = [
  { id: "explore", href: () => "/explore", applies: (v) => flag(v, FLAGS.explore), permitted: () => true },
  {
    id: "map",
    href: () => "/dashboard",
    applies: () => true,
    // Without the full tier the map is there by default; with it, it needs view-competitions.
    permitted: (v) => !flag(v, FLAGS.gatewayFullTier) || v.permissions.has(PERMISSIONS.viewCompetitions),
  },
  {
    id: "exchange",
    href: () => "/exchange/browse",
    applies: (v) => (provider(v) && flag(v, FLAGS.exchange) && !v.maxMode) || anyOf(v, [PERMISSIONS.buyLoadMod, PERMISSIONS.buyFromOpenMarket]),
    permitted: () => true,
  },
  {
    id: "manage",
    href: manageHref,
    applies: () => true,
    permitted: (v) =>
      v.loggedIn || anyOf(v, [PERMISSIONS.viewManageUi, PERMISSIONS.manageCompetitions, PERMISSIONS.manageBids, PERMISSIONS.manageDispatches]),
  },
  {
    id: "operations",
    href: () => "/operations/upcomingdispatches",
    applies: (v) => (provider(v) && flag(v, FLAGS.softRelease)) || (operator(v) && flag(v, FLAGS.operations)),
    permitted: (v) => v.permissions.has(PERMISSIONS.viewOperations),
  },
  {
    id: "settlement",
    href: () => "/settlement/overview",
    applies: (v) =>
      (provider(v) && [FLAGS.meterUpload, FLAGS.settlementReport, FLAGS.softRelease].some((name) => flag(v, name))) ||
      (operator(v) && flag(v, FLAGS.settlementReport)),
    permitted: (v) => v.permissions.has(PERMISSIONS.viewSettlement),
  },
  {
    id: "analytics",
    href: () => "/analytics/reports",
    applies: operator,
    permitted: (v) => !flag(v, FLAGS.analyticsPermission) || v.permissions.has(PERMISSIONS.analytics),
  },
  { id: "settings", href: () => "/settings/account", applies: (v) => !v.maxMode && v.role !== "user", permitted: () => true },
];

export function sideNavigation(viewer: Viewer): NavItem[] {
  if (!viewer.loggedIn) return [];
  const fullTier = flag(viewer, FLAGS.gatewayFullTier);
  const items: NavItem[] = [];
  for (const rule of RULES) {
    if (!rule.applies(viewer)) continue;
    const permitted = rule.permitted(viewer);
    if (permitted || fullTier) items.push({ id: rule.id, href: rule.href(viewer), upgrade: !permitted });
  }
  return items;
}

export type AccountMenuItemId = "help" | "settings" | "roadmap" | "logout";

/** Account menu: help (external), settings, optional roadmap, logout; plain users see only logout. */
export function accountMenu(viewer: Viewer): AccountMenuItemId[] {
  if (!viewer.loggedIn) return [];
  if (viewer.role === "user") return ["logout"];
  const items: AccountMenuItemId[] = ["help"];
  if (!viewer.maxMode) items.push("settings");
  if (operator(viewer) && flag(viewer, FLAGS.roadmap)) items.push("roadmap");
  items.push("logout");
  return items;
}
