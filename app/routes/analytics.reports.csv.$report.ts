import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { REPORTS, REPORT_NAMES, readFilters, reportQuery, type ReportName } from "~/domain/reports/definitions";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { organisationApi } from "~/upstream/organisation.server";

/** One report as CSV, for the same filters as the page. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("analytics:reports", args, async ({ request, context, auth, params }) => {
    const name = params.report as ReportName;
    if (!REPORT_NAMES.includes(name)) notFound();
    const { filters, errors } = readFilters(new URL(request.url).searchParams);
    if (Object.keys(errors).length) return new Response(`The report filters are not valid: ${Object.keys(errors).join(", ")}.`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const rows = (await organisationApi(await userClient(request, context, auth)).report(name, reportQuery(filters))) as Record<string, unknown>[];
    const { columns } = REPORTS[name];
    const csv = Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? "")) });
    return new Response(csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}-report.csv"` },
    });
  });
