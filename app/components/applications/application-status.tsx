import { useTranslation } from "~/i18n/react";
import type { ApplicationState } from "~/domain/applications/status";
import type { Outcome } from "~/domain/applications/types";
import { useDates } from "./dates";

type Props = {
  state: ApplicationState;
  operatorName: string;
  submission: { created: string; outcome: Outcome | null } | null;
  requests: number;
};

/** APP-05: where the application stands: a draft, submitted and pending, approved, or rejected with the reason. */
export function ApplicationStatus({ state, operatorName, submission, requests }: Props) {
  const { t } = useTranslation("applications");
  const dates = useDates();
  if (state === "draft" || !submission) return null;
  const outcome = submission.outcome;
  const tone = state === "approved" ? "success" : state === "rejected" ? "error" : "info";
  return (
    <div className={`app-status app-status--${tone}`} role="status">
      <p className="app-status__title">
        <strong>{t(`status.${state}`)}</strong>
      </p>
      {state === "submitted" ? (
        <p>{t(requests ? "status.requested" : "status.pending", { date: dates.dateTime(submission.created), operator: operatorName, count: requests })}</p>
      ) : null}
      {outcome && state === "approved" ? <p>{t("status.approvedOn", { date: dates.dateTime(outcome.created), by: outcome.decision_made_by })}</p> : null}
      {outcome && state === "rejected" ? (
        <>
          <p>{t("status.rejectedOn", { date: dates.dateTime(outcome.created), by: outcome.decision_made_by })}</p>
          {outcome.reason ? (
            <blockquote className="app-status__reason">
              <p>{outcome.reason}</p>
            </blockquote>
          ) : null}
          <p>{t("status.resubmit")}</p>
        </>
      ) : null}
    </div>
  );
}
