import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import type { PowerType } from "~/domain/market/enums";
import { capacityText, EMPTY_VALUE, money } from "~/domain/market/format";
import type { BidSummary } from "~/upstream/schemas/clearing";
import { TableScroll } from "~/components/table-scroll";

type Props = { summary: BidSummary | null; powerType?: PowerType; currency?: string; locale: string };

/** DEC-01: bids offered and accepted per service window, with the range of their effective prices (those market clearing ranks them by). */
export function BidSummaryTable({ summary, powerType, currency, locale }: Props) {
  const { t } = useTranslation(["clearing", "market"]);
  const noteId = useId();
  if (!summary || summary.windows.length === 0) return <p>{t("pages.summary.empty")}</p>;
  const price = (value: number | null) => money(value, currency, locale);
  const rows = [...summary.windows.map((window) => ({ key: String(window.window_id), label: `${window.name} (${window.start_time.slice(0, 5)}–${window.end_time.slice(0, 5)})`, required: capacityText(window.capacity_required, powerType, locale), ...window })), { key: "totals", label: t("pages.summary.totals"), required: "", ...summary.totals }];
  return (
    <>
      <TableScroll label={t("pages.summary.title")}>
        <table className="data-table" data-testid="bid-summary">
          <thead>
            <tr>
              <th scope="col">{t("market:field.window")}</th>
              <th scope="col">{t("pages.summary.required")}</th>
              <th scope="col">{t("pages.summary.bidCount")}</th>
              <th scope="col">{t("pages.summary.offered")}</th>
              <th scope="col">{t("pages.summary.accepted")}</th>
              <th scope="col" aria-describedby={noteId}>{t("pages.summary.prices")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.required}</td>
                <td>{row.bid_count}</td>
                <td>{capacityText(row.offered_capacity, powerType, locale)}</td>
                <td>{capacityText(row.accepted_capacity, powerType, locale)}</td>
                <td>{row.min_price === null ? EMPTY_VALUE : `${price(row.min_price)} – ${price(row.max_price)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p id={noteId}>{t("pages.summary.pricesNote")}</p>
    </>
  );
}
