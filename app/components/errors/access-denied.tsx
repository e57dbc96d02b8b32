import { useTranslation } from "~/i18n/react";
import { TableScroll } from "~/components/table-scroll";

export type AccessDeniedProps = {
  fullTier: boolean;
  upgradeViaBeacon: boolean;
  helpWidgetReady: boolean;
  salesEmail: string;
  supportEmail: string;
  plansUrl: string;
  onUpgrade?: () => void;
};

const PLANS = ["free", "basic", "full", "enterprise"] as const;

/** The access-denied screen (000 §2, §6), in its full-tier and plain variants. */
export function AccessDenied(props: AccessDeniedProps) {
  const { t } = useTranslation();
  if (!props.fullTier) {
    return (
      <section className="access-denied" aria-labelledby="access-denied-title">
        <svg className="access-denied__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3Z" fill="currentColor" />
        </svg>
        <h1 id="access-denied-title">{t("accessDenied.title")}</h1>
        <p>{t("accessDenied.restricted")}</p>
        <p>{t("accessDenied.advice")}</p>
        <p>
          <a href={`mailto:${props.supportEmail}`}>{t("accessDenied.contact", { email: props.supportEmail })}</a>
        </p>
      </section>
    );
  }
  const upgradeSubject = encodeURIComponent(t("accessDenied.upgradeSubject"));
  const useBeacon = props.upgradeViaBeacon && props.helpWidgetReady && props.onUpgrade;
  return (
    <section className="access-denied access-denied--full" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{t("accessDenied.needAccess")}</h1>
      <p>{t("accessDenied.restricted")}</p>
      <div className="access-denied__block">
        <h2>{t("accessDenied.contactAdminTitle")}</h2>
        <p>{t("accessDenied.advice")}</p>
      </div>
      <div className="access-denied__block">
        <h2>{t("accessDenied.choosePlanTitle")}</h2>
        <TableScroll label={t("accessDenied.pricingCaption")}>
          <table className="pricing-table">
            <caption className="visually-hidden">{t("accessDenied.pricingCaption")}</caption>
            <thead>
              <tr>
                {PLANS.map((plan) => (
                  <th key={plan} scope="col">
                    {t(`accessDenied.plans.${plan}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {PLANS.map((plan) => (
                  <td key={plan}>{t(`accessDenied.plans.${plan}.summary`)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScroll>
        <p className="access-denied__actions">
          <a href={props.plansUrl} target="_blank" rel="noopener noreferrer">
            {t("accessDenied.publicPlans")}
          </a>
          {useBeacon ? (
            <button type="button" className="button button--primary" onClick={props.onUpgrade}>
              {t("accessDenied.contactUs")}
            </button>
          ) : (
            <a className="button button--primary" href={`mailto:${props.salesEmail}?subject=${upgradeSubject}`}>
              {t("accessDenied.contactUs")}
            </a>
          )}
        </p>
      </div>
    </section>
  );
}
