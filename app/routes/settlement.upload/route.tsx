import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { FieldError, describedBy } from "~/components/field-error";
import { Modal } from "~/components/modal";
import { READING_COLUMNS } from "~/domain/settlement/reading-columns";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import type { UploadResult } from "~/upstream/schemas/settlement";
import { uploadMeterReadings } from "~/upstream/settlement.server";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement", "upload"] };

const FIELD_OF: Record<string, string> = { unknown_meter: "meter_id", outside_event: "period_end", duplicate_period: "period_end", invalid_period: "period_end", negative_value: "value_kwh", not_a_number: "value_kwh" };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    return null;
  });

type ActionData = { result: UploadResult; error?: undefined } | { result?: undefined; error: "required" | "refused" };

/** Meter readings as CSV, posted as multipart: bad rows are reported, the good rows are kept. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const form = await request.formData();
    if (form.get("intent") !== "upload") throw data({ message: "unknown-intent" }, { status: 400 });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return data<ActionData>({ error: "required" }, { status: 400 });
    try {
      return data<ActionData>({ result: await uploadMeterReadings(await userClient(request, context, auth), file) });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 400) return data<ActionData>({ error: "refused" }, { status: 400 });
      throw error;
    }
  });

export default function SettlementUpload() {
  const { t } = useTranslation("settlement");
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const submitting = useNavigation().formData?.get("intent") === "upload";
  const result = answer?.result;
  const rowErrors = (result?.errors ?? []).map((error) => ({ row: error.row, field: FIELD_OF[error.code] ?? null, message: t(`readingErrors.${error.code}`, { meter: error.meter_id, period: error.period_end }) }));
  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title">{t("tabs.upload")}</h2>
      <p>{t("upload.intro")}</p>
      <p>
        {t("upload.columns", { columns: READING_COLUMNS.join(", ") })}{" "}
        <a href="/settlement/upload/template.csv" download>
          {t("upload.template")}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" className="form">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="upload" />
        <div className="form-field">
          <label htmlFor="readings-file">{t("upload.file")}</label>
          <p id="readings-file-hint" className="form-field__hint">
            {t("upload.hint")}
          </p>
          <input id="readings-file" name="file" type="file" accept=".csv,text/csv" required aria-invalid={answer?.error ? true : undefined} aria-describedby={describedBy("readings-file-hint", answer?.error && "readings-file-error")} />
          <FieldError id="readings-file-error" error={answer?.error ? t(`upload.errors.${answer.error}`) : undefined} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t("upload.uploading") : t("upload.submit")}
          </button>
        </div>
      </Form>
      {result && result.accepted === 0 ? <p role="alert">{t("upload.nothingSaved")}</p> : null}
      {rowErrors.length ? <RowErrorsTable errors={rowErrors} caption={t("upload.rowErrors", { count: rowErrors.length })} /> : null}
      {result && result.accepted > 0 ? (
        <Modal
          open
          dismissible={false}
          title={t("uploaded.title")}
          footer={
            <Link className="kit-button kit-button--primary" to="/settlement/required">
              {t("uploaded.continue")}
            </Link>
          }
        >
          <p>{t("uploaded.summary", { accepted: result.accepted, replaced: result.replaced, rejected: result.rejected })}</p>
          {result.rejected > 0 ? <p>{t("uploaded.seeErrors")}</p> : null}
        </Modal>
      ) : null}
    </section>
  );
}
