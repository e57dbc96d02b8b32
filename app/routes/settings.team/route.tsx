import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { InviteForm } from "~/components/settings/invite-form";
import { TeamTable } from "~/components/settings/team-table";
import { FormErrors } from "~/components/form-field";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { loadTeam, teamAction } from "./team.server";

export const handle: RouteHandle = { title: "settings:team.title", layout: "app", i18n: ["settings"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, loadTeam);

export const action = (args: ActionFunctionArgs) => withAccess("settings", args, teamAction);

/** Settings › Team: the members; a team admin invites, changes roles, deactivates and resends invitations. */
export default function TeamSettings() {
  const { t } = useTranslation("settings");
  const { members, self, roles, canEdit } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resendErrors = actionData?.intent === "resend" ? actionData.reply.error?.[""] ?? undefined : undefined;
  return (
    <>
      <section className="card" aria-labelledby="team-title">
        <h2 id="team-title">{t("team.title")}</h2>
        <p>{canEdit ? t("team.intro") : t("team.readOnly")}</p>
        <FormErrors errors={resendErrors ?? undefined} />
        {members.length ? <TeamTable members={members} self={self} canEdit={canEdit} /> : <p>{t("team.empty")}</p>}
      </section>
      {canEdit ? <InviteForm roles={roles} reply={actionData?.intent === "invite" ? actionData.reply : undefined} /> : null}
      <Outlet />
    </>
  );
}
