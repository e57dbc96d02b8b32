import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { COMPETITION_STATUSES, type CompetitionStatus } from "~/domain/market/enums";
import { dateTimeText } from "~/domain/market/format";
import { competitionHref } from "./competition-anchor";
import type { Competition } from "~/upstream/schemas/market";

type Props = { competitions: Competition[]; selected?: number; timezone: string; locale: string };

/** Competitions grouped by status in lifecycle order; closed ones say whether their results were confirmed (OPS-01). */
export function OperatorCompetitionList({ competitions, selected, timezone, locale }: Props) {
  const { t } = useTranslation(["clearing", "market"]);
  const groups = COMPETITION_STATUSES.map((status) => ({
    status,
    competitions: competitions.filter((competition) => (competition.status ?? "incomplete") === status),
  })).filter((group) => group.competitions.length > 0);
  if (!groups.length) return <p>{t("pages.list.empty")}</p>;
  return (
    <div className="operator-competitions">
      {groups.map((group) => (
        <section key={group.status} aria-labelledby={`status-${group.status}`} data-status={group.status}>
          <h2 id={`status-${group.status}`}>
            {t(`market:status.${group.status}`)} <span className="count">({group.competitions.length})</span>
          </h2>
          <ul className="operator-competitions__list">
            {group.competitions.map((competition) => (
              <li key={competition.id} data-competition-id={competition.id}>
                <Link to={competitionHref(competition.id)} aria-current={competition.id === selected ? "true" : undefined}>
                  {competition.name ?? `#${competition.id}`}
                </Link>
                {competition.reference ? <span className="operator-competitions__reference"> {competition.reference}</span> : null}
                {group.status === ("closed" satisfies CompetitionStatus) ? (
                  <span className="operator-competitions__confirmation">
                    {" "}
                    {competition.confirmation?.confirmed
                      ? t("pages.list.confirmed", { date: dateTimeText(competition.confirmation.confirmed_on, timezone, locale) })
                      : t("pages.list.notConfirmed")}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
