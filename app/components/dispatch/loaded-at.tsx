import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import { dateTimeText } from "~/domain/market/format";

/** Without live updates the page says when it was loaded and offers a refresh. */
export function LoadedAt({ at }: { at: string }) {
  const { t } = useTranslation("dispatch");
  const root = useRootData();
  const { search } = useLocation();
  return (
    <p className="dispatch-loaded">
      {t("list.loadedAt", { when: dateTimeText(at, root?.timezone ?? "Europe/London", root?.locale ?? "en-GB") })} <Link to={search || "."}>{t("list.refresh")}</Link>
    </p>
  );
}
