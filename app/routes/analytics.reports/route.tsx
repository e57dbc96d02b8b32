import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DateFilterField } from "~/components/date-filter-field";
import { ReportSection } from "~/components/reports/report-section";
import { LabelledSelect } from "~/components/settings-select";
import { REPORT_NAMES } from "~/domain/reports/definitions";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { loadReports, type ReportsData } from "./reports.server";

export const handle: RouteHandle = { title: "analytics:title", layout: "app", i18n: ["analytics", "market"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("analytics:reports", args, loadReports);

/** /analytics/reports: participation, prices and clearing outcomes of the operator's competitions. */
export default function AnalyticsReports() {
  const { t } = useTranslation("analytics");
  const { locale, filters, errors, refused, failure, competitions, reports } = useLoaderData<ReportsData>();
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const dateField = (name: "from" | "to") => (
    <DateFilterField name={name} label={t(`filters.${name}`)} value={filters[name]} error={errors[name] ? t(`filters.errors.${errors[name]}`) : undefined} />
  );
  return (
    <>
      <header className="page-header">
        <h1>{t("title")}</h1>
        <p>{t("intro")}</p>
      </header>
      <section className="card" aria-labelledby="report-filters">
        <h2 id="report-filters">{t("filters.title")}</h2>
        <Form method="get" className="form">
          {dateField("from")}
          {dateField("to")}
          <LabelledSelect
            id="filter-competition"
            name="competition"
            label={t("filters.competition")}
            value={filters.competition}
            options={[{ value: "", label: t("filters.allCompetitions") }, ...competitions.map((entry) => ({ value: String(entry.id), label: entry.name ?? t("filters.competitionNumber", { id: entry.id }) }))]}
          />
          <div className="form-actions">
            <button type="submit" className="button button--primary">
              {t("filters.apply")}
            </button>
          </div>
        </Form>
      </section>
      {refused ? (
        <p role="alert" className="form-error">
          {t("filters.refused")}
        </p>
      ) : failure ? (
        <div role="alert" className="form-error">
          <p>{t("filters.failed")}</p>
          <p>{t(failure)}</p>
        </div>
      ) : (
        REPORT_NAMES.map((name) => <ReportSection key={name} name={name} rows={reports[name]} locale={locale} csvHref={`/analytics/reports/csv/${name}${query ? `?${query}` : ""}`} />)
      )}
    </>
  );
}
