import { uploadCounts } from "./upload-counts";
import { FileStages } from "~/components/bulk-upload/file-stages";
import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { fileStages } from "~/domain/bidding/file-status";
import { useTranslation } from "~/i18n/react";
import type { UploadResult } from "~/upstream/schemas/settlement";
import { FileForm } from "./file-form";

const FIELD_OF: Record<string, string> = {
  unknown_meter: "meter_id",
  not_nominated: "period_end",
  after_deadline: "period_end",
  invalid_period: "period_end",
  invalid_day: "day_of_week",
  invalid_time: "local_time",
  duplicate_period: "period_end",
  negative_value: "kw",
  not_a_number: "kw",
};

/** The second form: a nominated baseline profile, for competitions whose terms say `nominated`. */
export function NominationForm({ answer, busy }: { answer?: { result?: UploadResult; error?: "required" | "refused" }; busy: boolean }) {
  const { t } = useTranslation("settlement");
  const result = answer?.result;
  const stages = busy ? fileStages("upload", { record: null, newScanner: false }) : result ? fileStages("upload", { record: { status: result.status }, newScanner: false }) : null;
  const errors = (result?.errors ?? []).map((error) => ({ row: error.row, field: FIELD_OF[error.code] ?? null, message: t(`nominated.errors.${error.code}`, { meter: error.meter_id, period: error.period_end }) }));
  return (
    <section aria-labelledby="nominated-title" className="settlement-nominated">
      <h3 id="nominated-title">{t("nominated.title")}</h3>
      <p>{t("nominated.intro")}</p>
      <FileForm
        id="nominated-file"
        intent="nominate"
        label={t("nominated.file")}
        hint={t("nominated.hint")}
        accept=".csv,text/csv"
        error={answer?.error ? t(`upload.errors.${answer.error}`) : undefined}
        busy={busy}
        submitLabel={t("nominated.submit")}
        busyLabel={t("upload.uploading")}
      />
      {stages ? <FileStages stages={stages} /> : null}
      {result ? <p role="status">{t("nominated.done", uploadCounts(t, "halfHours", result))}</p> : null}
      {errors.length ? <RowErrorsTable errors={errors} caption={t("upload.rowErrors", { count: result?.rejected ?? errors.length })} /> : null}
    </section>
  );
}
