import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { settlementFormat } from "~/components/settlement/format";
import { TableScroll } from "~/components/table-scroll";
import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import { SETTLEMENT_ZONE } from "~/domain/settlement/half-hours";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { invoices, settlementEvents } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** SETT-01 overview: this month and the last twelve, and what needs doing. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const client = await userClient(request, context, auth);
    const [lacking, months] = await Promise.all([settlementEvents(client, { lacking_data: true }), invoices(client)]);
    // Calendar months, not the first thirteen invoices: a month without an invoice leaves a gap.
    const from = DateTime.fromMillis(nowMs(), { zone: SETTLEMENT_ZONE }).startOf("month").minus({ months: 12 }).toFormat("yyyy-MM");
    return { lacking: lacking.length, months: months.filter((month) => month.month.slice(0, 7) >= from) };
  });

export default function SettlementOverview() {
  const { t } = useTranslation("settlement");
  const { lacking, months } = useLoaderData<typeof loader>();
  const format = settlementFormat(useRootData()?.locale ?? "en-GB");
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
      {months.length === 0 ? (
        <p>{t("overview.noMonths")}</p>
      ) : (
        <TableScroll label={t("overview.months")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("columns.month")}</th>
                <th scope="col">{t("columns.status")}</th>
                <th scope="col">{t("columns.deliveredMwh")}</th>
                <th scope="col">{t("columns.performance")}</th>
                <th scope="col">{t("columns.availability")}</th>
                <th scope="col">{t("columns.utilisation")}</th>
                <th scope="col">{t("columns.net")}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} data-month={month.month.slice(0, 7)}>
                  <th scope="row">{format.month(month.month)}</th>
                  <td>{t(`status.${month.status}`)}</td>
                  <td>{format.energy(month.delivered_mwh)}</td>
                  <td>{format.percent(month.performance_factor)}</td>
                  <td>{format.money(month.availability, month.currency)}</td>
                  <td>{format.money(month.utilisation, month.currency)}</td>
                  <td>{format.money(month.net, month.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
