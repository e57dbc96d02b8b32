import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxList } from "~/components/checkbox-list";
import { translateError } from "~/components/form-errors";
import { FormErrors } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { leavesTeamWithoutAdmin } from "~/domain/settings/team-admin";
import { teamRoles } from "~/domain/team";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { usersApi } from "~/upstream/users.server";
import { changeRoles } from "./settings.team/team.server";

export const handle: RouteHandle = { title: "settings:team.title", layout: "app", i18n: ["settings"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settings", args, async ({ request, context, auth, params }) => {
    const team = usersApi(await userClient(request, context, auth)).teamMembers;
    const [member, { items }] = await Promise.all([team.get(params.memberId ?? ""), team.list({ limit: 500 })]);
    // The last admin is told before choosing that they keep an admin role: the team must always have one.
    const own = member.email.toLowerCase() === auth.user?.email?.toLowerCase();
    const lastAdmin = own && leavesTeamWithoutAdmin(items, member.id, []);
    // The same roles as the invite form, and every role this member holds, so saving unchanged keeps them all.
    return { member, lastAdmin, roles: teamRoles(auth.features, [...member.roles, ...items.filter((other) => other.is_active).flatMap((other) => other.roles)]) };
  });

export const action = (args: ActionFunctionArgs) => withAccess("settings", args, changeRoles);

/** The roles of one member, in a dialog over the team (a page of its own without JavaScript). */
export default function ChangeRoles() {
  const { t } = useTranslation(["settings", "common"]);
  const { member, roles, lastAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigate = useNavigate();
  const error = actionData?.reply.error?.roles?.[0];
  const sentBack = actionData?.reply.initialValue?.roles;
  const chosen = actionData ? (Array.isArray(sentBack) ? sentBack.map(String) : typeof sentBack === "string" ? [sentBack] : []) : member.roles;
  return (
    <Modal open title={t("team.rolesTitle", { email: member.email })} closeHref="/settings/team" onClose={() => navigate("/settings/team", { preventScrollReset: true })}>
      <Form method="post" id="member-roles-form" className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={actionData?.reply.error?.[""] ?? undefined} />
        <input type="hidden" name="intent" value="roles" />
        <input type="hidden" name="member" value={member.id} />
        {lastAdmin ? <p className="hint">{t("team.lastAdmin")}</p> : null}
        <CheckboxList
          key={JSON.stringify(actionData ?? null)}
          id="member-roles"
          name="roles"
          label={t("team.columns.roles")}
          items={roles.map((role) => ({ value: role.value, label: t(`common:team.roles.${role.label}`) }))}
          defaultChecked={chosen}
          error={error ? translateError(t, error) : undefined}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("team.saveRoles")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
