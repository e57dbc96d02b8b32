import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { settlementTabsOf } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** 000 §2 /settlement: one guarded layout (view-settlement); providers see every tab, operators their reports and disputes. */
export const loader = (args: LoaderFunctionArgs) => withAccess("settlement", args, ({ auth }) => ({ tabs: settlementTabsOf(auth) }));

export default function Settlement() {
  const { t } = useTranslation("settlement");
  const { tabs } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const selected = tabs.find((tab) => pathname === `/settlement/${tab}` || pathname.startsWith(`/settlement/${tab}/`));
  return (
    <AreaLayout
      title={t("title")}
      tabsLabel={t("tabs.label")}
      tabs={tabs.map((tab) => ({ id: tab, label: t(`tabs.${tab}`), href: `/settlement/${tab}` }))}
      selected={selected}
    >
      <Outlet />
    </AreaLayout>
  );
}
