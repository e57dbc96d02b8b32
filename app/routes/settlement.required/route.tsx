import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Missing } from "~/components/settlement/missing";
import { settlementFormat } from "~/components/settlement/format";
import { TableScroll } from "~/components/table-scroll";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { settlementEvents } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** SETT-02: meter data is required while any settlement event lacks baseline or actual data. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const events = await settlementEvents(await userClient(request, context, auth), { lacking_data: true });
    return { events };
  });

export default function SettlementRequired() {
  const { t } = useTranslation("settlement");
  const { events } = useLoaderData<typeof loader>();
  const root = useRootData();
  const format = settlementFormat(root?.locale ?? "en-GB", root?.timezone);
  return (
    <section aria-labelledby="required-title">
      <h2 id="required-title">{t("tabs.required")}</h2>
      {events.length === 0 ? (
        <p>{t("required.none")}</p>
      ) : (
        <>
          <p>{t("required.intro")}</p>
          <p>
            <Link className="kit-button kit-button--primary" to="/settlement/upload">
              {t("required.upload")}
            </Link>{" "}
            <a href="/settlement/upload/template.csv">
              {t("upload.template")}
            </a>
          </p>
          <TableScroll label={t("required.tableLabel")}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("columns.event")}</th>
                  <th scope="col">{t("columns.competition")}</th>
                  <th scope="col">{t("columns.start")}</th>
                  <th scope="col">{t("columns.end")}</th>
                  <th scope="col">{t("columns.meters")}</th>
                  <th scope="col">{t("columns.missing")}</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <tr key={event.id} data-event={event.id}>
                    <th scope="row">{t("event.reference", { id: event.id })}</th>
                    <td>{event.competition_name}</td>
                    <td>{format.dateTime(event.start)}</td>
                    <td>{format.dateTime(event.end)}</td>
                    <td>{event.meters.map((meter) => meter.meter_id).join(", ")}</td>
                    <td>
                      <Missing event={event} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
