import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { layout: "app", i18n: ["account", "settings"] };

/** Whether the user belongs to an organisation: a plain user, not yet in one, has no organisation or team to show. */
export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, ({ auth }) => ({ inOrganisation: typeof auth.claims?.role?.id === "number" }));

const TABS = ["account", "organisation", "preferences", "team"] as const;
const ORGANISATION_TABS = new Set<string>(["organisation", "team"]);

/** 000 §2: /settings and its children account, organisation, preferences and team. */
export default function Settings() {
  const { t } = useTranslation("settings");
  const { inOrganisation } = useLoaderData<typeof loader>();
  const path = useMatches().at(-1)?.pathname ?? "";
  const selected = TABS.find((tab) => path.startsWith(`/settings/${tab}`));
  const tabs = TABS.filter((tab) => inOrganisation || !ORGANISATION_TABS.has(tab)).map((tab) => ({ id: tab, label: t(`tabs.${tab}`), href: `/settings/${tab}` }));
  return (
    <AreaLayout title={t("title")} tabs={tabs} selected={selected} tabsLabel={t("tabsLabel")}>
      <Outlet />
    </AreaLayout>
  );
}
