/** Team roles that may change the team and the organisation's details (the sandbox holds the same rule). */
export const TEAM_ADMIN_ROLES = ["admin", "account"];

/** Whether the signed-in user's own active team entry holds an admin role. */
export function isTeamAdmin(members: readonly { email: string; roles: string[]; is_active: boolean }[], email: string | undefined): boolean {
  if (!email) return false;
  const self = members.find((member) => member.is_active && member.email.toLowerCase() === email.toLowerCase());
  return !!self?.roles.some((role) => TEAM_ADMIN_ROLES.includes(role));
}
