import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/components/errors/error-page";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { BallotBuilder, type BuilderAnswer, type BuilderPageModel } from "~/components/bidding/ballot-builder";
import { builderPage, builderPost, idParam } from "./builder-page.server";
import type { BuilderReply } from "./builder-action.server";
import { CompetitionLists } from "./competition-lists";
import { entryAction, loadEntry, loadResults, resultsAction, SUBMIT_PAGE } from "./confirmations.server";
import { EntryConfirmed, EntryPanel } from "~/components/bidding/entry-panel";
import { ResultsConfirmation } from "~/components/bidding/results-confirmation";
import { loadManageBids } from "./manage-bids.server";

export const handle: RouteHandle = { title: "titles.bidsSubmit", layout: "app", i18n: ["bidding"] };

/**
 * BID-01: the manage-bids list; `?competition=` opens that competition's ballot builder,
 * and `step=` one of its modals (assets, success, entry, entry-confirmed, results).
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const client = await userClient(request, context, auth);
    const competitionId = idParam(url.searchParams.get("competition"));
    const step = url.searchParams.get("step");
    if (competitionId === null) return { view: "list" as const, ...(await loadManageBids(client, auth)) };
    if (step === "entry") return { view: "entry" as const, ...(await loadEntry(client, competitionId)) };
    if (step === "entry-confirmed") return { view: "entry-confirmed" as const, ...(await loadEntry(client, competitionId)) };
    if (step === "results") return { view: "results" as const, ...(await loadResults(client, competitionId)) };
    return builderPage(client, auth, url, { competitionId, ballotId: null }, SUBMIT_PAGE);
  });

type EntryReply = { step: "entry"; formErrors: string[] };
type ResultsReply = { step: "results"; reply: SubmissionResult<string[]>; failed: boolean };
export type SubmitActionData = BuilderReply | EntryReply | ResultsReply;

export const action = (args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
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
  });

export default function SubmitBids() {
  const { t } = useTranslation(["bidding", "common"]);
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SubmitActionData | undefined;
  return (
    <>
      <header className="page-header">
        <h1>{t("pages.submit.title")}</h1>
        <p>{t("pages.submit.intro")}</p>
        <p className="page-header__actions">
          <Link to="/manage/flexprovider/bids/bulk-upload">{t("pages.submit.bulkUpload")}</Link>{" "}
          <Link to="/manage/flexprovider/bids/history">{t("pages.submit.history")}</Link>
        </p>
      </header>
      {page.view === "list" ? <CompetitionLists active={page.active} inactive={page.inactive} entriesOn={page.entriesOn} /> : null}
      {page.view === "builder" || page.view === "success" ? <BallotBuilder page={page as BuilderPageModel} answer={answer && "rows" in answer ? (answer as BuilderAnswer) : undefined} /> : null}
      {page.view === "entry" ? (
        <EntryPanel competition={page.competition} status={page.entryStatus} formErrors={answer?.step === "entry" ? answer.formErrors : undefined} />
      ) : null}
      {page.view === "entry-confirmed" ? <EntryConfirmed competition={page.competition} /> : null}
      {page.view === "results" ? (
        <ResultsConfirmation
          competition={page.competition}
          reply={answer?.step === "results" ? answer.reply : undefined}
          failed={answer?.step === "results" ? answer.failed : false}
        />
      ) : null}
    </>
  );
}

/** BID-01: a manage-bids load failure says so plainly, with the status, instead of a broken page. */
export function ErrorBoundary() {
  const { t } = useTranslation(["bidding", "common"]);
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return (
    <>
      <p className="form-error" role="alert">
        {t("pages.submit.loadFailed")}
      </p>
      <ErrorPage status={status} message={message} />
    </>
  );
}
