import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { settlementFormat } from "~/components/settlement/format";
import { TableScroll } from "~/components/table-scroll";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { invoices } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    return { invoices: await invoices(await userClient(request, context, auth)) };
  });

export default function Invoices() {
  const { t } = useTranslation("settlement");
  const { invoices } = useLoaderData<typeof loader>();
  const format = settlementFormat(useRootData()?.locale ?? "en-GB");
  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title">{t("tabs.invoices")}</h2>
      {invoices.length === 0 ? (
        <p>{t("invoices.none")}</p>
      ) : (
        <TableScroll label={t("tabs.invoices")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("columns.number")}</th>
                <th scope="col">{t("columns.month")}</th>
                <th scope="col">{t("columns.status")}</th>
                <th scope="col">{t("columns.net")}</th>
                <th scope="col">{t("columns.vat")}</th>
                <th scope="col">{t("columns.total")}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-invoice={invoice.id}>
                  <th scope="row">
                    <Link to={`/settlement/invoices/${invoice.id}`}>{invoice.number}</Link>
                  </th>
                  <td>{format.month(invoice.month)}</td>
                  <td>{t(`status.${invoice.status}`)}</td>
                  <td>{format.money(invoice.net, invoice.currency)}</td>
                  <td>{format.money(invoice.vat, invoice.currency)}</td>
                  <td>{format.money(invoice.total, invoice.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
