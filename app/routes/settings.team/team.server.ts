import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { inviteForm, memberForm, rolesForm } from "~/domain/settings/forms";
import { isTeamAdmin } from "~/domain/settings/team-admin";
import { teamRoles } from "~/domain/team";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { notFound, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { usersApi } from "~/upstream/users.server";

/** A user in no organisation has no team: the page is not found for them, as Settings offers no Team tab. */
function requireOrganisation(auth: GuardedArgs["auth"]) {
  if (typeof auth.claims?.role?.id !== "number") notFound();
}

/** The organisation's active members, the roles offered (more with mk_team_list_roles or once the team holds them) and whether the user may change the team. */
export async function loadTeam({ request, context, auth }: GuardedArgs) {
  requireOrganisation(auth);
  const { items } = await usersApi(await userClient(request, context, auth)).teamMembers.list({ limit: 500 });
  const members = items.filter((member) => member.is_active).sort((a, b) => a.email.localeCompare(b.email));
  const self = members.find((member) => member.email.toLowerCase() === auth.user?.email?.toLowerCase())?.id ?? null;
  return { members, self, roles: teamRoles(auth.features, members.flatMap((member) => member.roles)), canEdit: isTeamAdmin(items, auth.user?.email) };
}

async function done(args: GuardedArgs, key: string, values: Record<string, string> = {}) {
  const t = getFixedT(await getLocale(args.request, args.context), "settings");
  await flash(args.request, args.context, { title: t(key, values), message: "", tone: "success" });
  return redirect("/settings/team");
}

/** A refused write: field errors back on the form; a team change by a non-admin is a 403 page. */
function refused(error: unknown, submission: Parameters<typeof upstreamErrorReply>[0], intent: string) {
  if (error instanceof UpstreamError && error.status === 400) return { intent, reply: upstreamErrorReply(submission, error) };
  throw error;
}

/** Invite a member (an e-mail with a first-password link goes out) or resend an invitation. */
export async function teamAction(args: GuardedArgs) {
  requireOrganisation(args.auth);
  const form = await args.request.formData();
  const team = usersApi(await userClient(args.request, args.context, args.auth)).teamMembers;
  const intent = String(form.get("intent") ?? "");
  if (intent === "invite") {
    const submission = parseWithZod(form, { schema: inviteForm });
    if (submission.status !== "success") return { intent, reply: submission.reply() };
    const { intent: _intent, ...member } = submission.value;
    try {
      await team.create(member);
    } catch (error) {
      return refused(error, submission, intent);
    }
    return done(args, "team.invited", { email: member.email });
  }
  if (intent === "resend") {
    const submission = parseWithZod(form, { schema: memberForm });
    if (submission.status !== "success") throw data({ message: "bad request" }, { status: 400 });
    try {
      const member = await team.update(submission.value.member, {}, "resend_invite");
      return done(args, "team.resent", { email: member.email });
    } catch (error) {
      return refused(error, submission, intent);
    }
  }
  throw data({ message: `Unknown intent: ${intent}` }, { status: 400 });
}

/** Change one member's roles (from the roles dialog). */
export async function changeRoles(args: GuardedArgs) {
  const submission = parseWithZod(await args.request.formData(), { schema: rolesForm });
  if (submission.status !== "success") return { reply: submission.reply() };
  try {
    await usersApi(await userClient(args.request, args.context, args.auth)).teamMembers.patch(submission.value.member, { roles: submission.value.roles });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return { reply: upstreamErrorReply(submission, error) };
    throw error;
  }
  return done(args, "team.rolesChanged");
}

/** Deactivate one member (set_inactive), after the confirmation dialog. */
export async function deactivate(args: GuardedArgs) {
  const submission = parseWithZod(await args.request.formData(), { schema: memberForm });
  if (submission.status !== "success") throw data({ message: "bad request" }, { status: 400 });
  try {
    await usersApi(await userClient(args.request, args.context, args.auth)).teamMembers.setInactive([submission.value.member]);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return { reply: upstreamErrorReply(submission, error) };
    throw error;
  }
  return done(args, "team.deactivated");
}
