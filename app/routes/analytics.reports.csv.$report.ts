import type { LoaderFunctionArgs } from "@remix-run/node";
import Papa from "papaparse";
import { REPORTS, REPORT_NAMES, readFilters, reportQuery, type ReportName } from "~/domain/reports/definitions";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { attachment, downloadFailed, downloadOrBack } from "~/session/download.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { organisationApi } from "~/upstream/organisation.server";

/**
 * One report as CSV, for the same filters as the page. A failure goes back to the page with
 * the file download error; filters that cannot be used say which one and why instead.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("analytics:reports", args, async ({ request, context, auth, params }) => {
    const name = params.report as ReportName;
    if (!REPORT_NAMES.includes(name)) notFound();
    const { search, searchParams } = new URL(request.url);
    const back = `/analytics/reports${search}`;
    const { filters, errors } = readFilters(searchParams);
    if (Object.keys(errors).length) {
      const t = getFixedT(await getLocale(request, context), "analytics");
      const message = Object.entries(errors)
        .map(([field, code]) => `${t(`filters.${field}`)}: ${t(`filters.errors.${code}`)}`)
        .join(" ");
      return downloadFailed(request, context, { back, message });
    }
    return downloadOrBack(request, context, back, async () => {
      const rows = (await organisationApi(await userClient(request, context, auth)).report(name, reportQuery(filters))) as Record<string, unknown>[];
      const { columns } = REPORTS[name];
      const csv = Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? "")) });
      return attachment(csv, `${name}-report.csv`, "text/csv; charset=utf-8");
    });
  });
