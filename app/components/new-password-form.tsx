import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, useFormReply, type FormReply } from "./form-field";
import { PasswordStrength, useTypedPassword } from "./password-strength";

/** Choose a new password (reset link or first password of an invited user). */
export function NewPasswordForm({ lastResult, submitLabel }: { lastResult?: FormReply; submitLabel: string }) {
  const { t } = useTranslation("auth");
  const submitting = useNavigation().state === "submitting";
  const typed = useTypedPassword(lastResult);
  const { form, formErrors, field } = useFormReply("new-password", lastResult);
  return (
    <Form
      method="post"
      {...form}
      className="form"
      onChange={typed.onChange}
    >
      <AuthenticityTokenInput />
      <FormErrors errors={formErrors} />
      <FormField field={field("new_password")} label={t("fields.newPassword")} type="password" autoComplete="new-password" hint={t("password.rules")} />
      <FormField field={field("re_new_password")} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" />
      <PasswordStrength password={typed.password} confirmation={typed.confirmation} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
