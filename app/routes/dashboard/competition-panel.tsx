import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { CompetitionDetails } from "~/components/competition/competition-details";
import { ServicePeriods } from "~/components/competition/service-periods";
import type { AssetSummary, Competition, Entry } from "~/upstream/schemas/market";

export type ActiveCompetition = {
  competition: Competition;
  summary: AssetSummary | null;
  /** Only for providers with qualifying assets in an open competition. */
  ballotCount: number | null;
  /** Only with the entry-confirmation feature. */
  entry: Entry | null;
};

type Props = {
  active: ActiveCompetition;
  role: "flexprovider" | "systemoperator" | null;
  orgId: number | string | null;
  backHref: string;
  /** Where "view competition" goes; the embedded map has no provider pages. */
  links: boolean;
  timezone: string;
  locale: string;
};

/** Page 2 of the dashboard panel: the active competition and the ways onward. */
export function CompetitionPanel({ active, role, orgId, backHref, links, timezone, locale }: Props) {
  const { t } = useTranslation(["map", "market"]);
  const { competition, summary, ballotCount, entry } = active;
  return (
    <article className="competition-panel" aria-labelledby="active-competition-name" data-competition-id={competition.id}>
      <Link to={backHref} className="competition-panel__back" preventScrollReset>
        {t("map:panel.back")}
      </Link>
      <h2 id="active-competition-name">{competition.name}</h2>
      {summary ? (
        <p className="competition-panel__summary" data-testid="asset-summary">
          {t("map:panel.assetSummary", { count: summary.total_count, qualified: (summary.by_status.qualified ?? 0) + (summary.by_status.eligible ?? 0) })}
        </p>
      ) : null}
      {ballotCount !== null ? (
        <p data-testid="ballot-count">{t("map:panel.ballotCount", { count: ballotCount })}</p>
      ) : null}
      {entry ? <p data-testid="entry-status">{t(`map:panel.entry.${entry.status}`)}</p> : null}
      {links ? (
        <ul className="competition-panel__links">
          {role === "flexprovider" ? (
            <>
              <li>
                <Link to={`/flexprovider/competitions/${competition.id}`}>{t("map:panel.view")}</Link>
              </li>
              {competition.status === "open" ? (
                <li>
                  <Link to={`/manage/flexprovider/bids/submit?competition=${competition.id}`}>{t("map:panel.bid")}</Link>
                </li>
              ) : null}
            </>
          ) : null}
          {role === "systemoperator" && orgId !== null ? (
            <li>
              <Link to={`/manage/systemoperator/${orgId}/competitions?competition=${competition.id}`}>{t("map:panel.manage")}</Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <h3>{t("map:panel.details")}</h3>
      <CompetitionDetails competition={competition} timezone={timezone} locale={locale} />
      <h3>{t("market:field.servicePeriods")}</h3>
      <ServicePeriods competition={competition} locale={locale} />
    </article>
  );
}
