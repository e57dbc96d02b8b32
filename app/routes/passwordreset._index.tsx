import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField } from "~/components/form-field";
import { resetRequestSchema } from "~/domain/auth-forms";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { upstreamClient } from "~/session/upstream.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";

export const handle: RouteHandle = { title: "titles.resetRequest", layout: "simple", i18n: "auth" };

export const loader = (args: LoaderFunctionArgs) => withAccess("passwordreset", args, () => null);

export const action = (args: ActionFunctionArgs) => withAccess("passwordreset", args, async ({ request, context }) => {
  const submission = parseWithZod(await request.formData(), { schema: resetRequestSchema });
  if (submission.status !== "success") return { reply: submission.reply(), sentTo: null };
  try {
    const client = await upstreamClient(request, context, { locale: await getLocale(request, context) });
    await authApi(client).resetPassword(submission.value.email);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
    return { reply: upstreamErrorReply(submission, error), sentTo: null };
  }
  // The same answer whether or not the address has an account: nothing is revealed.
  return { reply: submission.reply({ resetForm: true }), sentTo: submission.value.email };
});

export default function PasswordResetRequest() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.reply,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
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
      <Form method="post" {...getFormProps(form)} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={form.errors} />
        <FormField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
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
