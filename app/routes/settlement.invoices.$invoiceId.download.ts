import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { invoice as getInvoice } from "~/upstream/settlement.server";

/** An invoice as CSV: its lines traced to their events, then net, VAT and total. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth, params }) => {
    const invoice = await getInvoice(await userClient(request, context, auth), params.invoiceId ?? "");
    const money = (amount: number) => amount.toFixed(2);
    const data = [
      ...invoice.lines.map((line) => [invoice.number, line.event, line.competition_name, line.start, line.end, line.kind, line.quantity.toFixed(3), line.unit, money(line.rate), line.scale_pf.toFixed(4), money(line.amount)]),
      [invoice.number, "", "", "", "", "net", "", "", "", "", money(invoice.net)],
      [invoice.number, "", "", "", "", "vat", "", "", String(invoice.vat_rate), "", money(invoice.vat)],
      [invoice.number, "", "", "", "", "total", "", "", "", "", money(invoice.total)],
    ];
    const csv = Papa.unparse({ fields: ["invoice", "event", "competition", "start", "end", "kind", "quantity", "unit", "rate", "performance_factor", `amount_${invoice.currency.toLowerCase()}`], data });
    return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${invoice.number}.csv"` } });
  });
