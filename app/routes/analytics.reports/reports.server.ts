import type { LoaderFunctionArgs } from "@remix-run/node";
import { REPORT_NAMES, readFilters, reportQuery, type ReportFilters, type ReportName } from "~/domain/reports/definitions";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { organisationApi } from "~/upstream/organisation.server";

type Row = Record<string, string | number | null>;
/** A competition of the filter; `name` is null when only its id is known (the list could not be read). */
type Competition = { id: number; name: string | null };
/** What the reports page shows: `failure` is the service's failure, in place of the reports. */
export type ReportsData = {
  locale: string;
  filters: ReportFilters;
  errors: Record<string, string>;
  refused: boolean;
  failure: string | null;
  competitions: Competition[];
  reports: Record<ReportName, Row[]>;
};

/** Every report for the filters, and the operator's competitions of the period for the competition filter. */
export async function loadReports({ request, context, auth }: GuardedArgs | (LoaderFunctionArgs & GuardedArgs)) {
  const { filters, errors } = readFilters(new URL(request.url).searchParams);
  const api = organisationApi(await userClient(request, context, auth));
  const refused = Object.keys(errors).length > 0;
  // With a malformed period no report is drawn; the competition list then covers every period.
  const query = refused ? reportQuery({ from: "", to: "", competition: "" }) : reportQuery(filters);
  const competitionList = api.report("participation", { ...query, competition: undefined }).then((rows) => rows.map((row): Competition => ({ id: row.competition, name: row.name })));
  try {
    const [locale, competitions, ...reports] = await Promise.all([
      getLocale(request, context),
      competitionList,
      ...REPORT_NAMES.map((name) => (refused ? Promise.resolve([]) : (api.report(name, query) as Promise<Row[]>))),
    ]);
    return {
      locale,
      filters,
      errors,
      refused,
      failure: null,
      competitions,
      reports: Object.fromEntries(REPORT_NAMES.map((name, index) => [name, reports[index]])) as Record<ReportName, Row[]>,
    } satisfies ReportsData;
  } catch (error) {
    const empty = Object.fromEntries(REPORT_NAMES.map((name) => [name, []])) as unknown as Record<ReportName, Row[]>;
    const locale = await getLocale(request, context);
    if (!(error instanceof UpstreamError) || error.status !== 400) {
      // The service failed: the filters stay as chosen (the competition by its id when the list could not be read either) and the failure takes the reports' place.
      const chosen: Competition[] = filters.competition ? [{ id: Number(filters.competition), name: null }] : [];
      const competitions = await competitionList.catch(() => chosen);
      return upstreamFailureAnswer(error, (message): ReportsData => ({ locale, filters, errors, refused: false, failure: message, competitions, reports: empty }));
    }
    // The upstream's own check of the filters: shown on the filters, with empty reports.
    const upstreamErrors = Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, "invalidFilter"]));
    return { locale, filters, errors: { ...errors, ...upstreamErrors }, refused: true, failure: null, competitions: [], reports: empty } satisfies ReportsData;
  }
}
