import { Link } from "@remix-run/react";
import { TableScroll } from "~/components/table-scroll";
import { stateKey, typeKey } from "~/domain/exchange/present";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "./use-money";
import { useCapacity } from "./use-capacity";
import { usePeriod } from "./use-period";
import type { Listing } from "~/upstream/schemas/exchange";

export type ListingRow = Listing & { closesLabel: string };

/** Listings as a table; each title opens the listing (a load modification opens the operator's view). */
export function ListingTable({ listings, caption }: { listings: ListingRow[]; caption: string }) {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const period = usePeriod();
  if (listings.length === 0) return <p>{t("empty")}</p>;
  return (
    <TableScroll label={caption}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {(["title", "type", "lister", "capacity", "period", "price", "closes", "state"] as const).map((column) => (
              <th key={column} scope="col">{t(`columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={listing.id}>
              <th scope="row">
                <Link to={listing.exchange_type === "load_modification" ? `/exchange/load-modifications/${listing.id}/view` : `/exchange/listings/${listing.id}/view`}>{listing.title}</Link>
              </th>
              <td>{t(typeKey(listing.exchange_type))}</td>
              <td>{listing.flex_provider_name}</td>
              <td>{t("units.mw", { value: capacity(listing.capacity) })}</td>
              <td>{period(listing.start, listing.end)}</td>
              <td>{t("units.pricePerMwh", { value: money(listing.price) })}</td>
              <td>{listing.closesLabel}</td>
              <td>{t(stateKey(listing.state))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
