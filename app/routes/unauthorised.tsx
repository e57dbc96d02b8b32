import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { AccessDenied } from "~/components/errors/access-denied";
import { openHelpWidget } from "~/components/help-widget";
import { useRootData, type RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "titles.unauthorised", layout: "app" };

export const loader = (args: LoaderFunctionArgs) => withAccess("unauthorised", args, () => null);

/** The access-denied screen: where upgrade markers lead, and where restricted content sends users. */
export default function Unauthorised() {
  const { t } = useTranslation();
  const data = useRootData()!;
  return (
    <AccessDenied
      fullTier={data.flags.fullTier}
      upgradeViaBeacon={data.flags.upgradeViaBeacon}
      helpWidgetReady={Boolean(data.settings.helpBeaconId)}
      salesEmail={data.settings.salesEmail}
      supportEmail={data.settings.supportEmail}
      plansUrl={data.settings.plansUrl}
      onUpgrade={() => openHelpWidget(t("accessDenied.upgradeSubject"))}
    />
  );
}
