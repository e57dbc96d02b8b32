import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { withAccess } from "~/session/guard.server";
import { invoice as getInvoice } from "~/upstream/settlement.server";

/** An invoice as CSV: its lines traced to their events, then net, VAT and total. A failure goes back to the page the link was on (else the invoices) with the file download error. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ request, context, auth, params }) =>
    downloadOrBack(request, context, "/settlement/invoices", async () => {
      const invoice = await getInvoice(await userClient(request, context, auth), params.invoiceId ?? "");
      const money = (amount: number) => amount.toFixed(2);
      const data = [
        ...invoice.lines.map((line) => [invoice.number, line.event, line.competition_name, line.start, line.end, line.kind, line.quantity.toFixed(3), line.unit, money(line.rate), line.scale_pf.toFixed(4), money(line.amount)]),
        [invoice.number, "", "", "", "", "net", "", "", "", "", money(invoice.net)],
        [invoice.number, "", "", "", "", "vat", "", "", String(invoice.vat_rate), "", money(invoice.vat)],
        [invoice.number, "", "", "", "", "total", "", "", "", "", money(invoice.total)],
      ];
      const csv = Papa.unparse({ fields: ["invoice", "event", "competition", "start", "end", "kind", "quantity", "unit", "rate", "performance_factor", `amount_${invoice.currency.toLowerCase()}`], data });
      return attachment(csv, `${invoice.number}.csv`, "text/csv; charset=utf-8");
    }),
  );
