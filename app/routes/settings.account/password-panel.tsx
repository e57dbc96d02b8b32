import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, useFormReply, type FormReply } from "~/components/form-field";
import { PasswordStrength, useTypedPassword } from "~/components/password-strength";
import { SidePanel } from "~/components/side-panel";
import { DialogClose } from "~/components/close-control";

/** The change-password form in a side panel; the panel is open while the URL says ?panel=password. */
export function PasswordPanel({ open, lastResult, personal }: { open: boolean; lastResult?: FormReply; personal: string[] }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const typed = useTypedPassword(lastResult);
  const { form, formErrors, field } = useFormReply("change-password", lastResult);
  const close = () => navigate("/settings/account", { preventScrollReset: true });
  return (
    <SidePanel open={open} title={t("password.title")} closeHref="/settings/account" onClose={close}>
      <Form
        method="post"
        action="/settings/account?panel=password"
        {...form}
        className="form"
        onChange={typed.onChange}
      >
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <FormField field={field("current_password")} label={t("password.current")} type="password" autoComplete="current-password" />
        <FormField field={field("new_password")} label={t("password.new")} type="password" autoComplete="new-password" hint={t("password.rules")} />
        <FormField field={field("re_new_password")} label={t("password.confirm")} type="password" autoComplete="new-password" />
        <PasswordStrength password={typed.password} confirmation={typed.confirmation} personal={personal} />
        <FormField field={field("mfa_code")} label={t("password.mfa")} hint={t("password.mfaHint")} autoComplete="one-time-code" inputMode="numeric" />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {t("password.submit")}
          </button>
          <DialogClose>{t("password.cancel")}</DialogClose>
        </div>
      </Form>
    </SidePanel>
  );
}
