import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useActionAnswer } from "~/components/use-action-answer";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxList } from "~/components/checkbox-list";
import { FormErrors, useFormReply } from "~/components/form-field";
import { LabelledSelect } from "~/components/settings-select";
import { LOCALES } from "~/domain/locales";
import { NOTIFICATION_TOPICS } from "~/domain/preferences";
import { TIMEZONES } from "~/domain/regions";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { loadPreferences, savePreferences } from "./preferences.server";

export const handle: RouteHandle = { title: "settings:preferences.title", layout: "app", i18n: ["settings"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, loadPreferences);

export const action = (args: ActionFunctionArgs) => withAccess("settings", args, savePreferences);

/** Settings › Preferences: language and region, time zone, what to be e-mailed about. */
export default function PreferencesSettings() {
  const { t } = useTranslation("settings");
  const { preferences } = useLoaderData<typeof loader>();
  const actionData = useActionAnswer<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("preferences", actionData?.reply, {
    preferred_locale: preferences.preferred_locale,
    timezone: preferences.timezone,
  });
  const locale = field("preferred_locale");
  const timezone = field("timezone");
  const chosen = NOTIFICATION_TOPICS.filter((topic) => preferences.notifications[topic]);
  return (
    <section className="card" aria-labelledby="preferences-title">
      <h2 id="preferences-title">{t("preferences.title")}</h2>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <LabelledSelect
          id={locale.id}
          name={locale.name}
          label={t("preferences.locale")}
          value={locale.initialValue ?? preferences.preferred_locale}
          options={LOCALES.map((entry) => ({ value: entry.code, label: t(`preferences.locales.${entry.code}`) }))}
          error={locale.errors?.[0]}
        />
        <LabelledSelect
          id={timezone.id}
          name={timezone.name}
          label={t("preferences.timezone")}
          value={timezone.initialValue ?? preferences.timezone}
          options={TIMEZONES.map((zone) => ({ value: zone.id, label: zone.label }))}
          error={timezone.errors?.[0]}
        />
        <CheckboxList
          name="notifications"
          label={t("preferences.notifications")}
          items={NOTIFICATION_TOPICS.map((topic) => ({ value: topic, label: t(`preferences.topics.${topic}`) }))}
          defaultChecked={chosen}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {t("preferences.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
