import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { dateTimeText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import type { ManagedCompetition } from "./manage-bids.server";
import { TableScroll } from "~/components/table-scroll";

type Props = { active: ManagedCompetition[]; inactive: ManagedCompetition[]; entriesOn: boolean };

const submitHref = (id: number, query: Record<string, string> = {}) => `/manage/flexprovider/bids/submit?${new URLSearchParams({ competition: String(id), ...query })}`;

function Ballots({ competition }: { competition: ManagedCompetition }) {
  const { t } = useTranslation("bidding");
  if (competition.ballots.length === 0) return <>{t("pages.list.noBallots")}</>;
  return (
    <ul className="plain-list">
      {competition.ballots.map((ballot) => (
        <li key={ballot.id}>
          {competition.status === "open" ? (
            <Link to={`/manage/flexprovider/bids/edit?ballot=${ballot.id}`}>{t("pages.list.ballot", { id: ballot.id, count: ballot.bidCount })}</Link>
          ) : (
            <Link to={`/flexprovider/competitions/${competition.id}/ballots/${ballot.id}`}>{t("pages.list.ballot", { id: ballot.id, count: ballot.bidCount })}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}

type TableProps = {
  id: "active" | "inactive";
  competitions: ManagedCompetition[];
  /** The second column: qualifying assets for open competitions, the status for the rest. */
  detail: { heading: string; value: (competition: ManagedCompetition) => ReactNode };
  actions: (competition: ManagedCompetition) => ReactNode;
};

function CompetitionTable({ id, competitions, detail, actions }: TableProps) {
  const { t } = useTranslation("bidding");
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`pages.list.${id}`)}</h2>
      {competitions.length === 0 ? (
        <p>{t(id === "active" ? "pages.list.noActive" : "pages.list.noInactive")}</p>
      ) : (
        <TableScroll label={t(`pages.list.${id}`)}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("pages.list.competition")}</th>
                <th scope="col">{detail.heading}</th>
                <th scope="col">{t("pages.list.ballots")}</th>
                <th scope="col">{t("pages.list.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {competitions.map((competition) => (
                <tr key={competition.id}>
                  <th scope="row">{competition.name}</th>
                  <td>{detail.value(competition)}</td>
                  <td>
                    <Ballots competition={competition} />
                  </td>
                  <td>{actions(competition)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** BID-01: the provider's competitions, active (bidding open) and inactive (every other status). */
export function CompetitionLists({ active, inactive, entriesOn }: Props) {
  const { t } = useTranslation("bidding");
  const root = useRootData()!;
  return (
    <>
      <CompetitionTable
        id="active"
        competitions={active}
        detail={{ heading: t("pages.list.qualifyingAssets"), value: (competition) => competition.qualifyingAssets }}
        actions={(competition) => (
          <>
            {competition.qualifyingAssets > 0 ? <Link to={submitHref(competition.id)}>{t("pages.list.submitBid")}</Link> : null}{" "}
            {entriesOn && competition.qualifyingAssets > 0 ? (
              <Link to={submitHref(competition.id, { step: "entry" })}>
                {competition.entryStatus ? t(`pages.entry.status.${competition.entryStatus}`) : t("pages.list.confirmEntry")}
              </Link>
            ) : null}
          </>
        )}
      />
      <CompetitionTable
        id="inactive"
        competitions={inactive}
        detail={{ heading: t("pages.list.status"), value: (competition) => (competition.status ? t(`pages.status.${competition.status}`) : "–") }}
        actions={(competition) =>
          // BID-10: confirmed results cannot be confirmed again; the list says when they were.
          competition.resultsConfirmed ? (
            t("pages.results.confirmedOn", { date: dateTimeText(competition.resultsConfirmed, root.timezone, root.locale) })
          ) : competition.status === "closed" && competition.bidCount > 0 ? (
            <Link to={submitHref(competition.id, { step: "results" })}>{t("pages.list.confirmResults")}</Link>
          ) : null
        }
      />
    </>
  );
}
