import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { userClient } from "~/session/api.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { builderPage, builderPost, idParam } from "./builder-page.server";
import type { BuilderReply } from "./builder-action.server";
import { entryAction, loadEntry, loadResults, resultsAction, SUBMIT_PAGE } from "./confirmations.server";
import { loadManageBids } from "./manage-bids.server";

// The page's server side in one module, so the browser's route chunk keeps a single empty stand-in for it.

/**
 * BID-01: the manage-bids list; `?competition=` opens that competition's ballot builder,
 * and `step=` one of its modals (assets, success, entry, entry-confirmed, results).
 */
async function submitLoader({ request, context, auth }: GuardedArgs) {
  const url = new URL(request.url);
  const client = await userClient(request, context, auth);
  const competitionId = idParam(url.searchParams.get("competition"));
  const step = url.searchParams.get("step");
  if (competitionId === null) return { view: "list" as const, ...(await loadManageBids(client, auth)) };
  if (step === "entry") return { view: "entry" as const, ...(await loadEntry(client, competitionId)) };
  if (step === "entry-confirmed") return { view: "entry-confirmed" as const, ...(await loadEntry(client, competitionId)) };
  if (step === "results") return { view: "results" as const, ...(await loadResults(client, competitionId)) };
  return builderPage(client, auth, url, { competitionId, ballotId: null }, SUBMIT_PAGE);
}

type EntryReply = { step: "entry"; formErrors: string[] };
type ResultsReply = { step: "results"; reply: SubmissionResult<string[]>; failed: boolean };
export type SubmitActionData = BuilderReply | EntryReply | ResultsReply;

async function submitAction({ request, context, auth }: GuardedArgs) {
  const url = new URL(request.url);
  const competitionId = idParam(url.searchParams.get("competition"));
  if (competitionId === null) throw data({ message: "unknown-competition" }, { status: 400 });
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const client = await userClient(request, context, auth);
  if (intent.startsWith("entry-")) {
    const answer = await entryAction({ client, request, context, competitionId, intent });
    if (answer === null) throw data({ message: "unknown-intent" }, { status: 400 });
    return answer;
  }
  if (intent === "confirm-results") return resultsAction({ client, auth, request, context, competitionId, formData });
  return builderPost(client, auth, { competitionId, ballotId: null }, SUBMIT_PAGE, formData, intent);
}

export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, submitLoader);

export const action = (args: ActionFunctionArgs) => withAccess("manage", args, submitAction);
