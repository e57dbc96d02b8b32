import { store } from "../store";
import type { SandboxUser } from "../store/types";

import { TEAM_ADMIN_ROLES } from "~/domain/settings/team-admin";

/** Whether the user's own, active team entry (matched by e-mail) holds an admin role. */
export function isTeamAdmin(user: SandboxUser): boolean {
  if (user.organisation_id === null) return false;
  const self = store.teamMembers.find((member) => member.email.toLowerCase() === user.email.toLowerCase() && member.is_active);
  return !!self?.roles.some((role) => TEAM_ADMIN_ROLES.includes(role));
}
