import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { marketsApi } from "~/upstream/markets.server";
import { TableScroll } from "~/components/table-scroll";

export const handle: RouteHandle = { title: "titles.explore", layout: "app", i18n: "pages" };

export const loader = (args: LoaderFunctionArgs) => withAccess("explore", args, async ({ request, context, auth }) => {
  const markets = await marketsApi(await userClient(request, context, auth)).fetchAll();
  return { markets };
});

/** Explore: the flexibility markets on the platform, open ones first. */
export default function Explore() {
  const { t } = useTranslation("pages");
  const { markets } = useLoaderData<typeof loader>();
  const ordered = [...markets].sort((a, b) => Number(b.status === "open") - Number(a.status === "open") || a.name.localeCompare(b.name));
  return (
    <>
      <header className="page-header">
        <h1>{t("explore.title")}</h1>
        <p>{t("explore.intro")}</p>
      </header>
      {ordered.length === 0 ? (
        <p>{t("explore.empty")}</p>
      ) : (
        <TableScroll label={t("explore.title")}>
          <table className="data-table">
            <caption className="visually-hidden">{t("explore.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("explore.columns.name")}</th>
                <th scope="col">{t("explore.columns.operator")}</th>
                <th scope="col">{t("explore.columns.region")}</th>
                <th scope="col">{t("explore.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((market) => (
                <tr key={market.id}>
                  <td>
                    <strong>{market.name}</strong>
                    <br />
                    <span className="form-field__hint">{market.description}</span>
                  </td>
                  <td>{market.operator}</td>
                  <td>{market.region}</td>
                  <td>{t(`explore.status.${market.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
