import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { ALREADY_RETRIED, uploadText, type ActionOutcome, type CreateOutcome } from "./bulk-result";
import { RetryForm } from "./retry-form";

/**
 * BID-08: what a create or a retry did: bids created, and the rows that were not, with
 * every reason and a form to retry those rows alone. A retry's answer shows below, with
 * its own retry form, so each round keeps what the one before created.
 */
export function CreateResult({ outcome, action }: { outcome: CreateOutcome; action: string }) {
  const { t } = useTranslation("upload");
  const retry = useFetcher<ActionOutcome>();
  const answer = retry.data?.intent === "retry" ? retry.data : null;
  const next = answer && !answer.formError ? answer : null;
  // These rows were retried already (in another tab, or before going back): the form cannot run again, so it is not offered.
  const spent = answer?.formError === ALREADY_RETRIED;
  const failed = outcome.failed;
  // A retry the service failed brings its rows back to be retried again; any other refusal is all there is to show.
  if (outcome.formError && failed.length === 0) {
    return (
      <p className="form-error" role="alert">
        {uploadText(t, outcome.formError)}
      </p>
    );
  }
  const formError = answer?.formError ?? outcome.formError;
  return (
    <div className="bulk-result" data-intent={outcome.intent}>
      <div role="status">
        <p className="bulk-result__summary">{t("result.created", { count: outcome.created })}</p>
        {outcome.total !== outcome.created ? <p>{t("result.total", { count: outcome.total })}</p> : null}
        <p>{failed.length === 0 ? t("result.allCreated") : t("result.failed", { count: failed.length })}</p>
      </div>
      {failed.length > 0 && !next ? (
        <>
          <p>{t("result.failedIntro")}</p>
          <RowErrorsTable errors={failed.flatMap((row) => row.errors)} caption={t("result.reasons")} />
          {formError ? (
            <p className="form-error" role="alert">
              {uploadText(t, formError)}
            </p>
          ) : null}
          {spent ? null : <RetryForm outcome={outcome} action={action} fetcher={retry} />}
        </>
      ) : null}
      {next ? <CreateResult outcome={next} action={action} /> : null}
    </div>
  );
}
