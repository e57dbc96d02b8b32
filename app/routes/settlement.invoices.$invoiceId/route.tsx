import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { settlementFormat } from "~/components/settlement/format";
import { RunHistory } from "~/components/settlement/run-history";
import { StatementLines, StatementTotals } from "~/components/settlement/statement-lines";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { disputes, invoice } from "~/upstream/settlement.server";
import { LineDispute } from "~/components/settlement/line-dispute";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement"] };

/** One invoice: every line traced to its event, VAT and total in the competition's currency. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth, params }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const client = await userClient(request, context, auth);
    const [shown, all] = await Promise.all([invoice(client, params.invoiceId ?? ""), disputes(client)]);
    return { invoice: shown, disputes: all.filter((dispute) => dispute.invoice === shown.id) };
  });

export default function InvoicePage() {
  const { t } = useTranslation("settlement");
  const { invoice, disputes } = useLoaderData<typeof loader>();
  const root = useRootData();
  const format = settlementFormat(root?.locale ?? "en-GB", root?.timezone);
  return (
    <article aria-labelledby="invoice-title" className="settlement-invoice">
      <p className="settlement-invoice__nav">
        <Link to="/settlement/invoices">{t("invoices.back")}</Link> ·{" "}
        <a href={`/settlement/invoices/${invoice.id}/download`}>
          {t("invoices.download")}
        </a>
      </p>
      <h2 id="invoice-title">{t("invoices.title", { number: invoice.number })}</h2>
      <p>
        {format.month(invoice.month)} · {t(`status.${invoice.status}`)}
      </p>
      {invoice.pending_events.length ? <p>{t("invoices.pending", { count: invoice.pending_events.length })}</p> : null}
      {invoice.lines.length ? (
        <StatementLines
          statement={invoice}
          format={format}
          traceable
          lineAction={{ heading: t("columns.dispute"), render: (line) => <LineDispute invoice={invoice.id} line={line} disputes={disputes} currency={invoice.currency} format={format} /> }}
        />
      ) : (
        <p>{t("invoices.noLines")}</p>
      )}
      <StatementTotals statement={invoice} format={format} />
      <RunHistory statement={invoice} format={format} />
      <Outlet />
    </article>
  );
}
