import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { marketsApi } from "~/upstream/markets.server";
import { TableScroll } from "~/components/table-scroll";
import { MARKET_ACCESS } from "~/components/markets/paths";
import { viewerOf } from "~/root-data.server";

export const handle: RouteHandle = { title: "titles.explore", layout: "app", i18n: "pages" };

export const loader = (args: LoaderFunctionArgs) => withAccess("explore", args, async ({ request, context, auth }) => {
  const markets = await marketsApi(await userClient(request, context, auth)).fetchAll();
  // Applying to a market starts on the provider's market access page; others have no access to ask for.
  return { markets, applies: viewerOf(auth).role === "flexprovider" };
});

/** Explore: the flexibility markets on the platform, open ones first; a provider goes from each to its access and application. */
export default function Explore() {
  const { t } = useTranslation("pages");
  const { markets, applies } = useLoaderData<typeof loader>();
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
                {applies ? <th scope="col">{t("explore.columns.access")}</th> : null}
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
                  {applies ? (
                    <td>
                      <Link to={`${MARKET_ACCESS}#market-${market.id}`} aria-label={t("explore.accessFor", { market: market.name })}>
                        {t("explore.access")}
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
