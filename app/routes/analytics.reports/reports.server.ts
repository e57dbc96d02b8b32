import type { LoaderFunctionArgs } from "@remix-run/node";
import { REPORT_NAMES, readFilters, reportQuery, type ReportName } from "~/domain/reports/definitions";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { organisationApi } from "~/upstream/organisation.server";

type Row = Record<string, string | number | null>;

/** Every report for the filters, and the operator's competitions of the period for the competition filter. */
export async function loadReports({ request, context, auth }: GuardedArgs | (LoaderFunctionArgs & GuardedArgs)) {
  const { filters, errors } = readFilters(new URL(request.url).searchParams);
  const api = organisationApi(await userClient(request, context, auth));
  const refused = Object.keys(errors).length > 0;
  // With a malformed period no report is drawn; the competition list then covers every period.
  const query = refused ? reportQuery({ from: "", to: "", competition: "" }) : reportQuery(filters);
  try {
    const [locale, competitions, ...reports] = await Promise.all([
      getLocale(request, context),
      api.report("participation", { ...query, competition: undefined }),
      ...REPORT_NAMES.map((name) => (refused ? Promise.resolve([]) : (api.report(name, query) as Promise<Row[]>))),
    ]);
    return {
      locale,
      filters,
      errors,
      refused,
      competitions: competitions.map((row) => ({ id: row.competition, name: row.name })),
      reports: Object.fromEntries(REPORT_NAMES.map((name, index) => [name, reports[index]])) as Record<ReportName, Row[]>,
    };
  } catch (error) {
    // The upstream's own check of the filters: shown on the filters, with empty reports.
    if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
    const upstreamErrors = Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, "invalidFilter"]));
    const empty = Object.fromEntries(REPORT_NAMES.map((name) => [name, []])) as unknown as Record<ReportName, Row[]>;
    return { locale: await getLocale(request, context), filters, errors: { ...errors, ...upstreamErrors }, refused: true, competitions: [], reports: empty };
  }
}
