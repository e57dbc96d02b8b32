import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { failedRows, failedRowsCsv } from "~/domain/settlement/failed-rows";
import { useTranslation } from "~/i18n/react";
import type { UploadResult } from "~/upstream/schemas/settlement";
import { FileForm } from "./file-form";
import { uploadCounts } from "./upload-counts";

const FIELD_OF: Record<string, string> = { unknown_meter: "meter_id", outside_event: "period_end", duplicate_period: "period_end", invalid_date: "period_end", invalid_period: "period_end", gap: "period_end", negative_value: "value_kwh", not_a_number: "value_kwh" };

/**
 * The rows not saved and the half-hours missing inside events (gaps: saved rows around a hole
 * are not failures, so they are counted apart), and the retry path: download just those rows
 * and gaps, correct or fill them and upload that file; the readings already saved stay.
 */
export function ReadingsResult({ result, retryOf, busy }: { result: UploadResult; retryOf?: string; busy: boolean }) {
  const { t } = useTranslation("settlement");
  const rowErrors = result.errors.map((error) => ({ row: error.row, field: FIELD_OF[error.code] ?? null, message: t(`readingErrors.${error.code}`, { meter: error.meter_id, period: error.period_end }) }));
  const fileName = retryOf ?? result.file_name;
  const wholeFile = result.errors[0]?.code === "missing_columns";
  const caption = wholeFile
    ? t("upload.fileRefused")
    : [result.rejected ? t("upload.rowErrors", { count: result.rejected }) : null, result.gaps ? t("upload.gaps", { count: result.gaps }) : null].filter(Boolean).join("; ");
  return (
    <>
      {retryOf ? <p role="status">{t("retry.done", { file: retryOf, ...uploadCounts(t, "readings", result) })}</p> : null}
      {result.accepted === 0 ? <p role="alert">{t("upload.nothingSaved")}</p> : null}
      {result.summed_from_quarters > 0 ? <p>{t("upload.quarters", { count: result.summed_from_quarters })}</p> : null}
      {rowErrors.length ? <RowErrorsTable errors={rowErrors} caption={caption} /> : null}
      {rowErrors.length && !wholeFile ? (
        <section aria-labelledby="retry-title" className="settlement-retry">
          <h3 id="retry-title">{t("retry.title")}</h3>
          <p>{t("retry.intro", { count: failedRows(result.errors).length })}</p>
          <p>
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(failedRowsCsv(result.errors))}`} download="failed-rows.csv">
              {t("retry.download")}
            </a>
          </p>
          <FileForm id="retry-file" intent="retry" hidden={{ retry_of: fileName }} label={t("retry.file")} accept=".csv,.xlsx,text/csv" busy={busy} submitLabel={t("retry.submit")} />
        </section>
      ) : null}
    </>
  );
}
