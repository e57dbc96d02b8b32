import { Form, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxList } from "~/components/checkbox-list";
import { FieldError } from "~/components/field-error";
import { FormErrors, FormField, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { useTranslation } from "~/i18n/react";

export type SubscriptionValues = {
  name: string;
  operators: string[];
  areas: string[];
  product_types: string[];
  channels: string[];
  frequency: string;
  email: string;
};

export type SubscriptionChoices = {
  operators: { value: string; label: string }[];
  areas: { value: string; label: string }[];
  productTypes: string[];
};

const FREQUENCIES = ["immediately", "daily", "weekly"] as const;
const CHANNELS = ["email", "in_app"] as const;

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? [value] : []);

/** MGMT-03: what a subscription follows (operators, areas, product types) and how the provider is told. */
export function SubscriptionForm({ formId, values, choices, reply, submitLabel }: { formId: string; values: SubscriptionValues; choices: SubscriptionChoices; reply?: FormReply; submitLabel: string }) {
  const { t } = useTranslation(["markets", "market"]);
  const { form, formErrors, field } = useFormReply(formId, reply, { name: values.name, email: values.email, frequency: values.frequency });
  const typed = reply?.initialValue ?? null;
  const chosen = (name: keyof SubscriptionValues) => (typed ? asList(typed[name]) : asList(values[name]));
  const error = (name: string) => {
    const message = reply?.error?.[name]?.[0];
    return message ? translateError(t, message) : undefined;
  };
  const frequency = typed ? String(typed.frequency ?? "") : values.frequency;
  const generation = useRef(0);
  const last = useRef(reply);
  if (last.current !== reply) {
    last.current = reply;
    generation.current += 1;
  }
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form} key={generation.current} className="form app-subscription-form">
      <AuthenticityTokenInput />
      <FormErrors errors={formErrors} />
      <FormField field={field("name")} label={t("subscription.name")} />
      <CheckboxList name="operators" label={t("subscription.operators")} items={choices.operators} defaultChecked={chosen("operators")} error={error("operators")} id={`${formId}-operators`} />
      <CheckboxList name="areas" label={t("subscription.areas")} items={choices.areas} defaultChecked={chosen("areas")} error={error("areas")} id={`${formId}-areas`} />
      <CheckboxList
        name="product_types"
        label={t("subscription.productTypes")}
        items={choices.productTypes.map((value) => ({ value, label: t(`market:productType.${value}`, { defaultValue: value }) }))}
        defaultChecked={chosen("product_types")}
        error={error("product_types")}
        id={`${formId}-products`}
      />
      <CheckboxList
        name="channels"
        label={t("subscription.channels")}
        items={CHANNELS.map((value) => ({ value, label: t(`subscription.channel.${value}`) }))}
        defaultChecked={chosen("channels")}
        error={error("channels")}
        id={`${formId}-channels`}
      />
      <fieldset className={`kit-field${error("frequency") ? " kit-field--error" : ""}`} aria-describedby={error("frequency") ? `${formId}-frequency-error` : undefined}>
        <legend className="kit-label">{t("subscription.frequency")}</legend>
        <FieldError id={`${formId}-frequency-error`} error={error("frequency")} />
        <div className="app-question__choices">
          {FREQUENCIES.map((value) => (
            <span key={value} className="app-question__choice">
              <input type="radio" id={`${formId}-frequency-${value}`} name="frequency" value={value} defaultChecked={frequency === value} />
              <label htmlFor={`${formId}-frequency-${value}`}>{t(`subscription.frequencies.${value}`)}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <FormField field={field("email")} label={t("subscription.email")} hint={t("subscription.emailHint")} type="email" autoComplete="email" />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitLabel}
        </button>
        <a href="/manage/flexprovider/subscriptions">{t("subscription.cancel")}</a>
      </div>
    </Form>
  );
}
