import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/** 000 §2 /exchange: one guarded layout (000 §6 Exchange visibility); only providers list. */
export const loader = (args: LoaderFunctionArgs) => withAccess("exchange", args, ({ auth }) => ({ lister: auth.role === "flexprovider" }));

export default function Exchange() {
  const { t } = useTranslation("exchange");
  const { lister } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const tabs = [
    { id: "browse", label: t("tabs.browse"), href: "/exchange/browse" },
    ...(lister ? [{ id: "new-listing", label: t("tabs.newListing"), href: "/exchange/new-listing" }] : []),
  ];
  return (
    <AreaLayout title={t("title")} tabsLabel={t("tabs.label")} tabs={tabs} selected={tabs.find((tab) => pathname.startsWith(tab.href))?.id}>
      <p>{t("intro")}</p>
      <Outlet />
    </AreaLayout>
  );
}
