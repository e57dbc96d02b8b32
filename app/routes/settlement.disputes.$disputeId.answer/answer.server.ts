import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { answerSchema } from "~/domain/settlement/dispute";
import { DISPUTES_PAGE as BACK } from "~/domain/settlement/dispute-lines";
import { isSettlementProvider } from "~/domain/settlement/side";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { answerDispute, dispute } from "~/upstream/settlement.server";

/** Only the operator of the event's competition answers, and only a dispute still open. */
async function openDispute({ request, context, auth, params }: GuardedArgs) {
  if (isSettlementProvider(auth)) throw redirect(BACK);
  const client = await userClient(request, context, auth);
  const shown = await dispute(client, params.disputeId ?? "");
  if (shown.status !== "open") throw redirect(BACK);
  return { client, dispute: shown };
}

export const answerLoader = (args: LoaderFunctionArgs) => withAccess("settlement", args, async (guarded) => ({ dispute: (await openDispute(guarded)).dispute }));

export const answerAction = (args: ActionFunctionArgs) =>
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
