import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { REQUIRED_RATES, rateField } from "~/domain/market/enums";
import { capacityText, currencySymbol, EMPTY_VALUE, rateText, rateUnit } from "~/domain/market/format";
import { capacityFigure } from "~/domain/validation/capacity";
import { bidAnchor, decisionValue, type BidRow } from "~/domain/clearing/bid-row";
import type { Competition } from "~/upstream/schemas/market";
import { TableScroll } from "~/components/table-scroll";

/** `decidable`: bidding has closed and the results are not confirmed, which would make the decisions final (001 §4). */
type Props = { competition: Competition; bids: BidRow[]; windowNames: Map<number, string>; locale: string; decideIntent: string; decidable: boolean };

/** The one form every Approve and Reject button of the table posts (through its `form` attribute). */
const DECISIONS_FORM = "bid-decisions";

/**
 * DEC-01: every bid with its capacity, rates, assets, grid supply points and outcome, approved or
 * rejected one at a time. The buttons share one form outside the table, so a competition of many
 * bids does not repeat a form, its token and its hidden fields on every row.
 */
export function BidReview({ competition, bids, windowNames, locale, decideIntent, decidable }: Props) {
  const { t } = useTranslation(["clearing", "market"]);
  const busy = useNavigation().state !== "idle";
  const rates = competition.competition_type && !competition.fixed_price ? REQUIRED_RATES[competition.competition_type] : [];
  const symbol = currencySymbol(competition.currency, locale);
  if (!bids.length) return <p>{t("pages.bids.empty")}</p>;
  return (
    <>
      {decidable ? (
        <Form method="post" id={DECISIONS_FORM} className="bid-decisions" preventScrollReset>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value={decideIntent} />
          <input type="hidden" name="competition" value={competition.id} />
        </Form>
      ) : null}
      <TableScroll label={t("pages.bids.title")}>
        <table className="data-table" data-testid="operator-bids">
          <thead>
            <tr>
              <th scope="col">{t("pages.bids.bid")}</th>
              <th scope="col">{t("pages.bids.provider")}</th>
              <th scope="col">{t("market:field.window")}</th>
              <th scope="col">{t("market:field.capacity")}</th>
              {rates.map((rate) => (
                <th scope="col" key={rate}>
                  {t(`market:rate.${rate}`)} ({rateUnit(rate, competition.power_type, symbol)})
                </th>
              ))}
              <th scope="col">{t("market:field.assets")}</th>
              <th scope="col">{t("market:field.gridSupplyPoints")}</th>
              <th scope="col">{t("market:field.outcome")}</th>
              {decidable ? <th scope="col">{t("pages.bids.decision")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {bids.map((bid) => (
              <tr key={bid.id} id={bidAnchor(bid.id)} data-bid-id={bid.id}>
                <th scope="row">#{bid.id}</th>
                <td>{bid.organisation}</td>
                <td>{windowNames.get(bid.service_window) ?? `#${bid.service_window}`}</td>
                <td>{capacityText(bid.capacity, competition.power_type, locale)}</td>
                {rates.map((rate) => (
                  <td key={rate}>{rateText(bid[rateField(rate)], locale)}</td>
                ))}
                <td>{bid.assets || EMPTY_VALUE}</td>
                <td>{bid.gridSupplyPoints || EMPTY_VALUE}</td>
                <td data-outcome={bid.outcome ?? "pending"} data-accepted-capacity={bid.acceptedCapacity}>
                  {bid.acceptedCapacity === undefined
                    ? t(`market:outcome.${bid.outcome ?? "pending"}`)
                    : t("market:outcome.acceptedOf", { accepted: capacityFigure(bid.acceptedCapacity, locale), capacity: capacityText(bid.capacity, competition.power_type, locale) })}
                </td>
                {decidable ? (
                  <td className="bid-decision">
                    <button type="submit" form={DECISIONS_FORM} name="decision" value={decisionValue(bid.id, true)} className="button button--small" disabled={busy} aria-label={t("pages.bids.approveBid", { id: bid.id })}>
                      {t("pages.bids.approve")}
                    </button>{" "}
                    <button type="submit" form={DECISIONS_FORM} name="decision" value={decisionValue(bid.id, false)} className="button button--small" disabled={busy} aria-label={t("pages.bids.rejectBid", { id: bid.id })}>
                      {t("pages.bids.reject")}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
