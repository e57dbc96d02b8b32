import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { countryGroups } from "~/domain/registration/countries.server";
import { organisationForm } from "~/domain/settings/forms";
import { isTeamAdmin } from "~/domain/settings/team-admin";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { organisationApi } from "~/upstream/organisation.server";
import { usersApi } from "~/upstream/users.server";

export async function loadOrganisation({ request, context, auth }: GuardedArgs) {
  const client = await userClient(request, context, auth);
  const [organisation, team, locale] = await Promise.all([
    organisationApi(client).organisation(),
    usersApi(client).teamMembers.list({ limit: 500 }),
    getLocale(request, context),
  ]);
  return { organisation, canEdit: isTeamAdmin(team.items, auth.user?.email), countries: countryGroups(locale) };
}

export async function saveOrganisation({ request, context, auth }: GuardedArgs) {
  const submission = parseWithZod(await request.formData(), { schema: organisationForm });
  if (submission.status !== "success") return { reply: submission.reply() };
  try {
    await organisationApi(await userClient(request, context, auth)).updateOrganisation(submission.value);
  } catch (error) {
    if (!(error instanceof UpstreamError) || ![400, 403].includes(error.status)) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }) }));
    return { reply: upstreamErrorReply(submission, error) };
  }
  const t = getFixedT(await getLocale(request, context), "settings");
  await flash(request, context, { title: t("organisation.saved"), message: "", tone: "success" });
  return redirect("/settings/organisation");
}
