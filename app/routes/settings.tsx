import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useMatches } from "@remix-run/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { layout: "app", i18n: ["account", "settings"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, () => null);

const TABS = ["account", "organisation", "preferences", "team"] as const;

/** 000 §2: /settings and its children account, organisation, preferences and team. */
export default function Settings() {
  const { t } = useTranslation("settings");
  const path = useMatches().at(-1)?.pathname ?? "";
  const selected = TABS.find((tab) => path.startsWith(`/settings/${tab}`));
  const tabs = TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`), href: `/settings/${tab}` }));
  return (
    <AreaLayout title={t("title")} tabs={tabs} selected={selected} tabsLabel={t("tabsLabel")}>
      <Outlet />
    </AreaLayout>
  );
}
