import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { newPasswordSchema } from "~/domain/auth-forms";
import { FormErrors, FormField } from "./form-field";
import { PasswordStrength, useTypedPassword } from "./password-strength";

/** Choose a new password (reset link or first password of an invited user). */
export function NewPasswordForm({ lastResult, submitLabel }: { lastResult?: SubmissionResult<string[]>; submitLabel: string }) {
  const { t } = useTranslation("auth");
  const submitting = useNavigation().state === "submitting";
  const typed = useTypedPassword();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="form"
      onChange={typed.onChange}
    >
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} />
      <FormField field={fields.new_password} label={t("fields.newPassword")} type="password" autoComplete="new-password" hint={t("password.rules")} />
      <FormField field={fields.re_new_password} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" />
      <PasswordStrength password={typed.password} confirmation={typed.confirmation} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
