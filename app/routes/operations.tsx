import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { LiveUpdates } from "~/components/dispatch/live-updates";
import { sideOf } from "~/domain/dispatch/side";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { dispatchVersion } from "~/upstream/dispatch.server";

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

const TABS = ["upcomingdispatches", "pastdispatches", "dispatchschedule"] as const;

/** 000 §2 /operations: one guarded layout for both sides of dispatch (view-operations). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    // The change counter the page's data reflects: the live feed only reloads for later changes.
    const version = await dispatchVersion(await userClient(request, context, auth)).catch(() => null);
    return { side: sideOf(auth), version };
  });

export default function Operations() {
  const { t } = useTranslation("dispatch");
  const { side, version } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const selected = TABS.find((tab) => pathname.startsWith(`/operations/${tab}`));
  return (
    <AreaLayout
      title={t("title")}
      tabsLabel={t("tabs.label")}
      tabs={TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`), href: `/operations/${tab}` }))}
      selected={selected}
    >
      <p className="dispatch-intro">{t(side.role === "operator" ? "intro.operator" : "intro.provider")}</p>
      <LiveUpdates version={version} />
      <Outlet />
    </AreaLayout>
  );
}
