import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { NewPasswordForm } from "~/components/new-password-form";
import { useActionAnswer } from "~/components/use-action-answer";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { confirmNewPassword } from "~/session/password.server";

export const handle: RouteHandle = { title: "titles.resetConfirm", layout: "simple", i18n: "auth" };

export const loader = (args: LoaderFunctionArgs) => withAccess("passwordreset:confirm", args, () => null);

export const action = (args: ActionFunctionArgs) => withAccess("passwordreset:confirm", args, (args) => confirmNewPassword(args, "reset.done"));

export default function PasswordResetConfirm() {
  const { t } = useTranslation("auth");
  const actionData = useActionAnswer<typeof action>();
  return (
    <div className="card">
      <h1>{t("reset.confirmTitle")}</h1>
      <p>{t("reset.confirmIntro")}</p>
      <NewPasswordForm lastResult={actionData?.reply} submitLabel={t("reset.confirmSubmit")} />
    </div>
  );
}
