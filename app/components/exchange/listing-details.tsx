import { EMPTY_VALUE } from "~/components/toggle";
import { stateKey, typeKey } from "~/domain/exchange/present";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "./use-money";
import { useCapacity } from "./use-capacity";
import { usePeriod } from "./use-period";
import type { ListingRow } from "./listing-table";

/** Everything a listing says, as a description list. */
export function ListingDetails({ listing }: { listing: ListingRow }) {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const period = usePeriod();
  const reserve = listing.reserve_price;
  const rows: [string, string][] = [
    [t("columns.type"), t(typeKey(listing.exchange_type))],
    [t("listing.lister"), listing.flex_provider_name],
    [t("columns.capacity"), t("units.mw", { value: capacity(listing.capacity) })],
    [t("columns.period"), period(listing.start, listing.end)],
    [t("columns.price"), t("units.pricePerMwh", { value: money(listing.price) })],
    // The exchange tells the reserve to the lister alone: for anyone else the row is left out.
    ...(reserve === undefined ? [] : [[t("listing.reserve"), reserve === null ? EMPTY_VALUE : t("units.pricePerMwh", { value: money(reserve) })] as [string, string]]),
    [t("columns.closes"), listing.closesLabel],
    [t("columns.state"), t(stateKey(listing.state))],
  ];
  const agreement = listing.agreement;
  if (agreement) {
    rows.push(
      [t("listing.agreementNumber"), agreement.agreement_number],
      [t("listing.unit"), agreement.capacity_unit_id],
      [t("listing.auction"), agreement.auction],
      [t("listing.deliveryYear"), String(agreement.delivery_year)],
      [t("listing.clearingPrice"), money(agreement.clearing_price)],
      [t("listing.derated"), t("units.mw", { value: capacity(agreement.derated_mw) })],
    );
  }
  return (
    <>
      {listing.description ? <p>{listing.description}</p> : null}
      <dl className="details-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
