import { Form, Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useTranslation } from "~/i18n/react";
import { FormErrors } from "~/components/form-errors";
import { MarketsAccessDenied, NoData } from "~/components/markets/no-data";
import { TableScroll } from "~/components/table-scroll";
import { nextStep, type NextStep } from "~/domain/applications/standing";
import { applicationPath } from "~/domain/applications/paths";
import type { RouteHandle } from "~/root-data";
import { action, loader, type StartFailure } from "./market-access.server";

export { action, loader };

export const handle: RouteHandle = { title: "markets:titles.marketAccess", layout: "app", i18n: ["markets", "market"] };

const BASE = "/manage/flexprovider/market-access";

function NextStepCell({ marketId, marketName, step }: { marketId: number; marketName: string; step: NextStep }) {
  const { t } = useTranslation("markets");
  switch (step.kind) {
    case "register":
      return (
        <Link to={`${BASE}/${marketId}/register`} preventScrollReset aria-label={t("next.registerFor", { market: marketName })}>
          {t("next.register")}
        </Link>
      );
    case "start":
      return (
        <Form method="post" action={BASE}>
          <AuthenticityTokenInput />
          <input type="hidden" name="market" value={marketId} />
          <button type="submit" name="intent" value="start" className="button button--primary" aria-label={t("next.startFor", { market: marketName })}>
            {t("next.start")}
          </button>
        </Form>
      );
    case "none":
      return <>–</>;
    default:
      return (
        <Link to={applicationPath(step.application)} aria-label={t(`next.${step.kind}For`, { market: marketName })}>
          {t(`next.${step.kind}`)}
        </Link>
      );
  }
}

/** MGMT-03 MGMT-04: each market with the provider's standing and the next step; the registration modals open over it. */
export default function MarketAccess() {
  const { t } = useTranslation(["markets", "market"]);
  const { markets, accessDenied, risks } = useLoaderData<typeof loader>();
  const started = useActionData<StartFailure>();
  const failedMarket = started && markets.find((market) => market.id === started.market);
  return (
    <>
      <p className="app-intro">{t("marketAccess.intro")}</p>
      {risks.length ? (
        <div className="app-notice app-notice--warning" role="status">
          <h2>{t("atRisk.title")}</h2>
          <ul>
            {risks.map((risk) => (
              <li key={`${risk.market}-${risk.question}`}>{t(risk.expired ? "atRisk.expired" : "atRisk.expires", risk)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {accessDenied ? <MarketsAccessDenied /> : null}
      {started ? <FormErrors errors={[...(failedMarket ? [t("start.failedFor", { market: failedMarket.name })] : []), ...started.formErrors]} /> : null}
      {markets.length === 0 ? (
        accessDenied ? null : <NoData />
      ) : (
        <TableScroll label={t("marketAccess.table")}>
          <table className="data-table">
            <caption className="visually-hidden">{t("marketAccess.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("marketAccess.columns.market")}</th>
                <th scope="col">{t("marketAccess.columns.operator")}</th>
                <th scope="col">{t("marketAccess.columns.status")}</th>
                <th scope="col">{t("marketAccess.columns.standing")}</th>
                <th scope="col">{t("marketAccess.columns.next")}</th>
              </tr>
            </thead>
            <tbody>
              {markets.map((market) => (
                <tr key={market.id} id={`market-${market.id}`}>
                  <th scope="row">
                    {market.name}
                    <span className="app-cell-note">
                      {t(`market:productType.${market.product}`, { defaultValue: market.product })} · {market.region}
                    </span>
                  </th>
                  <td>{market.operator}</td>
                  <td>{t(`marketAccess.marketStatus.${market.status}`)}</td>
                  <td>
                    <span className={`app-badge app-badge--${market.standing?.status ?? "none"}`}>{t(`standing.${market.standing?.status ?? "not_registered"}`)}</span>
                    {market.standing?.at_risk?.length ? " " : null}
                    {market.standing?.at_risk?.length ? <span className="app-badge app-badge--at-risk">{t("atRisk.badge")}</span> : null}
                  </td>
                  <td>
                    <NextStepCell marketId={market.id} marketName={market.name} step={nextStep(market.standing)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Outlet />
    </>
  );
}
