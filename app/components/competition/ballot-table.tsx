import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PowerType } from "~/domain/market/enums";
import { capacityText, dateTimeText } from "~/domain/market/format";
import type { Ballot } from "~/upstream/schemas/bidding";
import { TableScroll } from "~/components/table-scroll";

type Props = { competitionId: number; ballots: Ballot[]; powerType: PowerType | undefined; timezone: string; locale: string };

/** A provider's ballots in one competition; View opens the ballot. */
export function BallotTable({ competitionId, ballots, powerType, timezone, locale }: Props) {
  const { t } = useTranslation(["market", "map"]);
  if (!ballots.length) return <p>{t("map:competition.noBallots")}</p>;
  return (
    <TableScroll label={t("map:competition.ballots")}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t("map:competition.ballot")}</th>
            <th scope="col">{t("market:field.created")}</th>
            <th scope="col">{t("market:field.bids")}</th>
            <th scope="col">{t("market:field.capacity")}</th>
            <th scope="col">{t("market:field.outcome")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("map:competition.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ballots.map((ballot) => (
            <tr key={ballot.id} data-ballot-id={ballot.id}>
              <th scope="row">#{ballot.id}</th>
              <td>{dateTimeText(ballot.created, timezone, locale)}</td>
              <td>{ballot.bid_count}</td>
              <td>{capacityText(ballot.capacity, powerType, locale)}</td>
              <td>{t(`market:outcome.${ballot.approval_outcome ?? "pending"}`)}</td>
              <td>
                <Link to={`/flexprovider/competitions/${competitionId}/ballots/${ballot.id}`} aria-label={t("map:competition.viewBallot", { id: ballot.id })}>
                  {t("map:competition.view")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
