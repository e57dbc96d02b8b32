import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TableScroll } from "~/components/table-scroll";
import { dateTimeText, money } from "~/domain/market/format";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { organisationApi } from "~/upstream/organisation.server";

export const handle: RouteHandle = { title: "analytics:dfs.title", layout: "app", i18n: ["analytics"] };

/** Events are formatted here, in the user's time zone, so the page needs no date library in the browser. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("dfs", args, async ({ request, context, auth }) => {
    const api = organisationApi(await userClient(request, context, auth));
    // The time zone chosen in Settings › Preferences, else the region's.
    const [events, locale, timezone] = await Promise.all([api.dfsEvents(), getLocale(request, context), displayTimezone(request, context)]);
    return {
      events: events.map((event) => ({
        ...event,
        startText: dateTimeText(event.start, timezone, locale),
        endText: dateTimeText(event.end, timezone, locale),
        closesText: dateTimeText(event.offers_close, timezone, locale),
        priceText: money(event.guaranteed_price, "GBP", locale),
      })),
    };
  });

/** 000 §2 /dfs: the national Demand Flexibility Service events the provider's assets could take part in. */
export default function DemandFlexibilityService() {
  const { t } = useTranslation("analytics");
  const { events } = useLoaderData<typeof loader>();
  const eligible = events[0];
  return (
    <>
      <header className="page-header">
        <h1>{t("dfs.title")}</h1>
        <p>{t("dfs.intro")}</p>
        {eligible ? <p>{t("dfs.eligible", { count: eligible.eligible_assets, mw: eligible.eligible_mw })}</p> : null}
      </header>
      {events.length === 0 ? (
        <p>{t("dfs.none")}</p>
      ) : (
        <TableScroll label={t("dfs.tableLabel")}>
          <table className="data-table">
            <caption className="kit-visually-hidden">{t("dfs.tableLabel")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dfs.columns.reference")}</th>
                <th scope="col">{t("dfs.columns.start")}</th>
                <th scope="col">{t("dfs.columns.end")}</th>
                <th scope="col">{t("dfs.columns.requested")}</th>
                <th scope="col">{t("dfs.columns.price")}</th>
                <th scope="col">{t("dfs.columns.closes")}</th>
                <th scope="col">{t("dfs.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <th scope="row">{event.reference}</th>
                  <td>{event.startText}</td>
                  <td>{event.endText}</td>
                  <td>{event.requested_mw}</td>
                  <td>{event.priceText}</td>
                  <td>{event.closesText}</td>
                  <td>{t(`dfs.status.${event.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
