import { Form, Link, Outlet, useLoaderData, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ReasonList } from "~/components/assets/reasons";
import { reviewAction, reviewLoader } from "~/components/assets/operator-review.server";
import { FormErrors } from "~/components/form-errors";
import { TableScroll } from "~/components/table-scroll";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.review", layout: "app", i18n: ["assets", "ui", "market"] };

export const loader = reviewLoader;
export const action = reviewAction;

/** QUAL-03: an operator's qualification review: every asset put forward, why it does or does not meet the rules, and the decisions. */
export default function QualificationReview() {
  const { t } = useTranslation("assets");
  const { competition, rows, base } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  const [search] = useSearchParams();
  const decided = rows.find((row) => String(row.id) === search.get("decided"));
  return (
    <>
      <header className="page-header">
        <h1>{t("review.title", { name: competition.name })}</h1>
        <p>
          <Link to={base.replace(/\/\d+\/qualification$/, "")}>{t("review.backToCompetitions")}</Link> · <Link to={`${base}/stacking-rules`} preventScrollReset>{t("stacking.link")}</Link>
        </p>
      </header>
      {decided ? (
        <p role="status" className="notice">
          {t("review.decided", { name: decided.name ?? decided.ref, status: t(`eligibility.${decided.eligibility_status}`) })}
        </p>
      ) : null}
      <FormErrors errors={result?.formErrors} />
      {result?.error ? (
        <div className="form-error" role="alert">
          <p>{result.error === "reasonRequired" ? t("review.reasonRequired") : result.error}</p>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p>{t("review.empty")}</p>
      ) : (
        <TableScroll label={t("review.tableLabel")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("fields.name")}</th>
                <th scope="col">{t("review.provider")}</th>
                <th scope="col">{t("qualification.status")}</th>
                <th scope="col">{t("qualification.why")}</th>
                <th scope="col">{t("review.decision")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const label = `${row.name ?? ""} (${row.ref ?? row.flex_asset})`;
                return (
                  <tr key={row.id}>
                    <th scope="row">
                      {label}
                      {row.planned ? ` · ${t("register.plannedTag")}` : ""}
                    </th>
                    <td>{row.organisation_name ?? "—"}</td>
                    <td>{t(`eligibility.${row.eligibility_status}`)}</td>
                    <td>{row.reasons.length === 0 && row.override_reasons.length === 0 ? t("asset.meetsRules") : <ReasonList reasons={row.reasons} overrideReasons={row.override_reasons} />}</td>
                    <td>
                      <Form method="post" className="review-actions">
                        <AuthenticityTokenInput />
                        <input type="hidden" name="qualification" value={row.id} />
                        {row.eligibility_status !== "qualified" ? (
                          <button type="submit" name="intent" value="qualify" className="button" aria-label={t("review.qualifyFor", { name: label })}>
                            {t("review.qualify")}
                          </button>
                        ) : null}{" "}
                        {row.eligibility_status === "qualified" || row.eligibility_status === "disqualified" ? (
                          <button type="submit" name="intent" value="clear" className="button" aria-label={t("review.clearFor", { name: label })}>
                            {t("review.clear")}
                          </button>
                        ) : null}{" "}
                        {row.eligibility_status !== "disqualified" ? (
                          <Link to={`${base}/${row.id}/disqualify`} aria-label={t("review.disqualifyFor", { name: label })}>
                            {t("review.disqualify")}
                          </Link>
                        ) : null}
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Outlet />
    </>
  );
}
