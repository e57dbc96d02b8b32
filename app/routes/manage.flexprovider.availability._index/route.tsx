import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import { formatInstant } from "~/components/assets/instant";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { unavailabilities } from "~/upstream/asset-register.server";

export const handle: RouteHandle = {
  title: "assets:titles.availability",
  layout: "app",
  i18n: ["assets"],
};

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const records = await unavailabilities(await userClient(request, context, auth));
    return {
      records,
      notice: (["declared", "changed", "withdrawn"] as const).find((name) => url.searchParams.has(name)) ?? null,
    };
  });

/** MGMT-02: every declared period of unavailability of the provider's assets. */
export default function Availability() {
  const { t, i18n } = useTranslation("assets");
  const { records, notice } = useLoaderData<typeof loader>();
  return (
    <>
      <h2>{t("availability.title")}</h2>
      {notice ? (
        <p role="status" className="notice">
          {t(`availability.${notice}`)}
        </p>
      ) : null}
      <p>
        <Link to="/manage/flexprovider/availability/change" className="button button--primary">
          {t("availability.declare")}
        </Link>
      </p>
      {records.length === 0 ? (
        <p>{t("availability.empty")}</p>
      ) : (
        <TableScroll label={t("availability.tableLabel")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("availability.asset")}</th>
                <th scope="col">{t("availability.from")}</th>
                <th scope="col">{t("availability.to")}</th>
                <th scope="col">{t("availability.reason")}</th>
                <th scope="col">{t("availability.action")}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.asset_name ? `${row.asset_name} (${row.asset_ref})` : row.flex_asset}</th>
                  <td>{formatInstant(row.unavailable_from, i18n.language)}</td>
                  <td>{formatInstant(row.unavailable_to, i18n.language)}</td>
                  <td>{row.reason}</td>
                  <td>
                    <div className="form-actions">
                      <Link
                        to={`/manage/flexprovider/availability/change?id=${row.id}`}
                        aria-label={t("availability.changeFor", {
                          name: row.asset_name ?? row.flex_asset,
                        })}
                      >
                        {t("availability.change")}
                      </Link>
                      <Link
                        to={`/manage/flexprovider/availability/withdraw?id=${row.id}`}
                        aria-label={t("availability.withdrawFor", {
                          name: row.asset_name ?? row.flex_asset,
                        })}
                      >
                        {t("availability.withdraw")}
                      </Link>
                    </div>
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
