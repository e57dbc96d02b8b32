import type { ReactNode } from "react";
import { AreaLayout } from "~/components/layouts/area-layout";
import { useTranslation } from "~/i18n/react";

export type AssetsTab = "register" | "qualification" | "availability";

/** The provider's asset area: the register, qualification and availability, one set of tabs. */
export function AssetsArea({ selected, children, orgId }: { selected: AssetsTab; children: ReactNode; orgId: number | string | null | undefined }) {
  const { t } = useTranslation("assets");
  const id = orgId ?? "";
  const tabs = [
    { id: "register", label: t("tabs.register"), href: `/manage/flexprovider/${id}/flexassets` },
    { id: "qualification", label: t("tabs.qualification"), href: "/manage/flexprovider/qualification/overview" },
    { id: "availability", label: t("tabs.availability"), href: "/manage/flexprovider/availability" },
  ];
  return (
    <AreaLayout title={t("title")} tabs={tabs} selected={selected} tabsLabel={t("tabs.label")}>
      {children}
    </AreaLayout>
  );
}
