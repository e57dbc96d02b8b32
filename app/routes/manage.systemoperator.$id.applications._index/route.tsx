import { Form, Link, useLoaderData } from "@remix-run/react";
import { useDates } from "~/components/applications/dates";
import { DateFilterField } from "~/components/date-filter-field";
import { TableScroll } from "~/components/table-scroll";
import { NoData } from "~/components/markets/no-data";
import { applicationLinks } from "~/components/applications/styles";
import { outcomeStatus } from "~/domain/applications/status";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { loader } from "./list.server";

export { loader };

export const links = applicationLinks;

export const handle: RouteHandle = { title: "applications:titles.review", layout: "app", i18n: ["applications", "markets"] };

/** APP-07: the operator's list of applications with its filters (a plain GET form, so it works without JavaScript). */
export default function ApplicationReviewList() {
  const { t } = useTranslation(["applications", "markets"]);
  const { orgId, filters, errors, refused, applications, pages, markets } = useLoaderData<typeof loader>();
  const dates = useDates();
  const base = `/manage/systemoperator/${orgId}/applications`;
  const pageHref = (page: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([key, value]) => key !== "page" && value)), page: String(page) })}`;
  const dateField = (name: "from" | "to") => (
    <DateFilterField name={name} label={t(`review.${name}`)} value={filters[name]} error={errors[name] ? t(`review.dateErrors.${errors[name]}`) : undefined} />
  );
  return (
    <>
      <header className="page-header">
        <h1>{t("review.title")}</h1>
        <p>{t("review.intro")}</p>
        <p>
          <Link to={`/manage/systemoperator/${orgId}/competitions`}>{t("review.competitions")}</Link>
        </p>
      </header>
      <Form method="get" className="app-filters" aria-label={t("review.filters")}>
        <div className="form-field">
          <label htmlFor="filter-status">{t("review.status")}</label>
          <select id="filter-status" name="status" defaultValue={filters.status}>
            <option value="">{t("review.any")}</option>
            {(["pending", "approved", "rejected"] as const).map((status) => (
              <option key={status} value={status}>
                {t(`review.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="filter-market">{t("review.market")}</label>
          <select id="filter-market" name="market" defaultValue={filters.market}>
            <option value="">{t("review.any")}</option>
            {markets.map((market) => (
              <option key={market.id} value={market.id}>
                {market.name}
              </option>
            ))}
          </select>
        </div>
        {dateField("from")}
        {dateField("to")}
        <div className="form-actions">
          <button type="submit" className="button">
            {t("review.apply")}
          </button>
          <Link to={base}>{t("review.clear")}</Link>
        </div>
      </Form>
      {refused ? (
        <p role="alert" className="form-error">
          {t("review.dateErrors.refused")}
        </p>
      ) : applications.length === 0 ? (
        <NoData />
      ) : (
        <TableScroll label={t("review.table")}>
          <table className="data-table">
            <caption className="visually-hidden">{t("review.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("review.columns.provider")}</th>
                <th scope="col">{t("review.columns.system")}</th>
                <th scope="col">{t("review.columns.submitted")}</th>
                <th scope="col">{t("review.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => {
                const status = outcomeStatus(application.outcome);
                return (
                  <tr key={application.id}>
                    <th scope="row">
                      <Link to={`${base}/${application.id}`}>{application.flex_provider_name}</Link>
                      {application.resubmitted ? <span className="app-badge app-badge--changed">{t("review.resubmitted")}</span> : null}
                    </th>
                    <td>{application.dps_record_name}</td>
                    <td>{dates.dateTime(application.created)}</td>
                    <td>
                      <span className={`app-badge app-badge--${status}`}>{t(`review.statuses.${status}`)}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("review.pages")} className="app-pages">
          {filters.page > 1 ? <Link to={pageHref(filters.page - 1)}>{t("review.previous")}</Link> : null}{" "}
          <span>{t("review.page", { page: filters.page, pages })}</span>{" "}
          {filters.page < pages ? <Link to={pageHref(filters.page + 1)}>{t("review.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
