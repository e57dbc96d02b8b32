import { Form, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxList } from "~/components/checkbox-list";
import { FormErrors, FormField, useFormReply, type FormReply } from "~/components/form-field";
import { translateError } from "~/components/form-errors";
import { useTranslation } from "~/i18n/react";
import type { TeamRole } from "~/domain/team";

/** Invite a colleague by e-mail with one or more roles; there is no seat limit. */
export function InviteForm({ roles, reply }: { roles: TeamRole[]; reply?: FormReply }) {
  const { t } = useTranslation(["settings", "common"]);
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("invite", reply);
  const roleField = field("roles");
  const chosen = reply?.initialValue?.roles;
  const chosenRoles = Array.isArray(chosen) ? chosen.map(String) : typeof chosen === "string" ? [chosen] : [];
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t("team.invite.title")}</h2>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <FormField field={field("email")} label={t("team.invite.email")} type="email" />
        <FormField field={field("first_name")} label={t("team.invite.first_name")} />
        <FormField field={field("last_name")} label={t("team.invite.last_name")} />
        <CheckboxList
          key={roleField.key}
          id="invite-roles"
          name="roles"
          label={t("team.invite.roles")}
          items={roles.map((role) => ({ value: role.value, label: t(`common:team.roles.${role.label}`) }))}
          defaultChecked={chosenRoles}
          error={roleField.errors?.[0] ? translateError(t, roleField.errors[0]) : undefined}
        />
        <div className="form-actions">
          <button type="submit" name="intent" value="invite" className="button button--primary" disabled={submitting}>
            {t("team.invite.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
