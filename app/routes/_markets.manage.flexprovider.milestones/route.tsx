import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useDates } from "~/components/applications/dates";
import { applicationError } from "~/components/applications/messages";
import { FieldError } from "~/components/field-error";
import { NoData } from "~/components/markets/no-data";
import { CONTRACTS } from "~/components/markets/paths";
import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { action, loader, type EvidenceReply } from "./milestones.server";

export { action, loader };

export const handle: RouteHandle = { title: "markets:titles.milestones", layout: "app", i18n: ["markets", "upload"] };

/** MGMT-03: milestones of the provider's contracts (a planned asset commissioned by a date), with their status and evidence. */
export default function Milestones() {
  const { t } = useTranslation(["markets", "upload"]);
  const { milestones } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as EvidenceReply | undefined;
  const dates = useDates();
  return (
    <>
      <p className="app-intro">{t("milestones.intro")}</p>
      {milestones.length === 0 ? (
        <NoData />
      ) : (
        <TableScroll label={t("milestones.table")}>
          <table className="data-table">
            <caption className="visually-hidden">{t("milestones.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("milestones.columns.milestone")}</th>
                <th scope="col">{t("milestones.columns.contract")}</th>
                <th scope="col">{t("milestones.columns.due")}</th>
                <th scope="col">{t("milestones.columns.status")}</th>
                <th scope="col">{t("milestones.columns.evidence")}</th>
              </tr>
            </thead>
            <tbody>
              {milestones.map((milestone) => {
                const title = t(`milestones.kind.${milestone.kind}`, { asset: milestone.asset_ref ?? "", defaultValue: milestone.kind });
                const error = reply?.milestone === milestone.id ? applicationError(t, reply.error) : undefined;
                return (
                  <tr key={milestone.id}>
                    <th scope="row">{title}</th>
                    <td>
                      <Link to={`${CONTRACTS}/${milestone.contract}`}>{milestone.contract_reference}</Link>
                      <span className="app-cell-note">{milestone.competition_name}</span>
                    </td>
                    <td>{dates.day(milestone.due)}</td>
                    <td>
                      <span className={`app-badge app-badge--${milestone.status}`}>{t(`milestones.status.${milestone.status}`)}</span>
                    </td>
                    <td>
                      {milestone.evidence ? <p className="app-cell-note">{t("milestones.sent", { file: milestone.evidence.filename, date: dates.dateTime(milestone.evidence.submitted) })}</p> : null}
                      {milestone.status === "accepted" ? null : (
                        <Form method="post" encType="multipart/form-data" className="app-evidence">
                          <AuthenticityTokenInput />
                          <input type="hidden" name="intent" value="evidence" />
                          <input type="hidden" name="milestone" value={milestone.id} />
                          <label htmlFor={`evidence-${milestone.id}`}>{t("milestones.file", { milestone: title })}</label>
                          <input id={`evidence-${milestone.id}`} type="file" name="file" aria-invalid={error ? true : undefined} aria-describedby={error ? `evidence-${milestone.id}-error` : undefined} />
                          <FieldError id={`evidence-${milestone.id}-error`} error={error} />
                          <label htmlFor={`note-${milestone.id}`}>{t("milestones.note")}</label>
                          <input id={`note-${milestone.id}`} name="note" maxLength={500} defaultValue={reply?.milestone === milestone.id ? reply.note : ""} />
                          <button type="submit" className="button">
                            {milestone.evidence ? t("milestones.replace") : t("milestones.upload")}
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
