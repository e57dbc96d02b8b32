import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorPage } from "~/components/errors/error-page";
import type { RouteHandle } from "~/root-data";
import { BallotBuilder, type BuilderAnswer, type BuilderPageModel } from "~/components/bidding/ballot-builder";
import { CompetitionLists } from "./competition-lists";
import { action, loader, type SubmitActionData } from "./submit-page.server";
import { EntryConfirmed, EntryPanel } from "~/components/bidding/entry-panel";
import { ResultsConfirmation } from "~/components/bidding/results-confirmation";

export { action, loader };

export const handle: RouteHandle = { title: "titles.bidsSubmit", layout: "app", i18n: ["bidding"] };

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
          confirmedOn={page.confirmedOn}
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
