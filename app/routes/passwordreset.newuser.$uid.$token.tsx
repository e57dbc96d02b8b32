import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { NewPasswordForm } from "~/components/new-password-form";
import { useActionAnswer } from "~/components/use-action-answer";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { confirmNewPassword } from "~/session/password.server";

export const handle: RouteHandle = { title: "titles.newUser", layout: "simple", i18n: "auth" };

export const loader = (args: LoaderFunctionArgs) => withAccess("passwordreset:newuser", args, () => null);

export const action = (args: ActionFunctionArgs) => withAccess("passwordreset:newuser", args, (args) => confirmNewPassword(args, "newUser.done"));

export default function NewUserPassword() {
  const { t } = useTranslation("auth");
  const actionData = useActionAnswer<typeof action>();
  return (
    <div className="card">
      <h1>{t("newUser.title")}</h1>
      <p>{t("newUser.intro")}</p>
      <NewPasswordForm lastResult={actionData?.reply} submitLabel={t("newUser.submit")} />
    </div>
  );
}
