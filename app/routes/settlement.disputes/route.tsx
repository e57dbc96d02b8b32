import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { settlementFormat } from "~/components/settlement/format";
import { TableScroll } from "~/components/table-scroll";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { disputes } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** Disputes of invoice lines: a provider's own with their answers; an operator's to answer, open ones first. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    const all = await disputes(await userClient(request, context, auth));
    const rows = [...all.filter((dispute) => dispute.status === "open"), ...all.filter((dispute) => dispute.status !== "open")];
    return { disputes: rows, provider: isSettlementProvider(auth) };
  });

export default function SettlementDisputes() {
  const { t } = useTranslation("settlement");
  const { disputes, provider } = useLoaderData<typeof loader>();
  const root = useRootData();
  const format = settlementFormat(root?.locale ?? "en-GB", root?.timezone);
  return (
    <section aria-labelledby="disputes-title">
      <h2 id="disputes-title">{t("tabs.disputes")}</h2>
      <p>{t(provider ? "disputes.introProvider" : "disputes.introOperator")}</p>
      {disputes.length === 0 ? (
        <p>{t("disputes.none")}</p>
      ) : (
        <TableScroll label={t("tabs.disputes")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("disputes.columns.dispute")}</th>
                <th scope="col">{t("columns.event")}</th>
                <th scope="col">{t("columns.kind")}</th>
                <th scope="col">{t("disputes.columns.reason")}</th>
                <th scope="col">{t("disputes.columns.evidence")}</th>
                <th scope="col">{t("columns.status")}</th>
                <th scope="col">{t("disputes.columns.answer")}</th>
              </tr>
            </thead>
            <tbody>
              {disputes.map((dispute) => (
                <tr key={dispute.id} id={`dispute-${dispute.id}`} data-dispute={dispute.id} data-dispute-status={dispute.status}>
                  <th scope="row">
                    {t("dispute.reference", { id: dispute.id })}
                    <br />
                    <span className="settlement-muted">{format.dateTime(dispute.created)}</span>
                  </th>
                  <td>
                    {provider ? <Link to={`/settlement/invoices/${dispute.invoice}`}>{t("event.reference", { id: dispute.event })}</Link> : t("event.reference", { id: dispute.event })}
                    <br />
                    {dispute.competition_name}
                  </td>
                  <td>{t(`kind.${dispute.kind}`)}</td>
                  <td className="settlement-text">{dispute.reason}</td>
                  <td>{dispute.evidence ? t("disputes.evidenceFile", { name: dispute.evidence.file_name, size: format.fileSize(dispute.evidence.size) }) : t("missing.none")}</td>
                  <td>{t(`disputes.status.${dispute.status}`, { id: dispute.id })}</td>
                  <td>
                    {dispute.status === "open" ? (
                      provider ? (
                        t("disputes.awaiting")
                      ) : (
                        <Link to={`/settlement/disputes/${dispute.id}/answer`} preventScrollReset aria-label={t("answer.linkLabel", { id: dispute.id })}>
                          {t("answer.link")}
                        </Link>
                      )
                    ) : (
                      <>
                        <span className="settlement-text">{dispute.answer}</span>
                        {dispute.adjustment !== null ? (
                          <>
                            <br />
                            {t("disputes.adjusted", { amount: format.money(dispute.adjustment, dispute.currency) })}
                          </>
                        ) : null}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Outlet />
    </section>
  );
}
