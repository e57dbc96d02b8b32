import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { qualificationAction, qualificationLoader } from "~/components/assets/qualification-flow.server";
import { TableScroll } from "~/components/table-scroll";
import { useActionAnswer } from "~/components/use-action-answer";
import { COMPETITION_TIMEZONE, ELIGIBILITY_STATUSES } from "~/domain/market/enums";
import { dateText } from "~/domain/market/format";
import { ianaZone } from "~/domain/regions";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.qualification", layout: "app", i18n: ["assets", "market"] };

export const loader = (args: LoaderFunctionArgs) => qualificationLoader("overview", args);
export const action = (args: ActionFunctionArgs) => qualificationAction("overview", args);

/** QUAL-02: competitions in qualification, how the provider's assets stand in each, and where to put more forward. */
export default function QualificationOverview() {
  const { t } = useTranslation("assets");
  const { overview, done } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  const root = useRootData();
  // Qualification closes at an instant: the reader sees its day where they are, written as the app writes dates in their language.
  // Intl rather than the server's date library, which this page would otherwise ship to the browser.
  const closes = (instant: string) => dateText(dayIn(instant, ianaZone(root?.timezone ?? COMPETITION_TIMEZONE)), root?.locale ?? "en-GB");
  const doneName = overview.find((row) => String(row.id) === done)?.name;
  return (
    <>
      <h2>{t("qualification.steps.overview")}</h2>
      {doneName ? (
        <p role="status" className="notice">
          {t("qualification.done", { name: doneName })}
        </p>
      ) : null}
      {result?.errors.competition ? (
        <div className="form-error" role="alert">
          <p>{t(`qualification.errors.${result.errors.competition}`)}</p>
        </div>
      ) : null}
      {overview.length === 0 ? (
        <p>{t("qualification.noCompetitions")}</p>
      ) : (
        <TableScroll label={t("qualification.overviewLabel")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("qualification.competition")}</th>
                <th scope="col">{t("qualification.closes")}</th>
                {ELIGIBILITY_STATUSES.map((status) => (
                  <th scope="col" key={status}>
                    {t(`eligibility.${status}`)}
                  </th>
                ))}
                <th scope="col">{t("qualification.action")}</th>
              </tr>
            </thead>
            <tbody>
              {overview.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>{row.qualification_closed ? closes(row.qualification_closed) : "—"}</td>
                  {ELIGIBILITY_STATUSES.map((status) => (
                    <td key={status}>{row.counts[status]}</td>
                  ))}
                  <td>
                    <Form method="post">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="competition" value={row.id} />
                      <button type="submit" name="intent" value="next" className="button" aria-label={t("qualification.chooseFor", { name: row.name })}>
                        {t("qualification.choose")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p>
        <Link to="/manage/flexprovider/qualification/upload">{t("qualification.uploadLink")}</Link>
      </p>
    </>
  );
}

/** The calendar day (yyyy-mm-dd) an instant falls on in a time zone. */
function dayIn(instant: string, zone: string): string | undefined {
  const millis = Date.parse(instant);
  return Number.isNaN(millis) ? undefined : new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(millis);
}
