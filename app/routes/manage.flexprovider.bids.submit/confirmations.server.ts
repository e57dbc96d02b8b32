import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { competitionResultsSchema, ENTRY_INTENTS, entryConfirmationsByCompetition, entryPayload, type EntryIntent } from "~/domain/bidding/confirmations";
import { encodeBiddingMessage } from "~/domain/bidding/messages";
import { FLAGS } from "~/domain/flags";
import { getFixedT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context";
import type { Auth } from "~/session/auth.server";
import { flash } from "~/session/flash.server";
import { notFound } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { qualifications } from "~/upstream/assets.server";
import type { Client } from "~/upstream/client.server";
import { getCompetition } from "~/upstream/competitions.server";
import { confirmResults, listConfirmations, listEntries, setEntry } from "~/upstream/entries.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { QUALIFYING_STATUSES } from "~/domain/market/enums";

export const SUBMIT_PAGE = "/manage/flexprovider/bids/submit";

const competitionSummary = (competition: { id: number; name?: string | null; reference?: string | null; status?: string }) => ({
  id: competition.id,
  name: competition.name ?? "",
  reference: competition.reference ?? "",
  status: competition.status ?? null,
});

/** BID-09: the confirm-entry panel, for an open competition the provider has a qualifying asset in. */
export async function loadEntry(client: Client, competitionId: number) {
  const [competition, records, entries] = await Promise.all([
    getCompetition(client, competitionId, "flexprovider"),
    qualifications(client, { competitionId }),
    listEntries(client, { competition: competitionId }),
  ]);
  const qualifying = records.some((record) => record.competition === competitionId && QUALIFYING_STATUSES.includes(record.eligibility_status));
  if (competition.status !== "open" || !qualifying) notFound();
  return { competition: competitionSummary(competition), entryStatus: entryConfirmationsByCompetition(entries)[competitionId] ?? null };
}

/** BID-10: results are confirmed for closed competitions only. */
/** BID-10: the results of a closed competition to confirm, or when they were confirmed (it cannot be done twice). */
export async function loadResults(client: Client, competitionId: number) {
  const [competition, confirmations] = await Promise.all([getCompetition(client, competitionId, "flexprovider"), listConfirmations(client, { competition: competitionId })]);
  if (competition.status !== "closed") notFound();
  return { competition: competitionSummary(competition), confirmedOn: confirmations.find((row) => row.competition === competitionId)?.created ?? null };
}

type Input = { client: Client; auth: Auth; request: Request; context: RequestContext; competitionId: number; formData: FormData };

/** BID-09: Withdraw or Confirm entry; confirming leads to the entry confirmed step. */
export async function entryAction({ client, request, context, competitionId, intent }: Omit<Input, "formData" | "auth"> & { intent: string }) {
  const choice = intent.replace(/^entry-/, "") as EntryIntent;
  if (!ENTRY_INTENTS.includes(choice)) return null;
  const { status } = entryPayload(competitionId, choice);
  try {
    await setEntry(client, competitionId, status);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ step: "entry" as const, formErrors: [message] }));
    return { step: "entry" as const, formErrors: [...Object.values(error.fieldErrors).flat(), ...(Object.keys(error.fieldErrors).length ? [] : [error.detail])] };
  }
  if (choice === "confirm") return redirect(`${SUBMIT_PAGE}?${new URLSearchParams({ competition: String(competitionId), step: "entry-confirmed" })}`);
  const t = getFixedT(await getLocale(request, context), "bidding");
  await flash(request, context, { title: t("pages.entry.withdrawn.title"), message: t("pages.entry.withdrawn.message"), tone: "success" });
  return redirect(SUBMIT_PAGE);
}

/**
 * BID-10: the acknowledgement must be ticked; then bulk_confirm, in chunks of 50 with the
 * feature. Any answer but 201 gives the spec's failure text, above the form and as a toast.
 */
export async function resultsAction({ client, auth, request, context, formData }: Input) {
  const submission = parseWithZod(formData, { schema: competitionResultsSchema });
  if (submission.status !== "success") return { step: "results" as const, reply: submission.reply(), failed: false };
  try {
    await confirmResults(client, submission.value.competitionIds, { chunked: auth.features.has(FLAGS.confirmInChunks) });
  } catch {
    return { step: "results" as const, reply: submission.reply({ formErrors: [encodeBiddingMessage("confirmResults.failed")] }), failed: true };
  }
  const t = getFixedT(await getLocale(request, context), "bidding");
  await flash(request, context, { title: t("pages.results.done.title"), message: t("pages.results.done.message"), tone: "success" });
  return redirect(SUBMIT_PAGE);
}
