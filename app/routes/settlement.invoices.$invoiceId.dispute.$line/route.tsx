import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { describedBy, FieldError } from "~/components/field-error";
import { FormErrors, translateError, useFormReply, type FormReply } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { settlementFormat } from "~/components/settlement/format";
import { TextareaWithCounter } from "~/components/textarea-with-counter";
import { disputeSchema, EVIDENCE_ACCEPT, MAX_DISPUTE_TEXT, parseLine } from "~/domain/settlement/dispute";
import { isSettlementProvider } from "~/domain/settlement/side";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { disputes, invoice, openDispute } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement", "ui", "validation"] };

/** The invoice line the dispute is about; a line the invoice does not have is a 404. */
async function disputedLine({ request, context, auth, params }: GuardedArgs) {
  if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
  const line = parseLine(params.line);
  if (!line) throw data({ message: "not-found" }, { status: 404 });
  const client = await userClient(request, context, auth);
  const shown = await invoice(client, params.invoiceId ?? "");
  const found = shown.lines.find((candidate) => candidate.event === line.event && candidate.kind === line.kind);
  if (!found) throw data({ message: "not-found" }, { status: 404 });
  return { client, invoice: shown, line: found, back: `/settlement/invoices/${shown.id}` };
}

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async (guarded) => {
    const { client, invoice, line, back } = await disputedLine(guarded);
    const open = (await disputes(client, { status: "open" })).some((dispute) => dispute.event === line.event && dispute.kind === line.kind);
    return { back, currency: invoice.currency, number: invoice.number, line, open };
  });

/** Multipart: the reason and an optional file of evidence; the provider returns to the invoice with a notice. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("settlement", args, async (guarded) => {
    const { client, invoice, line, back } = await disputedLine(guarded);
    const submission = parseWithZod(await guarded.request.formData(), { schema: disputeSchema });
    if (submission.status !== "success") return data({ reply: submission.reply({ hideFields: ["evidence"] }) }, { status: 400 });
    try {
      await openDispute(client, { invoice: invoice.id, event: line.event, kind: line.kind, reason: submission.value.reason, evidence: submission.value.evidence ?? null });
    } catch (error) {
      if (!(error instanceof UpstreamError) || (error.status !== 400 && error.status !== 409)) throw error;
      return data({ reply: upstreamErrorReply(submission, error, { hideFields: ["evidence"], fieldErrors: { reason: error.fieldErrors.reason ?? [], evidence: error.fieldErrors.evidence ?? [] } }) }, { status: error.status });
    }
    const t = getFixedT(await getLocale(guarded.request, guarded.context), "settlement");
    await flash(guarded.request, guarded.context, { title: t("dispute.sent.title"), message: t("dispute.sent.message", { event: line.event }), tone: "success" });
    return redirect(back);
  });

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
          <a href={back} className="kit-button kit-button--secondary">
            {t("ui:modal.cancel")}
          </a>
          <button type="submit" className="kit-button kit-button--primary" disabled={submitting || open}>
            {t("dispute.submit")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
