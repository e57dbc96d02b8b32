import { HttpResponse } from "msw";
import { z } from "zod";
import { nowIso } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { TEAM_ROLE_VALUES } from "~/upstream/users.server";
import { collectionHandlers } from "../collection";
import { fieldErrors } from "../drf";
import { nextId, store } from "../store";
import type { TeamMember } from "../store/types";

const ADMIN_ROLES = ["admin", "account"];

const memberInput = z.object({
  email: z.string({ required_error: "This field is required." }).trim().email("Enter a valid email address."),
  first_name: z.string().trim().max(150, "Ensure this field has no more than 150 characters.").optional().default(""),
  last_name: z.string().trim().max(150, "Ensure this field has no more than 150 characters.").optional().default(""),
  roles: z
    .array(z.enum(TEAM_ROLE_VALUES, { errorMap: () => ({ message: "Not a valid role." }) }))
    .min(1, "Choose at least one role."),
});

/** The organisation's team: members with roles; admins and account managers may change it. */
export const teamHandlers = collectionHandlers<TeamMember>({
  path: paths.teamMembers,
  name: "Team Member List",
  description: "Members of the caller's organisation and their roles.",
  rows: () => store.teamMembers,
  replaceRows: (rows) => (store.teamMembers = rows),
  visible: (caller, row) => row.organisation_id === caller.user.organisation_id,
  canWrite: (caller) => {
    const self = store.teamMembers.find((member) => member.email === caller.user.email);
    return caller.user.organisation_id !== null && !!self?.roles.some((role) => ADMIN_ROLES.includes(role));
  },
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
  actions: {
    resend_invite: (member) => {
      if (member.is_activated) return fieldErrors({ non_field_errors: ["This member has already activated their account."] });
      store.outbox.push({ to: member.email, subject: "You have been invited to Flexmarket", link: "/passwordreset/newuser", sent: nowIso() });
      return HttpResponse.json(member);
    },
  },
});
