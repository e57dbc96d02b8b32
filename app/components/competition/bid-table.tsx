import { useTranslation } from "~/i18n/react";
import { REQUIRED_RATES, rateField } from "~/domain/market/enums";
import { capacityText, currencySymbol, rateText, rateUnit } from "~/domain/market/format";
import type { Bid } from "~/upstream/schemas/bidding";
import type { Competition } from "~/upstream/schemas/market";
import { TableScroll } from "~/components/table-scroll";

type Props = { bids: Bid[]; windowNames: Map<number, string>; competition: Competition; locale: string };

/** Bids of one ballot with the rates the competition asks for, in its units. */
export function BidTable({ bids, windowNames, competition, locale }: Props) {
  const { t } = useTranslation(["market", "map"]);
  const rates = competition.competition_type && !competition.fixed_price ? REQUIRED_RATES[competition.competition_type] : [];
  const symbol = currencySymbol(competition.currency, locale);
  if (!bids.length) return <p>{t("map:competition.noBids")}</p>;
  return (
    <TableScroll label={t("market:field.bids")}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t("market:field.window")}</th>
            <th scope="col">{t("market:field.capacity")}</th>
            <th scope="col">{t("market:field.maxRuntime")}</th>
            {rates.map((rate) => (
              <th scope="col" key={rate}>
                {t(`market:rate.${rate}`)} ({rateUnit(rate, competition.power_type, symbol)})
              </th>
            ))}
            <th scope="col">{t("market:field.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((bid) => (
            <tr key={bid.id} data-bid-id={bid.id}>
              <th scope="row">{windowNames.get(bid.service_window) ?? `#${bid.service_window}`}</th>
              <td>{capacityText(bid.capacity, competition.power_type, locale)}</td>
              <td>{bid.max_runtime}</td>
              {rates.map((rate) => (
                <td key={rate}>{rateText(bid[rateField(rate)], locale)}</td>
              ))}
              <td>{t(`market:outcome.${bid.outcome ?? "pending"}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
