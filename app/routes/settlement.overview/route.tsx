import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { settlementFormat } from "~/components/settlement/format";
import { TableScroll } from "~/components/table-scroll";
import { nowMs } from "~/clock.server";
import { overviewMonths } from "~/domain/settlement/overview-months";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { invoices, settlementEvents } from "~/upstream/settlement.server";
import type { InvoiceSummary } from "~/upstream/schemas/settlement";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

/** What a figure of a month without an invoice shows, as the settlement tables show a figure they lack. */
const NONE = "–";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** SETT-01 overview: this month and the last twelve, and what needs doing. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const client = await userClient(request, context, auth);
    const [lacking, months] = await Promise.all([settlementEvents(client, { lacking_data: true }), invoices(client)]);
    return { lacking: lacking.length, months: overviewMonths(months, nowMs()) };
  });

/** One money column of the overview; the amounts of a row add up to its net, as on the invoice. */
type Figure = { key: "availability" | "utilisation" | "serviceFee" | "penalty" | "adjustments" | "net"; amount: (invoice: InvoiceSummary) => number };

export default function SettlementOverview() {
  const { t } = useTranslation("settlement");
  const { lacking, months } = useLoaderData<typeof loader>();
  const format = settlementFormat(useRootData()?.locale ?? "en-GB");
  const invoiced = months.flatMap(({ invoice }) => (invoice ? [invoice] : []));
  // A service fee or penalty column only when a month has one; adjustments in every row, so an upheld dispute's amount is never missing from a row's sum.
  const figures: Figure[] = [
    { key: "availability", amount: (invoice) => invoice.availability },
    { key: "utilisation", amount: (invoice) => invoice.utilisation },
    ...(invoiced.some((invoice) => invoice.service_fee) ? [{ key: "serviceFee", amount: (invoice) => invoice.service_fee } satisfies Figure] : []),
    ...(invoiced.some((invoice) => invoice.penalty) ? [{ key: "penalty", amount: (invoice) => -invoice.penalty } satisfies Figure] : []),
    { key: "adjustments", amount: (invoice) => invoice.adjustments },
    { key: "net", amount: (invoice) => invoice.net },
  ];
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{t("tabs.overview")}</h2>
      <h3>{t("overview.todo")}</h3>
      {lacking > 0 ? (
        <p>
          {t("overview.lacking", { count: lacking })} <Link to="/settlement/required">{t("overview.seeRequired")}</Link>
        </p>
      ) : (
        <p>{t("overview.nothingToDo")}</p>
      )}
      <h3>{t("overview.months")}</h3>
      <TableScroll label={t("overview.months")}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("columns.month")}</th>
              <th scope="col">{t("columns.status")}</th>
              <th scope="col">{t("columns.deliveredMwh")}</th>
              <th scope="col">{t("columns.performance")}</th>
              {figures.map(({ key }) => (
                <th key={key} scope="col">
                  {t(`columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map(({ month, invoice }) =>
              invoice ? (
                <tr key={month} data-month={month}>
                  <th scope="row">{format.month(month)}</th>
                  <td>{t(`status.${invoice.status}`)}</td>
                  <td>{format.energy(invoice.delivered_mwh)}</td>
                  <td>{format.percent(invoice.performance_factor)}</td>
                  {figures.map(({ key, amount }) => (
                    <td key={key}>{format.money(amount(invoice), invoice.currency)}</td>
                  ))}
                </tr>
              ) : (
                // A month without an invoice: nothing was settled in it, so it has no figures to show.
                <tr key={month} data-month={month} data-invoice="none">
                  <th scope="row">{format.month(month)}</th>
                  <td>{t("overview.noInvoice")}</td>
                  <td>{NONE}</td>
                  <td>{NONE}</td>
                  {figures.map(({ key }) => (
                    <td key={key}>{NONE}</td>
                  ))}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
