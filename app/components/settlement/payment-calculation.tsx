import { TableScroll } from "~/components/table-scroll";
import { availabilityScale, utilisationScale } from "~/domain/settlement/payments";
import { useTranslation } from "~/i18n/react";
import type { SettlementEventDetail } from "~/upstream/schemas/settlement";
import type { SettlementFormat } from "./format";

/**
 * Each payment of a settled event with the calculation behind it, from the inputs the event
 * carries (mocks/docs/settlement.md, Payments): an invoice line leads here by its kind.
 */
export function PaymentCalculation({ event, format }: { event: SettlementEventDetail; format: SettlementFormat }) {
  const { t } = useTranslation("settlement");
  const pf = event.performance_factor;
  if (pf === null || event.hours === undefined || event.availability_price === undefined || event.utilisation_price === undefined) return null;
  const money = (amount: number) => format.money(amount, event.currency);
  const share = (value: number) => format.percent(value);
  const available = event.available_hours ?? event.hours;
  const rows = [
    {
      kind: "availability",
      how: t("calculation.availability", { mw: format.decimal(event.capacity), price: money(event.availability_price), hours: format.decimal(available), scale: share(availabilityScale(pf)), pf: share(pf) }),
      amount: event.availability,
      note: available < event.hours ? t("calculation.unavailable", { available: format.decimal(available), hours: format.decimal(event.hours) }) : null,
    },
    {
      kind: "utilisation",
      how: t("calculation.utilisation", { mwh: format.energy(event.credited_mwh), price: money(event.utilisation_price), scale: share(utilisationScale(pf)) }),
      amount: event.utilisation,
      note: null,
    },
    ...(event.service_fee_rate ? [{ kind: "service_fee", how: t("calculation.serviceFee", { mw: format.decimal(event.capacity), rate: money(event.service_fee_rate), pf: share(pf) }), amount: event.service_fee, note: null }] : []),
    ...(event.penalty_rate
      ? [{ kind: "penalty", how: t("calculation.penalty", { instructed: format.energy(event.instructed_mwh), credited: format.energy(event.credited_mwh), rate: money(event.penalty_rate) }), amount: -event.penalty, note: null }]
      : []),
  ];
  return (
    <>
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
            {rows.map((row) => (
              <tr key={row.kind} id={`payment-${row.kind}`} data-payment={row.kind}>
                <th scope="row">{t(`kind.${row.kind}`)}</th>
                <td>
                  {row.how}
                  {row.note ? <span className="settlement-muted"> {row.note}</span> : null}
                </td>
                <td>{money(row.amount)}</td>
              </tr>
            ))}
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
