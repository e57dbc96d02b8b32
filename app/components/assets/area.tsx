import type { ReactNode } from "react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { useTranslation } from "~/i18n/react";
import { CONTRACTS, MARKET_ACCESS, SUBSCRIPTIONS } from "~/components/markets/paths";

export type AssetsTab = "register" | "qualification" | "availability";

/** The provider's Manage area: the register, qualification and availability, then the markets area's pages, one set of tabs. */
export function AssetsArea({ selected, children, orgId }: { selected: AssetsTab; children: ReactNode; orgId: number | string | null | undefined }) {
  const { t } = useTranslation("assets");
  const id = orgId ?? "";
  const tabs = [
    { id: "register", label: t("tabs.register"), href: `/manage/flexprovider/${id}/flexassets` },
    { id: "qualification", label: t("tabs.qualification"), href: "/manage/flexprovider/qualification/overview" },
    { id: "availability", label: t("tabs.availability"), href: "/manage/flexprovider/availability" },
    // A provider looks under Manage for where to apply to a market and for its contracts and subscriptions.
    { id: "market-access", label: t("tabs.marketAccess"), href: MARKET_ACCESS },
    { id: "contracts", label: t("tabs.contracts"), href: CONTRACTS },
    { id: "subscriptions", label: t("tabs.subscriptions"), href: SUBSCRIPTIONS },
  ];
  return (
    <AreaLayout title={t("title")} tabs={tabs} selected={selected} tabsLabel={t("tabs.label")}>
      {children}
    </AreaLayout>
  );
}
