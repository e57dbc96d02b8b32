import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FileStages } from "~/components/bulk-upload/file-stages";
import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { FieldError, describedBy } from "~/components/field-error";
import { fileStages } from "~/domain/bidding/file-status";
import { useTranslation } from "~/i18n/react";
import type { UploadResult } from "~/upstream/schemas/settlement";

const FIELD_OF: Record<string, string> = { unknown_meter: "meter_id", not_nominated: "period_end", after_deadline: "period_end", invalid_period: "period_end", duplicate_period: "period_end", negative_value: "kw", not_a_number: "kw" };

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
      <Form method="post" encType="multipart/form-data" className="form">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="nominate" />
        <div className="form-field">
          <label htmlFor="nominated-file">{t("nominated.file")}</label>
          <p id="nominated-file-hint" className="form-field__hint">
            {t("nominated.hint")}
          </p>
          <input id="nominated-file" name="file" type="file" accept=".csv,text/csv" required aria-invalid={answer?.error ? true : undefined} aria-describedby={describedBy("nominated-file-hint", answer?.error && "nominated-file-error")} />
          <FieldError id="nominated-file-error" error={answer?.error ? t(`upload.errors.${answer.error}`) : undefined} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy ? t("upload.uploading") : t("nominated.submit")}
          </button>
        </div>
      </Form>
      {stages ? <FileStages stages={stages} /> : null}
      {result ? <p role="status">{t("nominated.done", { accepted: result.accepted, replaced: result.replaced, rejected: result.rejected })}</p> : null}
      {errors.length ? <RowErrorsTable errors={errors} caption={t("upload.rowErrors", { count: errors.length })} /> : null}
    </section>
  );
}
