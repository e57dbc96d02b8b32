import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { applicationLinks } from "~/components/applications/styles";
import type { RouteHandle } from "~/root-data";
import { loader } from "~/components/markets/layout.server";

export { loader };

export const links = applicationLinks;

export const handle: RouteHandle = { layout: "app", i18n: ["markets", "applications"] };


const BASE = "/manage/flexprovider";

/** MGMT-03: the provider's markets area: market access, contracts, subscriptions and (flagged) milestones. */
export default function MarketsLayout() {
  const { t } = useTranslation("markets");
  const { milestones } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const tabs = [
    { id: "market-access", label: t("tabs.marketAccess"), href: `${BASE}/market-access` },
    { id: "contracts", label: t("tabs.contracts"), href: `${BASE}/contracts` },
    { id: "subscriptions", label: t("tabs.subscriptions"), href: `${BASE}/subscriptions` },
    ...(milestones ? [{ id: "milestones", label: t("tabs.milestones"), href: `${BASE}/milestones` }] : []),
  ];
  const selected = pathname.slice(BASE.length + 1).split("/")[0];
  return (
    <AreaLayout title={t("layout.title")} tabs={tabs} selected={selected} tabsLabel={t("layout.tabs")}>
      <Outlet />
    </AreaLayout>
  );
}
