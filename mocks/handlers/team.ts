import { HttpResponse } from "msw";
import { z } from "zod";
import { nowIso } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { TEAM_ROLE_VALUES } from "~/upstream/users.server";
import { collectionHandlers } from "../collection";
import { leavesTeamWithoutAdmin } from "~/domain/settings/team-admin";
import { isTeamAdmin } from "../organisation/team-admin";
import { fieldErrors } from "../drf";
import { encodeUid, nextId, organisationOf, store, userByEmail } from "../store";
import { startingAccess } from "../store/seed";
import type { SandboxUser, TeamMember } from "../store/types";


const memberInput = z.object({
  email: z.string({ required_error: "This field is required." }).trim().email("Enter a valid email address."),
  first_name: z.string().trim().max(150, "Ensure this field has no more than 150 characters.").optional().default(""),
  last_name: z.string().trim().max(150, "Ensure this field has no more than 150 characters.").optional().default(""),
  roles: z
    .array(z.enum(TEAM_ROLE_VALUES, { errorMap: () => ({ message: "Not a valid role." }) }))
    .min(1, "Choose at least one role."),
});

/** An invitation: the member's first-password link, in the outbox (it replaces any earlier one). */
function invite(member: TeamMember) {
  const user = userByEmail(member.email);
  if (!user) return;
  const token = crypto.randomUUID().replaceAll("-", "");
  const uid = encodeUid(user.id);
  store.passwordTokens = store.passwordTokens.filter((entry) => !(entry.userId === user.id && entry.purpose === "newuser"));
  store.passwordTokens.push({ uid, token, userId: user.id, purpose: "newuser" });
  store.outbox.push({ to: member.email, subject: "You have been invited to Flexmarket", link: `/passwordreset/newuser/${uid}/${token}`, sent: nowIso() });
}

/** An invited member becomes a user of the inviter's organisation, inactive until they set a password. */
function addInvitedUser(inviter: SandboxUser, member: TeamMember) {
  const organisation = organisationOf(inviter);
  store.users.push({
    id: nextId("users", store.users), email: member.email, password: "", first_name: member.first_name, last_name: member.last_name,
    organisation_id: member.organisation_id, ...startingAccess(organisation?.org_type ?? "flexprovider"),
    preferred_locale: inviter.preferred_locale, is_active: false,
  });
}

/** The organisation's team: members with roles; admins and account managers may change it. */
export const teamHandlers = collectionHandlers<TeamMember>({
  path: paths.teamMembers,
  name: "Team Member List",
  description: "Members of the caller's organisation and their roles.",
  rows: () => store.teamMembers,
  replaceRows: (rows) => (store.teamMembers = rows),
  visible: (caller, row) => row.organisation_id === caller.user.organisation_id,
  canWrite: (caller) => isTeamAdmin(caller.user),
  input: memberInput,
  build: (caller, input, id) => ({
    id,
    organisation_id: caller.user.organisation_id!,
    email: String(input.email),
    first_name: String(input.first_name ?? ""),
    last_name: String(input.last_name ?? ""),
    roles: input.roles as string[],
    is_activated: false,
    is_active: true,
  }),
  nextId: () => nextId("teamMembers", store.teamMembers),
  filters: ["is_active", "is_activated", "email"],
  check: (caller, input, row): Record<string, string[]> | null => {
    if (!row && typeof input.email === "string") {
      const email = input.email.trim().toLowerCase();
      const member = store.teamMembers.some((other) => other.organisation_id === caller.user.organisation_id && other.is_active && other.email.toLowerCase() === email);
      if (member) return { email: ["This e-mail address is already a member of your team."] };
      if (userByEmail(input.email)) return { email: ["user with this email address already exists."] };
    }
    // A team admin may drop their own admin role while another active admin remains; the last one may not, or nobody could manage the team.
    const own = row && row.email.toLowerCase() === caller.user.email.toLowerCase();
    const team = store.teamMembers.filter((member) => member.organisation_id === caller.user.organisation_id);
    if (own && Array.isArray(input.roles) && leavesTeamWithoutAdmin(team, row.id, input.roles)) return { roles: ["You cannot remove your own team admin role."] };
    return null;
  },
  afterCreate: (caller, member) => {
    addInvitedUser(caller.user, member);
    invite(member);
  },
  // Admins cannot lock themselves out; a deactivated member can no longer sign in.
  beforeSetInactive: (caller, rows) =>
    rows.some((member) => member.email.toLowerCase() === caller.user.email.toLowerCase())
      ? fieldErrors({ ids: ["You cannot deactivate yourself."] })
      : null,
  afterSetInactive: (_caller, rows) =>
    rows.forEach((member) => {
      const user = userByEmail(member.email);
      if (user) user.is_active = false;
    }),
  actions: {
    resend_invite: (member) => {
      if (member.is_activated) return fieldErrors({ non_field_errors: ["This member has already activated their account."] });
      invite(member);
      return HttpResponse.json(member);
    },
  },
});
