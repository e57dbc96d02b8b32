import { Outlet, useParams, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Tabs } from "~/components/tabs";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { layout: "topnav", i18n: "legal" };

export const LEGAL_DOCUMENTS = ["basic-terms", "serviceterms"] as const;

/** The legal pages share one set of tabs: terms, service terms, cookies. */
export default function Legal() {
  const { t } = useTranslation("legal");
  const { document } = useParams();
  const onCookies = useLocation().pathname.endsWith("/cookies");
  const items = [
    ...LEGAL_DOCUMENTS.map((id) => ({ id, label: t(`tabs.${id}`), href: `/legal/${id}` })),
    { id: "cookies", label: t("tabs.cookies"), href: "/legal/cookies" },
  ];
  const selected = onCookies ? "cookies" : items.some((item) => item.id === document) ? document! : null;
  return (
    <div className="legal-document">
      {selected ? <Tabs items={items} selected={selected} label={t("tabs.label")} /> : null}
      <Outlet />
    </div>
  );
}
