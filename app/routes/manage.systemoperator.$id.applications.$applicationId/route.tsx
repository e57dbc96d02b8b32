import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { ApplicationAnswers } from "~/components/applications/answers";
import { useDates } from "~/components/applications/dates";
import { applicationLinks } from "~/components/applications/styles";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { loader } from "./review.server";

export { loader };

export const links = applicationLinks;

export const handle: RouteHandle = { title: "applications:titles.reviewOne", layout: "app", i18n: ["applications", "ui"] };

/** APP-07: one application for the operator to review: its answers, files, what changed, and approve or reject. */
export default function ApplicationReview() {
  const { t } = useTranslation(["applications", "ui"]);
  const { base, list, application, status, decidable, definitions, changed, previous } = useLoaderData<typeof loader>();
  const dates = useDates();
  const changedKeys = new Set(changed);
  const download = (key: string) => (
    <a className="button app-download" href={`${base}/attachment?${new URLSearchParams({ key })}`}>
      {t("review.download", { file: application.files[key] ?? key.split("/").at(-1) })}
    </a>
  );
  const ask = (key: string, question: string) =>
    decidable ? (
      <Link className="app-ask" to={`${base}/ask/${key}`} preventScrollReset>
        {t("review.ask")}
        <span className="visually-hidden">: {question}</span>
      </Link>
    ) : null;
  return (
    <article className="app-review" aria-labelledby="review-title">
      <p>
        <Link to={list}>{t("review.back")}</Link>
      </p>
      <h1 id="review-title">{t("review.heading", { provider: application.provider })}</h1>
      <dl className="data-list">
        <dt>{t("review.columns.system")}</dt>
        <dd>{application.system}</dd>
        <dt>{t("review.columns.submitted")}</dt>
        <dd>{t("review.submittedBy", { date: dates.dateTime(application.created), by: application.submittedBy })}</dd>
        <dt>{t("review.columns.status")}</dt>
        <dd>
          <span className={`app-badge app-badge--${status}`}>{t(`review.statuses.${status}`)}</span>
          {application.outcome ? ` ${t("review.decided", { date: dates.dateTime(application.outcome.created), by: application.outcome.decision_made_by })}` : null}
        </dd>
        {application.outcome?.reason ? (
          <>
            <dt>{t("review.reason")}</dt>
            <dd>{application.outcome.reason}</dd>
          </>
        ) : null}
      </dl>
      {previous ? <p className="app-note">{t("review.changedSince", { count: changed.length, date: dates.dateTime(previous.created) })}</p> : null}
      {!application.latest ? <p className="app-note">{t("review.superseded")}</p> : null}
      {application.requests.length ? (
        <section aria-labelledby="requests-title" className="app-requests">
          <h2 id="requests-title">{t("review.requests")}</h2>
          <ul>
            {application.requests.map((request) => (
              <li key={request.id}>
                <strong>{request.question}</strong>: {request.message} <span className="app-cell-note">({dates.dateTime(request.created)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {decidable ? (
        <div className="form-actions app-review__decide">
          <Link to={`${base}/approve`} className="button button--primary" preventScrollReset>
            {t("review.approve")}
          </Link>
          <Link to={`${base}/reject`} className="button button--danger" preventScrollReset>
            {t("review.reject")}
          </Link>
        </div>
      ) : null}
      <ApplicationAnswers definitions={definitions} sections={application.sections} changed={changedKeys} file={download} extra={ask} />
      <Outlet />
    </article>
  );
}
