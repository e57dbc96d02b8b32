import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { Definitions } from "~/domain/applications/types";
import { encodeMessage } from "~/domain/validation/messages";
import { getFixedT } from "~/i18n/i18n.server";
import { flash } from "~/session/flash.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { REVIEW_ACCESS, reviewBase, reviewContext } from "./review.server";

// conform hands zod a blank field as undefined, so "blank" is also the required_error.
const blank = encodeMessage({ key: "blank" });
const text = (max: number, tooLong: string) => z.string({ required_error: blank }).trim().min(1, blank).max(max, tooLong);

export const rejectSchema = z.object({ reason: text(1000, "applications:review.reasonTooLong") });
export const askSchema = z.object({ message: text(500, "markets:errors.messageTooLong") });

/** Who and what the confirmation is about. */
export const decisionLoader = (args: LoaderFunctionArgs) =>
  withAccess(REVIEW_ACCESS, args, async (guarded) => {
    const { application, record } = await reviewContext(guarded);
    // An application already decided, or replaced by a resubmission, has nothing left to confirm.
    if (application.outcome || !application.is_latest) throw redirect(reviewBase(guarded.params));
    const question = application.sections.flatMap((section) => section.responses).find((response) => response.key === guarded.params.key)?.question ?? null;
    // A question asked in several groups (the registered and the trading address) is named with its group, as on the review.
    const sub = (record.definitions as Definitions).sections.flatMap((section) => section.sub_sections).find((candidate) => candidate.fields.some((field) => field.key === guarded.params.key));
    const group = sub ? { name: sub.name, title: sub.title } : null;
    return { base: reviewBase(guarded.params), provider: application.flex_provider_name, system: application.dps_record_name, question, group };
  });

async function decide(guarded: GuardedArgs, approved: boolean, reason: string) {
  const { api, application } = await reviewContext(guarded);
  await api.decide(application.id, approved, reason);
  const t = getFixedT(await getLocale(guarded.request, guarded.context), "applications");
  await flash(guarded.request, guarded.context, {
    title: t(approved ? "review.approved.title" : "review.rejected.title"),
    message: t(approved ? "review.approved.message" : "review.rejected.message", { provider: application.flex_provider_name }),
    tone: "success",
  });
  return redirect(reviewBase(guarded.params));
}

/** Approving admits the provider to the purchasing system. */
export const approveAction = (args: ActionFunctionArgs) =>
  withAccess(REVIEW_ACCESS, args, async (guarded) => {
    try {
      return await decide(guarded, true, "");
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ formErrors: [message] }));
      return { formErrors: Object.values(error.fieldErrors).flat().length ? Object.values(error.fieldErrors).flat() : [error.detail] };
    }
  });

/** Rejecting needs a reason: the provider sees it and is e-mailed it. */
export const rejectAction = (args: ActionFunctionArgs) =>
  withAccess(REVIEW_ACCESS, args, async (guarded) => {
    const submission = parseWithZod(await guarded.request.formData(), { schema: rejectSchema });
    if (submission.status !== "success") return { reply: submission.reply() };
    try {
      return await decide(guarded, false, submission.value.reason);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }) }));
      return { reply: upstreamErrorReply(submission, error, { fieldErrors: { reason: error.fieldErrors.reason ?? [] }, formErrors: [...(error.fieldErrors.application ?? []), ...(error.fieldErrors.non_field_errors ?? [])] }) };
    }
  });

/** Asking for more on one answer instead of deciding. */
export const askAction = (args: ActionFunctionArgs) =>
  withAccess(REVIEW_ACCESS, args, async (guarded) => {
    const submission = parseWithZod(await guarded.request.formData(), { schema: askSchema });
    if (submission.status !== "success") return { reply: submission.reply() };
    const { api, application } = await reviewContext(guarded);
    try {
      await api.ask(application.id, String(guarded.params.key ?? ""), submission.value.message);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }) }));
      return { reply: upstreamErrorReply(submission, error, { fieldErrors: { message: error.fieldErrors.message ?? [] }, formErrors: [...(error.fieldErrors.key ?? []), ...(error.fieldErrors.non_field_errors ?? [])] }) };
    }
    const t = getFixedT(await getLocale(guarded.request, guarded.context), "applications");
    await flash(guarded.request, guarded.context, { title: t("review.asked.title"), message: t("review.asked.message", { provider: application.flex_provider_name }), tone: "success" });
    return redirect(reviewBase(guarded.params));
  });
