import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { FormErrors } from "~/components/form-field";
import { ConfirmModal } from "~/components/modal";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { usersApi } from "~/upstream/users.server";
import { deactivate } from "./settings.team/team.server";

export const handle: RouteHandle = { title: "settings:team.title", layout: "app", i18n: ["settings"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settings", args, async ({ request, context, auth, params }) => ({
    member: await usersApi(await userClient(request, context, auth)).teamMembers.get(params.memberId ?? ""),
  }));

export const action = (args: ActionFunctionArgs) => withAccess("settings", args, deactivate);

/** Deactivating a member asks first; confirming posts set_inactive. */
export default function DeactivateMember() {
  const { t } = useTranslation("settings");
  const { member } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const csrf = useAuthenticityToken();
  const navigate = useNavigate();
  const errors = actionData ? Object.values(actionData.reply.error ?? {}).flatMap((list) => list ?? []) : [];
  return (
    <ConfirmModal
      open
      danger
      title={t("team.deactivateTitle")}
      body={
        <>
          <FormErrors errors={errors.length ? errors : undefined} />
          <p>{t("team.deactivateBody", { email: member.email })}</p>
        </>
      }
      confirmLabel={t("team.deactivate")}
      cancelHref="/settings/team"
      onCancel={() => navigate("/settings/team", { preventScrollReset: true })}
      method="post"
      formComponent={Form}
      hiddenFields={{ csrf, intent: "deactivate", member: String(member.id) }}
    />
  );
}
