/** Team roles that may change the team and the organisation's details (the sandbox holds the same rule). */
export const TEAM_ADMIN_ROLES = ["admin", "account"];

/** Whether the signed-in user's own active team entry holds an admin role. */
export function isTeamAdmin(members: readonly { email: string; roles: string[]; is_active: boolean }[], email: string | undefined): boolean {
  if (!email) return false;
  const self = members.find((member) => member.is_active && member.email.toLowerCase() === email.toLowerCase());
  return !!self?.roles.some((role) => TEAM_ADMIN_ROLES.includes(role));
}

type Member = { id: number; roles: readonly string[]; is_active: boolean };

/**
 * Whether giving a member these roles would leave the team without an admin: only when they hold no
 * admin role and no other active member holds one. Any admin may step down while another remains;
 * the last one keeps an admin role, so someone can always manage the team. `members` is one team.
 */
export function leavesTeamWithoutAdmin(members: readonly Member[], memberId: number, roles: readonly string[]): boolean {
  if (roles.some((role) => TEAM_ADMIN_ROLES.includes(role))) return false;
  return !members.some((member) => member.id !== memberId && member.is_active && member.roles.some((role) => TEAM_ADMIN_ROLES.includes(role)));
}
