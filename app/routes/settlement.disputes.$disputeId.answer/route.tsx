import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldError } from "~/components/field-error";
import { FormErrors, FormField, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { answerSchema, MAX_DISPUTE_TEXT } from "~/domain/settlement/dispute";
import { isSettlementProvider } from "~/domain/settlement/side";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { answerDispute, dispute } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement", "ui", "validation"] };

const BACK = "/settlement/disputes";

/** Only the operator of the event's competition answers, and only a dispute still open. */
async function openDispute({ request, context, auth, params }: GuardedArgs) {
  if (isSettlementProvider(auth)) throw redirect(BACK);
  const client = await userClient(request, context, auth);
  const shown = await dispute(client, params.disputeId ?? "");
  if (shown.status !== "open") throw redirect(BACK);
  return { client, dispute: shown };
}

export const loader = (args: LoaderFunctionArgs) => withAccess("settlement", args, async (guarded) => ({ dispute: (await openDispute(guarded)).dispute }));

export const action = (args: ActionFunctionArgs) =>
  withAccess("settlement", args, async (guarded) => {
    const { client, dispute } = await openDispute(guarded);
    const submission = parseWithZod(await guarded.request.formData(), { schema: answerSchema });
    if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
    try {
      await answerDispute(client, dispute.id, submission.value);
    } catch (error) {
      if (!(error instanceof UpstreamError) || (error.status !== 400 && error.status !== 409)) throw error;
      return data({ reply: upstreamErrorReply(submission, error) }, { status: error.status });
    }
    const t = getFixedT(await getLocale(guarded.request, guarded.context), "settlement");
    await flash(guarded.request, guarded.context, { title: t("answer.sent.title"), message: t(`answer.sent.${submission.value.decision}`, { id: dispute.id }), tone: "success" });
    return redirect(BACK);
  });

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
          <a href={BACK} className="kit-button kit-button--secondary">
            {t("ui:modal.cancel")}
          </a>
          <button type="submit" className="kit-button kit-button--primary" disabled={submitting}>
            {t("answer.submit")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
