import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors } from "~/components/form-errors";
import { entryActions, type EntryStatus } from "~/domain/bidding/confirmation-forms";
import { StepDialog } from "./step-dialog";
import type { CompetitionSummary } from "./types";

const LIST = "/manage/flexprovider/bids/submit";

/** BID-09: the confirm-entry panel: Withdraw or Confirm entry; the choice already made is disabled. */
export function EntryPanel({ competition, status, formErrors }: { competition: CompetitionSummary; status: EntryStatus | null; formErrors?: string[] }) {
  const { t } = useTranslation(["bidding", "common"]);
  return (
    <StepDialog title={t("pages.entry.title", { name: competition.name })} closeHref={LIST}>
      <p>{t("pages.entry.intro")}</p>
      {status ? <p>{t(`pages.entry.status.${status}`)}</p> : null}
      <Form method="post" className="form" replace>
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <div className="form-actions">
          {entryActions(status ?? undefined).map((action) => (
            <button
              key={action.intent}
              type="submit"
              name="intent"
              value={`entry-${action.intent}`}
              className={action.intent === "confirm" ? "button button--primary" : "button"}
              disabled={action.disabled}
            >
              {t(action.label.key, action.label.values)}
            </button>
          ))}
        </div>
      </Form>
    </StepDialog>
  );
}

/** BID-09: the entry confirmed modal. */
export function EntryConfirmed({ competition }: { competition: CompetitionSummary }) {
  const { t } = useTranslation(["bidding", "common"]);
  return (
    <StepDialog
      title={t("pages.entry.confirmed.title")}
      closeHref={LIST}
      footer={
        <a href={`${LIST}?competition=${competition.id}`} className="button button--primary">
          {t("pages.entry.confirmed.bid")}
        </a>
      }
    >
      <p>{t("pages.entry.confirmed.message", { name: competition.name })}</p>
      <p>
        <a href={LIST}>{t("pages.backToBids")}</a>
      </p>
    </StepDialog>
  );
}
