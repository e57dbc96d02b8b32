import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { describedBy, FieldError } from "~/components/field-error";
import { FormErrors, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { settlementFormat } from "~/components/settlement/format";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { EVIDENCE_ACCEPT, MAX_DISPUTE_TEXT } from "~/domain/settlement/dispute-lines";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { disputeAction, disputeLoader } from "./dispute.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement", "ui", "validation"] };

/** The reason and evidence are checked by the action only, so no validation library reaches the browser. */
export const loader = disputeLoader;
export const action = disputeAction;

export default function DisputeLine() {
  const { t } = useTranslation(["settlement", "ui"]);
  const { back, currency, number, line, open } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const navigate = useNavigate();
  const submitting = useNavigation().state === "submitting";
  const root = useRootData();
  const format = settlementFormat(root?.locale ?? "en-GB", root?.timezone);
  const { form, formErrors, field } = useFormReply("dispute-line", answer?.reply, { reason: "" });
  const reason = field("reason");
  const evidence = field("evidence");
  const evidenceError = evidence.errors?.[0] ? translateError(t, evidence.errors[0]) : undefined;
  return (
    <Modal open title={t("dispute.title", { event: line.event, kind: t(`run.kind.${line.kind}`) })} closeHref={back} onClose={() => navigate(back, { preventScrollReset: true })} dismissible>
      <p>{t("dispute.line", { number, amount: format.money(line.amount, currency), competition: line.competition_name })}</p>
      {open ? (
        <p className="form-error" role="alert">
          {t("dispute.alreadyOpen")}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...form} className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={formErrors} />
        <TextareaWithCounter
          key={reason.key}
          id={reason.id}
          name="reason"
          label={t("dispute.reason")}
          hint={t("dispute.reasonHint")}
          maxLength={MAX_DISPUTE_TEXT}
          defaultValue={reason.initialValue}
          error={reason.errors?.[0] ? translateError(t, reason.errors[0]) : undefined}
        />
        <div className="form-field">
          <label htmlFor={evidence.id}>{t("dispute.evidence")}</label>
          <p id={`${evidence.id}-hint`} className="form-field__hint">
            {t("dispute.evidenceHint")}
          </p>
          <input id={evidence.id} name="evidence" type="file" accept={EVIDENCE_ACCEPT} aria-invalid={evidenceError ? true : undefined} aria-describedby={describedBy(`${evidence.id}-hint`, evidenceError && evidence.errorId)} />
          <FieldError id={evidence.errorId} error={evidenceError} />
        </div>
        <div className="form-actions">
          <DialogClose className="kit-button kit-button--secondary">{t("ui:modal.cancel")}</DialogClose>
          <button type="submit" className="kit-button kit-button--primary" disabled={submitting || open}>
            {t("dispute.submit")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
