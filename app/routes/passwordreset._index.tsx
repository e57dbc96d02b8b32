import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, useFormReply } from "~/components/form-field";
import { useActionAnswer } from "~/components/use-action-answer";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { requestPasswordReset } from "~/session/password.server";

export const handle: RouteHandle = { title: "titles.resetRequest", layout: "simple", i18n: "auth" };

export const loader = (args: LoaderFunctionArgs) => withAccess("passwordreset", args, () => null);

export const action = (args: ActionFunctionArgs) => withAccess("passwordreset", args, requestPasswordReset);

export default function PasswordResetRequest() {
  const { t } = useTranslation("auth");
  const actionData = useActionAnswer<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("password-reset", actionData?.reply);
  return (
    <div className="card">
      <h1>{t("reset.title")}</h1>
      {actionData?.sentTo ? (
        <div className="form-success" role="status">
          <p>{t("reset.sent", { email: actionData.sentTo })}</p>
        </div>
      ) : (
        <p>{t("reset.intro")}</p>
      )}
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <FormField field={field("email")} label={t("fields.email")} type="email" autoComplete="email" />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {t("reset.submit")}
          </button>
          <Link to="/login">{t("reset.backToLogin")}</Link>
        </div>
      </Form>
    </div>
  );
}
