import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { confirmAction, confirmLoader } from "~/components/assets/availability.server";
import { UnavailabilityPeriod } from "~/components/assets/unavailability-period";
import { translateError } from "~/components/form-errors";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.availabilityConfirm", layout: "app", i18n: ["assets"] };

export const loader = confirmLoader;
export const action = confirmAction;

const LABELS: Record<string, string> = { asset: "availability.asset", from_date: "availability.from", to_date: "availability.to", reason: "availability.reason" };

/** MGMT-02: the second step: the period as it will be declared; "change" goes back with everything typed. */
export default function AvailabilityConfirm() {
  const { t } = useTranslation("assets");
  const { values, from, to, late, id, assetLabel, change } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  const errors = Object.entries(result?.errors ?? {});
  return (
    <>
      <h2>{t("availability.confirmTitle")}</h2>
      <p className="step-label">{t("availability.stepConfirm")}</p>
      {errors.length ? (
        <div className="form-error" role="alert">
          {errors.map(([name, message]) => (
            <p key={name}>{LABELS[name] ? `${t(LABELS[name])}: ${translateError(t, message)}` : translateError(t, message)}</p>
          ))}
        </div>
      ) : null}
      <UnavailabilityPeriod assetLabel={assetLabel} from={from} to={to} reason={values.reason} />
      {late ? (
        <p className="notice" role="note">
          {t("availability.late")}
        </p>
      ) : null}
      <Form method="post">
        <AuthenticityTokenInput />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="form-actions">
          <button type="submit" className="button button--primary">
            {t(id ? "availability.confirmChange" : "availability.confirmDeclare")}
          </button>
          <Link to={change}>{t("availability.change")}</Link>
        </p>
      </Form>
    </>
  );
}
