import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useDates } from "~/components/applications/dates";
import { lastDay, useNumbers } from "~/components/markets/format";
import { TableScroll } from "~/components/table-scroll";
import { FLAGS } from "~/domain/flags";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { contractsApi } from "~/upstream/contracts.server";

export const handle: RouteHandle = { title: "markets:titles.contract", layout: "app", i18n: ["markets", "market"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:contracts", args, async ({ request, context, auth, params }) => {
    const id = Number(params.contractId);
    if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: "This page could not be found" }, { status: 404 });
    return { contract: await contractsApi(await userClient(request, context, auth)).get(id), milestones: auth.features.has(FLAGS.milestones) };
  });

/** MGMT-03: one contract: competition, holder, period, capacity, prices per window, assets and documents. */
export default function ContractPage() {
  const { t } = useTranslation(["markets", "market"]);
  const { contract, milestones } = useLoaderData<typeof loader>();
  const dates = useDates();
  const numbers = useNumbers();
  const money = (value: number | null) => numbers.money(value, contract.currency);
  return (
    <article className="app-contract" aria-labelledby="contract-title">
      <p>
        <Link to="/manage/flexprovider/contracts">{t("contract.back")}</Link>
      </p>
      <h2 id="contract-title">{t("contract.title", { reference: contract.reference })}</h2>
      <dl className="data-list">
        <dt>{t("contract.competition")}</dt>
        <dd>
          {contract.competition_name} ({contract.competition_reference})
        </dd>
        <dt>{t("contract.operator")}</dt>
        <dd>{contract.operator_name}</dd>
        <dt>{t("contract.holder")}</dt>
        <dd>{contract.organisation_name}</dd>
        <dt>{t("contract.period")}</dt>
        <dd>{t("contracts.period", { start: dates.day(contract.period.start), end: dates.day(lastDay(contract.period.end)) })}</dd>
        <dt>{t("contract.capacity")}</dt>
        <dd>{t("contracts.capacityValue", { capacity: numbers.capacity(contract.capacity) })}</dd>
        <dt>{t("contract.status")}</dt>
        <dd>{t(`contracts.status.${contract.status}`)}</dd>
        <dt>{t("contract.prices")}</dt>
        <dd>
          {t("contract.priceSummary", {
            availability: money(contract.prices.availability_price),
            utilisation: money(contract.prices.utilisation_price),
            fee: money(contract.prices.service_fee),
          })}
        </dd>
      </dl>
      <h3>{t("contract.windows")}</h3>
      <TableScroll label={t("contract.windows")}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("contract.window")}</th>
              <th scope="col">{t("contract.times")}</th>
              <th scope="col">{t("contract.capacity")}</th>
              <th scope="col">{t("contract.availability")}</th>
              <th scope="col">{t("contract.utilisation")}</th>
              <th scope="col">{t("contract.fee")}</th>
            </tr>
          </thead>
          <tbody>
            {contract.windows.map((window) => (
              <tr key={window.service_window}>
                <th scope="row">{window.name}</th>
                <td>
                  {window.start_time}–{window.end_time}
                </td>
                <td>{t("contracts.capacityValue", { capacity: numbers.capacity(window.capacity) })}</td>
                <td>{money(window.availability_price)}</td>
                <td>{money(window.utilisation_price)}</td>
                <td>{money(window.service_fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>{t("contract.assets")}</h3>
      <ul className="app-list">
        {contract.assets.map((asset) => (
          <li key={`${asset.planned ? "p" : "a"}${asset.flex_asset}`}>
            {asset.ref} {asset.name}
            {asset.planned ? ` ${t("contract.planned")}` : ""}
          </li>
        ))}
      </ul>
      <h3>{t("contract.documents")}</h3>
      <ul className="app-list">
        {contract.documents.map((document) => (
          <li key={document.id}>
            <a href={`/manage/flexprovider/contracts/${contract.id}/documents/${document.id}`}>
              {t(`contract.document.${document.kind}`, { defaultValue: document.name })}
            </a>{" "}
            <span className="app-cell-note">{document.filename}</span>
          </li>
        ))}
      </ul>
      {milestones ? (
        <p>
          <Link to="/manage/flexprovider/milestones">{t("contract.milestones")}</Link>
        </p>
      ) : null}
    </article>
  );
}
