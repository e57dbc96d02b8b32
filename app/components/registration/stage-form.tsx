import { EMPTY_VALUE } from "~/domain/market/format";
import { Form, Link, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, type ReplyField } from "~/components/form-field";
import { translateError } from "~/components/form-errors";
import { useTranslation } from "~/i18n/react";
import type { CountryGroups } from "~/domain/registration/countries.server";
import { hiddenFields, type RegistrationState } from "~/domain/registration/stages";
import { CountrySelect } from "./country-select";
import { TermsCheckbox } from "./terms-checkbox";

type Props = { state: RegistrationState; countries: CountryGroups; generation: number };

/** The form of the stage shown; every other stage's answers ride along as hidden fields. */
export function StageForm({ state, countries, generation }: Props) {
  const { t } = useTranslation("registration");
  const submitting = useNavigation().state === "submitting";
  // The terms and country messages are the upstream's, shown in the reader's language as the fields' own are.
  const errorOf = (name: string) => {
    const message = state.errors[name]?.[0];
    return message ? translateError(t, message) : undefined;
  };
  const field = (group: "user" | "company", name: string, value: string): ReplyField => ({
    id: `register-${group}-${name}`,
    name: `${group}.${name}`,
    errorId: `register-${group}-${name}-error`,
    key: `${group}.${name}-${generation}`,
    errors: state.errors[name],
    initialValue: value,
  });
  // The country by its name in the user's language, as the list offered it.
  const countryName = (code: string) => [...countries.frequent, ...countries.others].find((country) => country.code === code)?.name ?? code;
  const stageErrors = [...(state.errors[""] ?? []), ...(state.errors.non_field_errors ?? [])];
  const button = (intent: string, label: string, primary = true) => (
    <button type="submit" name="intent" value={intent} className={primary ? "button button--primary" : "button"} disabled={submitting}>
      {label}
    </button>
  );
  return (
    <Form method="post" id="register-form" className="form" noValidate aria-labelledby="register-stage-title">
      <AuthenticityTokenInput />
      {hiddenFields(state).map(([name, value]) => (
        <input key={`${name}-${generation}`} type="hidden" name={name} value={value} />
      ))}
      <h2 id="register-stage-title">{t(`stages.${state.stage}`)}</h2>
      <FormErrors errors={stageErrors.length ? stageErrors : undefined} />
      {state.stage === "confirm" ? (
        <>
          <p>{t("confirm.intro")}</p>
          <ul>
            <li>{t("confirm.needUser")}</li>
            <li>{t("confirm.needCompany")}</li>
          </ul>
          <div className="form-actions">{button("start", t("confirm.start"))}</div>
        </>
      ) : null}
      {state.stage === "user" ? (
        <>
          <FormField field={field("user", "first_name", state.user.first_name)} label={t("user.first_name")} autoComplete="given-name" />
          <FormField field={field("user", "last_name", state.user.last_name)} label={t("user.last_name")} autoComplete="family-name" />
          <FormField field={field("user", "email", state.user.email)} label={t("user.email")} type="email" autoComplete="email" />
          <FormField
            field={field("user", "password", "")}
            label={t("user.password")}
            type="password"
            autoComplete="new-password"
            hint={state.registrationId ? t("user.passwordKept") : undefined}
          />
          <FormField field={field("user", "password_confirmation", "")} label={t("user.password_confirmation")} type="password" autoComplete="new-password" />
          <TermsCheckbox id="register-user-user_terms" name="user.user_terms" checked={state.user.user_terms} error={errorOf("user_terms")}>
            {t("user.user_terms")} (<Link to="/legal/basic-terms">{t("user.readTerms")}</Link>)
          </TermsCheckbox>
          <div className="form-actions">
            {button("user", t("actions.continue"))}
            {button("back", t("actions.back"), false)}
          </div>
        </>
      ) : null}
      {state.stage === "company" ? (
        <>
          <FormField field={field("company", "name", state.company.name)} label={t("company.name")} autoComplete="organization" />
          <FormField field={field("company", "website", state.company.website)} label={t("company.website")} type="url" autoComplete="url" hint={t("company.websiteHint")} />
          <FormField field={field("company", "email", state.company.email)} label={t("company.email")} type="email" />
          <CountrySelect id="register-company-country" name="company.country" label={t("company.country")} groups={countries} value={state.company.country} error={errorOf("country")} />
          <FormField field={field("company", "registration_no", state.company.registration_no)} label={t("company.registration_no")} />
          <TermsCheckbox id="register-company-terms_of_service" name="company.terms_of_service" checked={state.company.terms_of_service} error={errorOf("terms_of_service")}>
            {t("company.terms_of_service")} (<Link to="/legal/serviceterms">{t("company.readTerms")}</Link>)
          </TermsCheckbox>
          <div className="form-actions">
            {button("company", t("actions.continue"))}
            {button("back", t("actions.back"), false)}
          </div>
        </>
      ) : null}
      {state.stage === "submit" && !state.sentTo ? (
        <>
          <dl className="data-list">
            <dt>{t("submit.user")}</dt>
            <dd>{`${state.user.first_name} ${state.user.last_name} (${state.user.email})`}</dd>
            <dt>{t("submit.company")}</dt>
            <dd>{`${state.company.name} · ${state.company.registration_no} · ${countryName(state.company.country)}`}</dd>
            <dt>{t("submit.companyEmail")}</dt>
            <dd>{state.company.email || EMPTY_VALUE}</dd>
            <dt>{t("submit.website")}</dt>
            <dd>{state.company.website || EMPTY_VALUE}</dd>
          </dl>
          <div className="form-actions">
            {button("submit", t("submit.submit"))}
            {button("back", t("actions.back"), false)}
          </div>
        </>
      ) : null}
      {state.stage === "submit" && state.sentTo ? (
        <div className="form-success" role="status">
          <p>{t("submit.sent", { email: state.sentTo })}</p>
          <p>
            <Link to="/login">{t("submit.toLogin")}</Link>
          </p>
        </div>
      ) : null}
      {!state.sentTo && state.stage !== "confirm" ? <div className="form-actions">{button("reset", t("actions.reset"), false)}</div> : null}
    </Form>
  );
}
