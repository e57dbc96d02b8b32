import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useDates } from "~/components/applications/dates";
import { NoData } from "~/components/markets/no-data";
import { lastDay, useNumbers } from "~/components/markets/format";
import { TableScroll } from "~/components/table-scroll";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { contractsApi } from "~/upstream/contracts.server";

export const handle: RouteHandle = { title: "markets:titles.contracts", layout: "app", i18n: ["markets"] };

/** MGMT-03: the contracts the provider holds, from confirmed competition results. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:contracts", args, async ({ request, context, auth }) => ({
    contracts: await contractsApi(await userClient(request, context, auth)).fetchAll(),
  }));

export default function Contracts() {
  const { t } = useTranslation("markets");
  const { contracts } = useLoaderData<typeof loader>();
  const dates = useDates();
  const numbers = useNumbers();
  return (
    <>
      <p className="app-intro">{t("contracts.intro")}</p>
      {contracts.length === 0 ? (
        <NoData />
      ) : (
        <TableScroll label={t("contracts.table")}>
          <table className="data-table">
            <caption className="visually-hidden">{t("contracts.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("contracts.columns.reference")}</th>
                <th scope="col">{t("contracts.columns.competition")}</th>
                <th scope="col">{t("contracts.columns.operator")}</th>
                <th scope="col">{t("contracts.columns.period")}</th>
                <th scope="col">{t("contracts.columns.capacity")}</th>
                <th scope="col">{t("contracts.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.id}>
                  <th scope="row">
                    <Link to={`/manage/flexprovider/contracts/${contract.id}`}>{contract.reference}</Link>
                  </th>
                  <td>{contract.competition_name}</td>
                  <td>{contract.operator_name}</td>
                  <td>{t("contracts.period", { start: dates.day(contract.period.start), end: dates.day(lastDay(contract.period.end)) })}</td>
                  <td>{t("contracts.capacityValue", { capacity: numbers.capacity(contract.capacity) })}</td>
                  <td>{t(`contracts.status.${contract.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

