import { useTranslation } from "~/i18n/react";
import { AccessDenied } from "~/components/errors/access-denied";
import { openHelpWidget } from "~/components/help-widget";
import { useRootData } from "~/root-data";

/** The access-denied screen with the account's plan and contacts: at /unauthorised, and wherever the Flex API refuses a signed-in user. */
export function RestrictedScreen() {
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
