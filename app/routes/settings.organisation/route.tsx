import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, translateError, useFormReply } from "~/components/form-field";
import { CountrySelect } from "~/components/registration/country-select";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { loadOrganisation, saveOrganisation } from "./organisation.server";

export const handle: RouteHandle = { title: "settings:organisation.title", layout: "app", i18n: ["settings", "registration"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, loadOrganisation);

export const action = (args: ActionFunctionArgs) => withAccess("settings", args, saveOrganisation);

const FIELDS = ["name", "website", "email", "phone", "registration_no", "address"] as const;

/** Settings › Organisation: the organisation's details; team admins change them, others read them. */
export default function OrganisationSettings() {
  const { t } = useTranslation("settings");
  const { organisation, canEdit, countries } = useLoaderData<typeof loader>();
  const actionData = useActionAnswer<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const saved: Record<string, string> = { ...organisation, id: String(organisation.id) };
  const { form, formErrors, field } = useFormReply("organisation", actionData?.reply, saved);
  const countryName = [...countries.frequent, ...countries.others].find((country) => country.code === organisation.country)?.name ?? organisation.country;
  if (!canEdit) {
    return (
      <section className="card" aria-labelledby="organisation-title">
        <h2 id="organisation-title">{t("organisation.title")}</h2>
        <p>{t("organisation.readOnly")}</p>
        <dl className="data-list">
          {FIELDS.map((name) => (
            <div key={name}>
              <dt>{t(`organisation.fields.${name}`)}</dt>
              <dd className={name === "address" ? "data-list__lines" : undefined}>{organisation[name] || "–"}</dd>
            </div>
          ))}
          <dt>{t("organisation.fields.country")}</dt>
          <dd>{countryName}</dd>
        </dl>
      </section>
    );
  }
  const countryField = field("country");
  const addressField = field("address");
  return (
    <section className="card" aria-labelledby="organisation-title">
      <h2 id="organisation-title">{t("organisation.title")}</h2>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <FormField field={field("name")} label={t("organisation.fields.name")} autoComplete="organization" />
        <FormField field={field("website")} label={t("organisation.fields.website")} type="url" />
        <FormField field={field("email")} label={t("organisation.fields.email")} type="email" />
        <FormField field={field("phone")} label={t("organisation.fields.phone")} type="tel" />
        <CountrySelect
          id={countryField.id}
          name="country"
          label={t("organisation.fields.country")}
          groups={countries}
          value={countryField.initialValue ?? organisation.country}
          error={countryField.errors?.[0]}
        />
        <FormField field={field("registration_no")} label={t("organisation.fields.registration_no")} />
        <TextareaWithCounter
          key={addressField.key}
          id={addressField.id}
          name="address"
          label={t("organisation.fields.address")}
          autoComplete="street-address"
          defaultValue={addressField.initialValue}
          error={addressField.errors?.[0] ? translateError(t, addressField.errors[0]) : undefined}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {t("organisation.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
