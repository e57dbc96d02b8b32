import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { notFound, withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import { settlementReport } from "~/upstream/settlement.server";

/** A month's settlement report as CSV: one row per line, traced to its event. A failure goes back to the reports with the file download error. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ request, context, auth, params }) => {
    const month = params.month ?? "";
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return notFound();
    return downloadOrBack(request, context, "/settlement/settlementreports", async () => {
      const report = await settlementReport(await userClient(request, context, auth), month).catch((error: unknown) => {
        // A month without a report is a missing file, said as plain text like the file would be; the reports page never links to one.
        if (error instanceof UpstreamError && error.status === 404) throw new Response("No settlement report for this month.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
        throw error;
      });
      const rows = report.lines.map((line) => [line.event, line.organisation_id, line.competition_name, line.start, line.end, line.kind, line.quantity.toFixed(3), line.unit, line.rate.toFixed(2), line.scale_pf.toFixed(4), line.amount.toFixed(2), report.currency]);
      const csv = Papa.unparse({ fields: ["event", "flex_provider", "competition", "start", "end", "kind", "quantity", "unit", "rate", "performance_factor", "amount", "currency"], data: rows });
      return attachment(csv, `settlement-report-${month}.csv`, "text/csv; charset=utf-8");
    });
  });
