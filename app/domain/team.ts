import { FLAGS } from "./flags";

/** Team role names of 000 §6: upstream value and the key of its label (admin is shown as Procurement). */
const BASE_ROLES = [
  { value: "admin", label: "admin" },
  { value: "account", label: "account" },
  { value: "analytics", label: "analytics" },
  { value: "dispatch", label: "dispatch" },
  { value: "operations", label: "operations" },
  { value: "settlement", label: "settlement" },
] as const;

const LISTED_ROLES = [
  { value: "comp-admin", label: "compAdmin" },
  { value: "dispatch-admin", label: "dispatchAdmin" },
  { value: "bid-admin", label: "bidAdmin" },
  { value: "load-mod-buyer", label: "loadModBuyer" },
  { value: "open-market-buyer", label: "openMarketBuyer" },
  { value: "obligations-apis", label: "obligationsApis" },
] as const;

export type TeamRole = { value: string; label: string };

/**
 * The roles a team member can hold; mk_team_list_roles adds the finer-grained ones, and so does a team whose
 * members already hold one (`held`): a roles form that did not offer them would drop them on saving.
 */
export function teamRoles(features: ReadonlySet<string>, held: Iterable<string> = []): TeamRole[] {
  const inUse = new Set(held);
  const listed = features.has(FLAGS.teamListRoles) || LISTED_ROLES.some((role) => inUse.has(role.value));
  return listed ? [...BASE_ROLES, ...LISTED_ROLES] : [...BASE_ROLES];
}

/** The i18n key (common namespace) of a role's label; unknown roles show their value. */
export function teamRoleLabelKey(value: string): string | null {
  const role = [...BASE_ROLES, ...LISTED_ROLES].find((candidate) => candidate.value === value);
  return role ? `team.roles.${role.label}` : null;
}
