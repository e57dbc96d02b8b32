import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ManagedCompetition } from "./manage-bids.server";

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

/** BID-01: the provider's competitions, active (bidding open) and inactive (every other status). */
export function CompetitionLists({ active, inactive, entriesOn }: Props) {
  const { t } = useTranslation("bidding");
  return (
    <>
      <section className="card" aria-labelledby="active-title">
        <h2 id="active-title">{t("pages.list.active")}</h2>
        {active.length === 0 ? (
          <p>{t("pages.list.noActive")}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("pages.list.competition")}</th>
                <th scope="col">{t("pages.list.qualifyingAssets")}</th>
                <th scope="col">{t("pages.list.ballots")}</th>
                <th scope="col">{t("pages.list.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {active.map((competition) => (
                <tr key={competition.id}>
                  <th scope="row">{competition.name}</th>
                  <td>{competition.qualifyingAssets}</td>
                  <td>
                    <Ballots competition={competition} />
                  </td>
                  <td>
                    {competition.qualifyingAssets > 0 ? <Link to={submitHref(competition.id)}>{t("pages.list.submitBid")}</Link> : null}{" "}
                    {entriesOn && competition.qualifyingAssets > 0 ? (
                      <Link to={submitHref(competition.id, { step: "entry" })}>
                        {competition.entryStatus ? t(`pages.entry.status.${competition.entryStatus}`) : t("pages.list.confirmEntry")}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="inactive-title">
        <h2 id="inactive-title">{t("pages.list.inactive")}</h2>
        {inactive.length === 0 ? (
          <p>{t("pages.list.noInactive")}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("pages.list.competition")}</th>
                <th scope="col">{t("pages.list.status")}</th>
                <th scope="col">{t("pages.list.ballots")}</th>
                <th scope="col">{t("pages.list.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {inactive.map((competition) => (
                <tr key={competition.id}>
                  <th scope="row">{competition.name}</th>
                  <td>{competition.status ? t(`pages.status.${competition.status}`) : "–"}</td>
                  <td>
                    <Ballots competition={competition} />
                  </td>
                  <td>
                    {competition.status === "closed" && competition.bidCount > 0 ? (
                      <Link to={submitHref(competition.id, { step: "results" })}>{t("pages.list.confirmResults")}</Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
