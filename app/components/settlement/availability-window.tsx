import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import type { SettlementEventDetail } from "~/upstream/schemas/settlement";
import type { SettlementFormat } from "./format";

/**
 * A contract's availability window as a settlement event: nothing was instructed or metered,
 * so instead of delivery it shows which half-hours were available and the one payment they
 * make, where an invoice line's link (#payment-availability) leads.
 */
export function AvailabilityWindow({ event, format }: { event: SettlementEventDetail; format: SettlementFormat }) {
  const { t } = useTranslation("settlement");
  const money = (amount: number) => format.money(amount, event.currency);
  const hours = event.hours ?? 0;
  const available = event.available_hours ?? hours;
  const statusOf = (period: SettlementEventDetail["periods"][number]) => (period.available ? "available" : period.dispatched ? "dispatched" : "unavailable");
  return (
    <>
      <h3 data-event-id={event.id} data-competition={event.competition} data-kind={event.kind}>
        {t("window.title", {
          window: event.window_name ?? "",
          contract: event.contract ?? "",
        })}
      </h3>
      <p>{t("window.intro")}</p>
      <dl className="settlement-facts">
        <dt>{t("columns.competition")}</dt>
        <dd>{event.competition_name}</dd>
        <dt>{t("columns.start")}</dt>
        <dd>{format.dateTime(event.start)}</dd>
        <dt>{t("columns.end")}</dt>
        <dd>{format.dateTime(event.end)}</dd>
        <dt>{t("window.capacity")}</dt>
        <dd>{t("window.mw", { mw: format.decimal(event.capacity) })}</dd>
      </dl>
      <TableScroll label={t("window.tableLabel")}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("columns.halfHour")}</th>
              <th scope="col">{t("window.status")}</th>
            </tr>
          </thead>
          <tbody>
            {event.periods.map((period) => (
              <tr key={period.start} data-period={period.end} data-status={statusOf(period)}>
                <th scope="row">
                  {format.time(period.start)}–{format.time(period.end)}
                </th>
                <td>{t(`window.statuses.${statusOf(period)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3 id="payments">{t("calculation.title")}</h3>
      <TableScroll label={t("calculation.title")}>
        <table className="data-table" aria-labelledby="payments">
          <thead>
            <tr>
              <th scope="col">{t("columns.kind")}</th>
              <th scope="col">{t("calculation.how")}</th>
              <th scope="col">{t("columns.amount")}</th>
            </tr>
          </thead>
          <tbody>
            <tr id="payment-availability" data-payment="availability">
              <th scope="row">{t("kind.availability")}</th>
              <td>
                {t("window.calculation", {
                  mw: format.decimal(event.capacity),
                  price: money(event.availability_price ?? 0),
                  hours: format.decimal(available),
                })}
                {available < hours ? (
                  <span className="settlement-muted">
                    {" "}
                    {t("window.note", {
                      available: format.decimal(available),
                      hours: format.decimal(hours),
                    })}
                  </span>
                ) : null}
              </td>
              <td>{money(event.availability)}</td>
            </tr>
            <tr data-payment="net">
              <th scope="row">{t("performance.net")}</th>
              <td>{t("calculation.net")}</td>
              <td>{money(event.net)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
