import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { NoData } from "~/components/markets/no-data";
import { TableScroll } from "~/components/table-scroll";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { systemOperators } from "~/upstream/competitions.server";
import { subscriptionsApi } from "~/upstream/markets.server";
import { SUBSCRIPTIONS } from "~/components/markets/paths";
import { ACCESS } from "./subscriptions.server";

export const handle: RouteHandle = { title: "markets:titles.subscriptions", layout: "app", i18n: ["markets", "market"] };

/** MGMT-03: what the provider follows and how it is told. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const [subscriptions, operators] = await Promise.all([subscriptionsApi(client).fetchAll(), systemOperators(client)]);
    return { subscriptions, operators: Object.fromEntries(operators.map((operator) => [operator.id, operator.name])) };
  });

export default function Subscriptions() {
  const { t } = useTranslation(["markets", "market"]);
  const { subscriptions, operators } = useLoaderData<typeof loader>();
  const all = t("subscriptions.all");
  return (
    <>
      <div className="app-toolbar">
        <p className="app-intro">{t("subscriptions.intro")}</p>
        <Link to={`${SUBSCRIPTIONS}/new`} className="button">
          {t("subscriptions.new")}
        </Link>
      </div>
      {subscriptions.length === 0 ? (
        <NoData />
      ) : (
        <TableScroll label={t("subscriptions.table")}>
          <table className="data-table">
            <caption className="visually-hidden">{t("subscriptions.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("subscriptions.columns.name")}</th>
                <th scope="col">{t("subscriptions.columns.operators")}</th>
                <th scope="col">{t("subscriptions.columns.productTypes")}</th>
                <th scope="col">{t("subscriptions.columns.told")}</th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((subscription) => (
                <tr key={subscription.id}>
                  <th scope="row">
                    <Link to={`${SUBSCRIPTIONS}/${subscription.id}`}>{subscription.name}</Link>
                  </th>
                  <td>{subscription.operators.map((id) => operators[id] ?? id).join(", ") || all}</td>
                  <td>{subscription.product_types.map((type) => t(`market:productType.${type}`, { defaultValue: type })).join(", ") || all}</td>
                  <td>
                    {t("subscriptions.told", {
                      channels: subscription.channels.map((channel) => t(`subscription.channel.${channel}`)).join(", "),
                      frequency: t(`subscription.frequencies.${subscription.frequency}`),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
