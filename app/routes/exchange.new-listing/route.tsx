import { Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange", "ui", "validation"] };

/** EXCH-01: the new listing, one step per page (`exchange.new-listing.$step`), under one heading. */
export default function NewListing() {
  const { t } = useTranslation("exchange");
  return (
    <section aria-labelledby="new-title">
      <h2 id="new-title">{t("new.title")}</h2>
      <Outlet />
    </section>
  );
}
