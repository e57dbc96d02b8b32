import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, translateError } from "~/components/form-errors";
import { useNotify } from "~/components/notifications";
import { ACKNOWLEDGEMENT_FIELD, COMPETITION_IDS_FIELD, confirmationFailedMessage } from "~/domain/bidding/confirmation-forms";
import { dateTimeText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import { StepDialog } from "./step-dialog";
import type { CompetitionSummary } from "./types";

const LIST = "/manage/flexprovider/bids/submit";

type Props = { competition: CompetitionSummary; confirmedOn: string | null; reply?: SubmissionResult<string[]>; failed?: boolean };

/**
 * BID-10: confirming results cannot be undone, so it needs the acknowledgement ticked. A
 * failure shows the spec's text above the form and, with JavaScript, as a toast as well.
 */
export function ResultsConfirmation({ competition, confirmedOn, reply, failed }: Props) {
  const { t } = useTranslation(["bidding", "common"]);
  const notify = useNotify();
  useEffect(() => {
    if (failed) notify({ message: t(confirmationFailedMessage.key), tone: "error" });
  }, [failed, reply, notify, t]);
  const acknowledgementError = reply?.error?.[ACKNOWLEDGEMENT_FIELD]?.[0];
  const root = useRootData()!;
  if (confirmedOn) {
    // Confirmed already: irreversible, so there is nothing left to do here but say when.
    return (
      <StepDialog title={t("pages.results.title", { name: competition.name })} closeHref={LIST}>
        <p role="status">{t("pages.results.confirmedOn", { date: dateTimeText(confirmedOn, root.timezone, root.locale) })}</p>
        <div className="form-actions">
          <a href={LIST}>{t("pages.results.back")}</a>
        </div>
      </StepDialog>
    );
  }
  return (
    <StepDialog title={t("pages.results.title", { name: competition.name })} closeHref={LIST}>
      <p>{t("pages.results.intro")}</p>
      <p className="warning">{t("pages.results.irreversible")}</p>
      <Form method="post" className="form" replace>
        <AuthenticityTokenInput />
        <input type="hidden" name={COMPETITION_IDS_FIELD} value={competition.id} />
        <FormErrors errors={reply?.error?.[""] ?? undefined} />
        <div className={`form-field${acknowledgementError ? " form-field--error" : ""}`}>
          <input type="checkbox" id="results-acknowledged" name={ACKNOWLEDGEMENT_FIELD} aria-describedby={acknowledgementError ? "results-acknowledged-error" : undefined} />
          <label htmlFor="results-acknowledged">{t("pages.results.acknowledge")}</label>
          {acknowledgementError ? (
            <p id="results-acknowledged-error" className="kit-error">
              {translateError(t, acknowledgementError)}
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          <a href={LIST}>{t("pages.cancel")}</a>
          <button type="submit" name="intent" value="confirm-results" className="button button--primary">
            {t("pages.results.confirm")}
          </button>
        </div>
      </Form>
    </StepDialog>
  );
}
