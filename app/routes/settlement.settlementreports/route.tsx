import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { settlementFormat } from "~/components/settlement/format";
import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { settlementReports } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** Monthly settlement reports: a provider's own, an operator's across the providers of its competitions. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => ({ reports: await settlementReports(await userClient(request, context, auth)) }));

export default function SettlementReports() {
  const { t } = useTranslation("settlement");
  const { reports } = useLoaderData<typeof loader>();
  const format = settlementFormat(useRootData()?.locale ?? "en-GB");
  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">{t("tabs.settlementreports")}</h2>
      {reports.length === 0 ? (
        <p>{t("reports.none")}</p>
      ) : (
        <TableScroll label={t("tabs.settlementreports")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("columns.month")}</th>
                <th scope="col">{t("columns.status")}</th>
                <th scope="col">{t("columns.events")}</th>
                <th scope="col">{t("columns.deliveredMwh")}</th>
                <th scope="col">{t("columns.performance")}</th>
                <th scope="col">{t("columns.net")}</th>
                <th scope="col">{t("columns.download")}</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.month} data-month={report.month}>
                  <th scope="row">{format.month(report.month)}</th>
                  <td>{t(`status.${report.status}`)}</td>
                  <td>{report.events}</td>
                  <td>{format.energy(report.delivered_mwh)}</td>
                  <td>{format.percent(report.performance_factor)}</td>
                  <td>{format.money(report.net, report.currency)}</td>
                  <td>
                    <a href={`/settlement/settlementreports/${report.month}.csv`}>
                      {t("reports.csv", { month: format.month(report.month) })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
