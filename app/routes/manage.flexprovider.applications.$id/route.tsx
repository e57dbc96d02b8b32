import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { ApplicationStatus } from "~/components/applications/application-status";
import { sectionTitle } from "~/components/applications/labels";
import { applicationLinks } from "~/components/applications/styles";
import { applicationPath } from "~/domain/applications/paths";
import type { RouteHandle } from "~/root-data";
import { loader, type LayoutModel } from "./layout.server";

export { loader };

export const links = applicationLinks;

export const handle: RouteHandle = { title: "applications:titles.application", layout: "app", i18n: ["applications"] };

/** An autosave changes nothing the frame shows; the buttons' posts do. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

/** APP-01: the application's frame: its purchasing system, where it stands, and its steps in order as tabs. */
export default function ApplicationLayout() {
  const { t } = useTranslation("applications");
  const model = useLoaderData<typeof loader>() as LayoutModel;
  const { pathname } = useLocation();
  const current = pathname.split("/").filter(Boolean).at(-1) ?? "";
  const tabs = model.steps.map((step) => ({
    id: step.segment,
    href: applicationPath(model.id, step.segment),
    label: `${step.number}. ${sectionTitle(t, step.name, step.title)}${step.confirmed ? ` ${t("steps.done")}` : ""}`,
  }));
  return (
    <AreaLayout title={t("layout.title", { name: model.recordName })} tabs={tabs} selected={current} tabsLabel={t("layout.steps")}>
      <p className="app-layout__operator">{t("layout.operator", { operator: model.operatorName })}</p>
      <ApplicationStatus state={model.state} operatorName={model.operatorName} submission={model.submission} requests={model.requests} />
      <Outlet />
    </AreaLayout>
  );
}
