import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import type { Statement, StatementLine } from "~/upstream/schemas/settlement";
import type { SettlementFormat } from "./format";

/** Every line of a statement or invoice, each traced to its event and that event's half-hours. */
export function StatementLines({
  statement,
  format,
  traceable,
  lineAction,
}: {
  statement: Statement;
  format: SettlementFormat;
  traceable: boolean;
  /** A last column per line (an invoice's dispute link and answer). */
  lineAction?: { heading: string; render: (line: StatementLine) => ReactNode };
}) {
  const { t } = useTranslation("settlement");
  // An availability window is known by its window and contract, an instruction's event by its number.
  const reference = (line: StatementLine) => (line.window_name ? t("window.reference", { window: line.window_name, contract: line.contract ?? "" }) : t("event.reference", { id: line.event }));
  return (
    <TableScroll label={t("statement.lines")}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t("columns.event")}</th>
            <th scope="col">{t("columns.competition")}</th>
            <th scope="col">{t("columns.start")}</th>
            <th scope="col">{t("columns.kind")}</th>
            <th scope="col">{t("columns.quantity")}</th>
            <th scope="col">{t("columns.rate")}</th>
            <th scope="col">{t("columns.performance")}</th>
            <th scope="col">{t("columns.amount")}</th>
            {lineAction ? <th scope="col">{lineAction.heading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr
              key={`${line.event}-${line.kind}-${line.dispute ?? ""}`}
              data-line={`${line.event}-${line.kind}${line.dispute ? `-${line.dispute}` : ""}`}
              data-event-kind={line.window_name ? "availability_window" : "instruction"}
            >
              <th scope="row">
                {traceable ? (
                  <Link to={`/settlement/delivery-performance?event=${line.event}${line.kind === "adjustment" ? "" : `#payment-${line.kind}`}`}>{reference(line)}</Link>
                ) : (
                  reference(line)
                )}
              </th>
              <td>{line.competition_name}</td>
              <td>{format.dateTime(line.start)}</td>
              <td>{t(`kind.${line.kind}`)}</td>
              {line.kind === "adjustment" ? (
                // An upheld dispute's amount: no quantity, rate or scale of its own.
                <td colSpan={3}>{t("dispute.reference", { id: line.dispute })}</td>
              ) : (
                <>
                  <td>
                    {format.energy(line.quantity)} {line.unit}
                  </td>
                  <td>{format.money(line.rate, statement.currency)}</td>
                  <td>{format.percent(line.scale_pf)}</td>
                </>
              )}
              <td>{format.money(line.amount, statement.currency)}</td>
              {lineAction ? <td>{lineAction.render(line)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Net, VAT and total, as the foot of a statement or invoice. */
export function StatementTotals({ statement, format }: { statement: Statement; format: SettlementFormat }) {
  const { t } = useTranslation("settlement");
  return (
    <dl className="settlement-facts">
      <dt>{t("columns.availability")}</dt>
      <dd>{format.money(statement.availability, statement.currency)}</dd>
      <dt>{t("columns.utilisation")}</dt>
      <dd>{format.money(statement.utilisation, statement.currency)}</dd>
      {statement.service_fee ? (
        <>
          <dt>{t("columns.serviceFee")}</dt>
          <dd>{format.money(statement.service_fee, statement.currency)}</dd>
        </>
      ) : null}
      {statement.adjustments ? (
        <>
          <dt>{t("columns.adjustments")}</dt>
          <dd>{format.money(statement.adjustments, statement.currency)}</dd>
        </>
      ) : null}
      {statement.penalty ? (
        <>
          <dt>{t("columns.penalty")}</dt>
          <dd>{format.money(-statement.penalty, statement.currency)}</dd>
        </>
      ) : null}
      <dt>{t("columns.net")}</dt>
      <dd>{format.money(statement.net, statement.currency)}</dd>
      <dt>{t("statement.vat", { rate: format.percent(statement.vat_rate) })}</dt>
      <dd>{format.money(statement.vat, statement.currency)}</dd>
      <dt>{t("columns.total")}</dt>
      <dd>{format.money(statement.total, statement.currency)}</dd>
    </dl>
  );
}
