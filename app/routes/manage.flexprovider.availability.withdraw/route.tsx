import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { withdrawAction, withdrawLoader } from "~/components/assets/availability.server";
import { UnavailabilityPeriod } from "~/components/assets/unavailability-period";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.availabilityWithdraw", layout: "app", i18n: ["assets"] };

export const loader = withdrawLoader;
export const action = withdrawAction;

/** MGMT-02: a declared period withdrawn, after it is shown in full. */
export default function AvailabilityWithdraw() {
  const { t } = useTranslation("assets");
  const { id, assetLabel, from, to, reason } = useLoaderData<typeof loader>();
  return (
    <>
      <h2>{t("availability.withdrawTitle")}</h2>
      <p>{t("availability.withdrawIntro")}</p>
      <UnavailabilityPeriod assetLabel={assetLabel} from={from} to={to} reason={reason} />
      <Form method="post" id="withdraw-unavailability">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={id} />
        <p className="form-actions">
          <button type="submit" className="button button--danger">
            {t("availability.confirmWithdraw")}
          </button>
          <Link to="/manage/flexprovider/availability">{t("availability.keep")}</Link>
        </p>
      </Form>
    </>
  );
}
