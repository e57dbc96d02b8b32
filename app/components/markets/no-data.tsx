import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";

/** MGMT-04: an empty list says "No data found." and who to ask (001 §8). */
export function NoData() {
  const { t } = useTranslation("markets");
  const email = useRootData()?.settings.supportEmail ?? "";
  return (
    <div className="app-empty" role="status">
      <p className="app-empty__title">{t("noData.title")}</p>
      <p>
        {t("noData.advice")} <a href={`mailto:${email}`}>{email}</a>
      </p>
    </div>
  );
}

/** MGMT-03: what a 403 on the markets shows: the access-denied state, with the list empty. */
export function MarketsAccessDenied() {
  const { t } = useTranslation(["common", "markets"]);
  const email = useRootData()?.settings.supportEmail ?? "";
  return (
    <div className="app-denied" role="alert">
      <p className="app-denied__title">
        <strong>{t("common:accessDenied.restricted")}</strong>
      </p>
      <p>{t("common:accessDenied.advice")}</p>
      <p>
        <a href={`mailto:${email}`}>{t("common:accessDenied.contact", { email })}</a>
      </p>
    </div>
  );
}
