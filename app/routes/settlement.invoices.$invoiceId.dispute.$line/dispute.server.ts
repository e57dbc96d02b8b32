import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { disputeSchema } from "~/domain/settlement/dispute";
import { parseLine } from "~/domain/settlement/dispute-lines";
import { isSettlementProvider } from "~/domain/settlement/side";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { disputes, invoice, openDispute } from "~/upstream/settlement.server";

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

export const disputeLoader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, async (guarded) => {
    const { client, invoice, line, back } = await disputedLine(guarded);
    const open = (await disputes(client, { status: "open" })).some((dispute) => dispute.event === line.event && dispute.kind === line.kind);
    return { back, currency: invoice.currency, number: invoice.number, line, open };
  });

/** Multipart: the reason and an optional file of evidence; the provider returns to the invoice with a notice. */
export const disputeAction = (args: ActionFunctionArgs) =>
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
