import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import {
  applyIntent,
  buildCompetitionPayload,
  competitionDraftSchema,
  draftOf,
  fieldErrorsOf,
  firstFormWithErrors,
  formList,
  normaliseDraft,
  parseIntent,
  REVIEW_STEP,
  splitFieldErrors,
  stepIndex,
  upstreamFieldErrors,
  withFormErrors,
  type CompetitionDraft,
  type CompetitionFormList,
} from "~/domain/competition-form";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { createCompetition } from "~/upstream/competition-creation.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";

export type CompetitionFormData = {
  reply: SubmissionResult<string[]>;
  /** The step to show: 0 details, 1 service periods and windows, 2 review. */
  current: number;
  /** Changes on every answer, so the page rebuilds the form from the draft sent back. */
  revision: string;
};

type ReplyOptions = { fieldErrors?: Record<string, string[]>; formErrors?: string[]; hideFields?: string[] };

/**
 * conform's reply, but with the draft as the server settled it (days resolved from their
 * preset, periods and windows added or removed), so the page shows exactly what will be sent.
 */
function replyWith(draft: CompetitionDraft) {
  return {
    reply({ fieldErrors = {}, formErrors }: ReplyOptions = {}): SubmissionResult<string[]> {
      const error: Record<string, string[]> = { ...fieldErrors, ...(formErrors?.length ? { "": formErrors } : {}) };
      const failed = Object.values(error).some((messages) => messages.length > 0);
      return { status: failed ? "error" : undefined, initialValue: JSON.parse(JSON.stringify(draft)), error };
    },
  };
}

function answer(list: CompetitionFormList, reply = replyWith(draftOf(list)).reply({ fieldErrors: fieldErrorsOf(list) })): CompetitionFormData {
  return { reply, current: list.current, revision: crypto.randomUUID() };
}

/** The upstream's refusal placed on the fields it names; the page opens at the first step with one. */
function refused(list: CompetitionFormList, error: UpstreamError): CompetitionFormData {
  const named = upstreamFieldErrors(error.body);
  const { forms, other } = splitFieldErrors(named);
  const marked = withFormErrors(withFormErrors(list, 0, forms[0]), 1, forms[1]);
  const placed = new UpstreamError(error.status, error.path, error.detail, named, error.body);
  const reply = upstreamErrorReply(replyWith(draftOf(list)), placed, { fieldErrors: fieldErrorsOf(marked), formErrors: Object.values(other).flat() });
  return answer({ ...marked, current: firstFormWithErrors(marked) ?? REVIEW_STEP }, reply);
}

/**
 * Every post carries the whole draft and the step it came from; the button pressed says
 * what to do. Only a submit with every form valid calls the upstream.
 */
export async function competitionFormAction({ request, context, auth, params }: GuardedArgs) {
  const formData = await request.formData();
  const intent = parseIntent(formData.get("intent"));
  if (!intent) throw data({ message: "unknown-intent" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: competitionDraftSchema });
  const draft = normaliseDraft(submission.status === "success" ? submission.value : {});
  const { list, ready } = applyIntent(formList(draft, stepIndex(formData.get("current"))), intent);
  if (!ready) return answer(list);
  try {
    const client = await userClient(request, context, auth);
    const competition = await createCompetition(client, buildCompetitionPayload(draftOf(list)));
    const t = getFixedT(await getLocale(request, context), "operator");
    await flash(request, context, { title: t("new.created.title"), message: t("new.created.message", { name: competition.name ?? "" }), tone: "success" });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => answer(list, replyWith(draftOf(list)).reply({ formErrors: [message] })));
    return refused(list, error);
  }
  return redirect(`/manage/systemoperator/${encodeURIComponent(params.id ?? "")}/competitions`);
}
