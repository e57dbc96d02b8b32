import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useTranslation } from "~/i18n/react";

/** A provider's calendar subscription: the secret address, and a form to make or replace it. */
export function CalendarFeed({ address }: { address: string | null }) {
  const { t } = useTranslation("dispatch");
  return (
    <section aria-labelledby="calendar-title" className="dispatch-calendar">
      <h3 id="calendar-title">{t("calendar.title")}</h3>
      <p>{t("calendar.intro")}</p>
      {address ? (
        <p>
          <label>
            {t("calendar.address")}
            <input type="text" readOnly value={address} className="dispatch-calendar__address" />
          </label>
        </p>
      ) : null}
      <Form method="post">
        <AuthenticityTokenInput />
        <button type="submit" name="intent" value="calendar" className="kit-button kit-button--secondary">
          {t(address ? "calendar.regenerate" : "calendar.create")}
        </button>
      </Form>
      {address ? <p><small>{t("calendar.regenerateHint")}</small></p> : null}
    </section>
  );
}
