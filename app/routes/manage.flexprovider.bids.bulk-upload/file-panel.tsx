import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FileStages } from "~/components/bulk-upload/file-stages";
import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { TableScroll } from "~/components/table-scroll";
import { capacityFigure } from "~/domain/validation/capacity";
import { useRootData } from "~/root-data";
import { useFilePolling } from "~/components/bulk-upload/use-file-polling";
import { INTENTS, PAGE_PATH, filePagePath, type ActionOutcome, type BidSetView, type CreateOutcome, type FileView } from "./bulk-result";
import { CreateResult } from "./create-result";

const isCreateOutcome = (outcome: ActionOutcome | null | undefined): outcome is CreateOutcome => outcome?.intent === "create" || outcome?.intent === "retry";

/**
 * FILE-01 FILE-02: a watched file. While it is not final the page reads it again every
 * second: with JavaScript through revalidation, without it through a refresh the browser
 * does itself (inside noscript, so a page with JavaScript never reloads).
 */
export function FilePanel({ file }: { file: FileView }) {
  const { t } = useTranslation(["upload", "bidding"]);
  useFilePolling(file.final ? null : file);
  const here = filePagePath(file.id, file.since);
  const label = "message" in file.label ? t(file.label.message.key, file.label.message.values) : file.label.text;
  const watching = !file.final && file.poll.poll;
  return (
    <section className="card file-panel" aria-labelledby="file-title" data-file-id={file.id} data-status={file.status}>
      <h2 id="file-title">{t("status.title", { name: file.name })}</h2>
      <p aria-live="polite">
        {t("status.label")} <strong className="file-panel__status">{label}</strong>
      </p>
      <FileStages stages={file.stages} />
      {watching ? (
        <>
          <noscript>
            <meta httpEquiv="refresh" content="1" />
          </noscript>
          <p>{t("status.watching")}</p>
          <p>
            <Link to={here}>{t("status.checkAgain")}</Link>
          </p>
        </>
      ) : null}
      {!file.final && !file.poll.poll ? (
        <>
          <p role="status">{t("status.timeout")}</p>
          <p>
            <Link to={`${PAGE_PATH}?file=${file.id}`}>{t("status.checkAgain")}</Link>
          </p>
        </>
      ) : null}
      {file.ready ? <ReadyFile file={file} action={here} /> : null}
      {file.final && !file.ready ? <FileErrors file={file} /> : null}
    </section>
  );
}

function ReadyFile({ file, action }: { file: FileView; action: string }) {
  const { t } = useTranslation("upload");
  const create = useFetcher<ActionOutcome>();
  const posted = useActionData<ActionOutcome>();
  const outcome = isCreateOutcome(create.data) ? create.data : isCreateOutcome(posted) ? posted : null;
  if (outcome && !outcome.formError) return <CreateResult outcome={outcome} action={action} />;
  // Once created, a file offers no second creation: the server refuses one anyway.
  if (file.created) {
    return outcome?.formError ? (
      <CreateResult outcome={outcome} action={action} />
    ) : (
      <p role="status">{t("errors.alreadyCreated")}</p>
    );
  }
  const busy = create.state !== "idle";
  return (
    <>
      <p>{t("ready.summary", { count: file.rowsValid })}</p>
      {file.preview ? <BidSetsPreview sets={file.preview} /> : null}
      {outcome?.formError ? <CreateResult outcome={outcome} action={action} /> : null}
      <create.Form method="post" action={action} className="form">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value={INTENTS.create} />
        <input type="hidden" name="file" value={file.id} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("ready.creating") : t("ready.create", { count: file.rowsValid })}
          </button>
        </div>
      </create.Form>
    </>
  );
}

function FileErrors({ file }: { file: FileView }) {
  const { t } = useTranslation("upload");
  const permission = file.kind === "user_permission_error";
  return (
    <div role="alert" className="file-errors">
      <p>{permission ? t("fileErrors.permission") : t("fileErrors.intro")}</p>
      {!permission && file.rowsValid > 0 ? <p>{t("fileErrors.validRows", { count: file.rowsValid })}</p> : null}
      <RowErrorsTable errors={file.errors} caption={t("fileErrors.caption")} />
    </div>
  );
}

/** BID-08 the confirm step: the bid sets the file's bids go into, and where they join bids already made. */
function BidSetsPreview({ sets }: { sets: BidSetView[] }) {
  const { t } = useTranslation("upload");
  const locale = useRootData()?.locale ?? "en-GB";
  return (
    <section aria-labelledby="preview-title" className="bulk-preview">
      <h3 id="preview-title">{t("preview.title")}</h3>
      <p>{t("preview.intro")}</p>
      <TableScroll label={t("preview.caption")}>
        <table className="data-table">
          <caption>{t("preview.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("preview.competition")}</th>
              <th scope="col">{t("preview.assets")}</th>
              <th scope="col">{t("preview.bids")}</th>
              <th scope="col">{t("preview.capacity")}</th>
              <th scope="col">{t("preview.bidSet")}</th>
            </tr>
          </thead>
          <tbody>
            {sets.map((set) => (
              <tr key={`${set.competition}-${set.assetLabels.join(";")}`} data-ballot={set.ballot ?? "new"}>
                <th scope="row">{set.competitionName ?? t("preview.competitionId", { id: set.competition })}</th>
                <td>{set.assetLabels.join("; ")}</td>
                <td>{set.bids}</td>
                <td>{capacityFigure(set.capacity, locale)}</td>
                <td>
                  {set.ballot === null ? t("preview.newSet") : t("preview.existingSet", { id: set.ballot })}
                  {set.windowsWithBids.length ? <p>{t("preview.sameWindows", { count: set.windowsWithBids.length, windows: set.windowsWithBids.join(", ") })}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
