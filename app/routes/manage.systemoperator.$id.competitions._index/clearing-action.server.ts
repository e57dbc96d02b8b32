import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import {
  clearingReducer,
  clearingStateFromFields,
  confirmPayload,
  demandIntervalFormSchema,
  fixedPriceFormSchema,
  overlapWarning,
  typedFormValues,
  type ClearingModalState,
  type DemandInterval,
} from "~/domain/clearing";
import { CLEARING_INTENTS, OVERLAP_SEEN_FIELD, type ClearingDecision, type ClearingView } from "~/components/clearing/view";
import { getFixedT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context";
import { flash } from "~/session/flash.server";
import { getLocale } from "~/session/locale.server";
import type { Client } from "~/upstream/client.server";
import { clearingApi, type OperatorDecision } from "~/upstream/clearing.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { clearingView, type ClearingSetup } from "./clearing-setup.server";

type State = ClearingModalState<ClearingDecision>;
export type ClearingActionData = { clearing: ClearingView };

type Step = { request: Request; context: RequestContext; client: Client; setup: ClearingSetup; formData: FormData; intent: string; listUrl: string };

/**
 * The clearing modal's posts (CLEAR-01): the state travels in hidden fields and comes back
 * validated; the button pressed says what to do next.
 */
export async function clearingAction(step: Step): Promise<ClearingActionData | ReturnType<typeof data<ClearingActionData>> | Response> {
  const { setup, formData, intent } = step;
  if (setup.competition.status !== "closed") throw data({ message: "not-closed" }, { status: 400 });
  const fields = Object.fromEntries([...formData].filter(([, value]) => typeof value === "string"));
  const state = clearingStateFromFields(fields, { qualificationType: setup.competition.qualification_type, trim: setup.trim }) as State | null;
  if (!state) throw data({ message: "clearing-state" }, { status: 400 });
  switch (intent) {
    case CLEARING_INTENTS.add:
      return add(step, state);
    case CLEARING_INTENTS.replace:
      return replace(step, state);
    case CLEARING_INTENTS.back: {
      // The earlier intervals come back; the form keeps the ones just sent, to be changed and sent again.
      const typed = typedFormValues(setup.form, state.intervals, setup.context.periods, setup.context.gridSupplyPoints, { scheduledDispatch: setup.scheduledDispatch });
      return answer(setup, clearingReducer(state, { type: "back" }), { reply: { initialValue: typed } });
    }
    case CLEARING_INTENTS.confirm:
      return confirm(step, state);
    default:
      throw data({ message: "unknown-intent" }, { status: 400 });
  }
}

function answer(setup: ClearingSetup, state: State, extra: Partial<ClearingView> = {}): ClearingActionData {
  return { clearing: clearingView(setup, state, extra) };
}

async function add(step: Step, state: State) {
  const { setup, formData, intent } = step;
  // The window form offers Add only while there are no intervals: adding its rows to none is sending them as they are.
  if (setup.form !== "demand-interval") {
    if (state.intervals.length) throw data({ message: "nothing-to-add-to" }, { status: 400 });
    return replace(step, state);
  }
  const submission = parseWithZod(formData, { schema: demandIntervalFormSchema(setup.context) });
  if (submission.status !== "success") return answer(setup, state, { reply: submission.reply(), intent });
  const warning = overlapWarning(state.intervals, submission.value, { trim: setup.trim });
  // Without JavaScript the warning can only be shown after a post: the first Add shows it, the second goes ahead.
  if (warning && formData.get(OVERLAP_SEEN_FIELD) !== "1") return answer(setup, state, { reply: submission.reply(), intent, overlapWarning: warning.message });
  const merged = clearingReducer(state, { type: "add", interval: submission.value });
  if (!merged.submitting) return answer(setup, merged, { reply: submission.reply(), intent });
  return requestDecisions(step, merged, { reply: submission.reply(), intent });
}

/** Replace: the form's intervals instead of the current ones (a day-ahead interval, a row per window, or the priced windows). */
async function replace(step: Step, state: State) {
  const { setup, formData, intent } = step;
  const submission =
    setup.form === "fixed-price"
      ? parseWithZod(formData, { schema: fixedPriceFormSchema(setup.context) })
      : setup.form === "service-windows"
        ? parseWithZod(formData, { schema: z.object({ intervals: z.array(demandIntervalFormSchema(setup.context)).min(1) }).transform(({ intervals }) => intervals) })
        : parseWithZod(formData, { schema: demandIntervalFormSchema(setup.context).transform((interval) => [interval]) });
  if (submission.status !== "success") return answer(setup, state, { reply: submission.reply(), intent });
  const intervals: DemandInterval[] = submission.value;
  return requestDecisions(step, clearingReducer(state, { type: "replace", intervals }), { reply: submission.reply(), intent });
}

/** A failed request puts the intervals back and says nothing (CLEAR-02). */
async function requestDecisions(step: Step, pending: State, typed: Partial<ClearingView>): Promise<ClearingActionData> {
  const { client, setup } = step;
  try {
    const set = await clearingApi(client).requestDecisionSet(setup.competition.id, pending.intervals);
    return answer(setup, clearingReducer(pending, { type: "requestSucceeded", decisions: set.data }));
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw error;
    // What was typed stays in the form, so the operator can simply try again.
    return answer(setup, clearingReducer(pending, { type: "requestFailed" }), typed);
  }
}

/**
 * The operator's decisions as the decisions endpoint takes them: one per bid reached by
 * the intervals, when all of its interval decisions agree (the endpoint applies one
 * approval per bid across every interval, so a split bid is left to the clearing).
 */
export function operatorDecisions(decisions: readonly ClearingDecision[]): OperatorDecision[] {
  const byBid = new Map<number, Set<boolean>>();
  for (const decision of decisions) {
    if (decision.reason === "outside_window" || decision.interval === null) continue;
    const seen = byBid.get(decision.bid_id) ?? new Set<boolean>();
    seen.add(decision.approved);
    byBid.set(decision.bid_id, seen);
  }
  return [...byBid].filter(([, seen]) => seen.size === 1).map(([bid_id, seen]) => ({ bid_id, approved: [...seen][0] }));
}

async function confirm(step: Step, state: State) {
  const { request, context, client, setup, listUrl } = step;
  const payload = confirmPayload(state);
  if (!payload) throw data({ message: "clearing-state" }, { status: 400 });
  try {
    await clearingApi(client).confirmDecisions(setup.competition.id, operatorDecisions(payload.decisions), payload.demand_intervals);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => answer(setup, state, { error: message, intent: CLEARING_INTENTS.confirm }));
    const messages = Object.values(error.fieldErrors).flat();
    return answer(setup, state, { error: messages[0] ?? error.detail, intent: CLEARING_INTENTS.confirm });
  }
  const t = getFixedT(await getLocale(request, context), "clearing");
  await flash(request, context, { title: t("pages.clearing.confirmed.title"), message: t("pages.clearing.confirmed.message", { name: setup.competition.name ?? "" }), tone: "success" });
  return redirect(listUrl);
}
