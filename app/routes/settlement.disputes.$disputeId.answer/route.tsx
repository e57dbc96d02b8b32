import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldError } from "~/components/field-error";
import { FormErrors, FormField, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { DISPUTES_PAGE as BACK, MAX_DISPUTE_TEXT } from "~/domain/settlement/dispute-lines";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { answerAction, answerLoader } from "./answer.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement", "ui", "validation"] };

/** The answer is checked by the action only, so no validation library reaches the browser. */
export const loader = answerLoader;
export const action = answerAction;

export default function AnswerDispute() {
  const { t } = useTranslation(["settlement", "ui"]);
  const { dispute } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const { form, formErrors, field } = useFormReply("answer-dispute", answer?.reply, { decision: "", adjustment: "", answer: "" });
  const decision = field("decision");
  const text = field("answer");
  const decisionError = decision.errors?.[0] ? translateError(t, decision.errors[0]) : undefined;
  return (
    <Modal open title={t("answer.title", { id: dispute.id })} closeHref={BACK} onClose={() => navigate(BACK, { preventScrollReset: true })} dismissible>
      <p>{t("answer.about", { event: dispute.event, kind: t(`run.kind.${dispute.kind}`), competition: dispute.competition_name })}</p>
      <blockquote className="settlement-text">{dispute.reason}</blockquote>
      <Form method="post" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <fieldset key={decision.key} className={`kit-field${decisionError ? " kit-field--error" : ""}`} aria-describedby={decisionError ? decision.errorId : undefined}>
          <legend className="kit-label">{t("answer.decision")}</legend>
          <FieldError id={decision.errorId} error={decisionError} />
          <div className="choices">
            {(["upheld", "rejected"] as const).map((value) => (
              <span key={value} className="choice">
                <input type="radio" id={`${decision.id}-${value}`} name="decision" value={value} defaultChecked={decision.initialValue === value} />
                <label htmlFor={`${decision.id}-${value}`}>{t(`answer.decisions.${value}`)}</label>
              </span>
            ))}
          </div>
        </fieldset>
        <FormField field={field("adjustment")} label={t("answer.adjustment", { currency: dispute.currency })} hint={t("answer.adjustmentHint")} inputMode="decimal" />
        <TextareaWithCounter
          key={text.key}
          id={text.id}
          name="answer"
          label={t("answer.answer")}
          hint={t("answer.answerHint")}
          maxLength={MAX_DISPUTE_TEXT}
          defaultValue={text.initialValue}
          error={text.errors?.[0] ? translateError(t, text.errors[0]) : undefined}
        />
        <div className="form-actions">
          <DialogClose className="kit-button kit-button--secondary">{t("ui:modal.cancel")}</DialogClose>
          <button type="submit" className="kit-button kit-button--primary" disabled={submitting}>
            {t("answer.submit")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
