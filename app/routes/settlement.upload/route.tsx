import { uploadCounts } from "./upload-counts";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useNavigation } from "@remix-run/react";
import { FileStages } from "~/components/bulk-upload/file-stages";
import { Modal } from "~/components/modal";
import { fileStages } from "~/domain/bidding/file-status";
import { READING_COLUMNS } from "~/domain/settlement/reading-columns";
import { isSettlementProvider } from "~/domain/settlement/side";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import type { UploadResult } from "~/upstream/schemas/settlement";
import { uploadMeterReadings, uploadNominatedBaseline } from "~/upstream/settlement.server";
import { FileForm } from "./file-form";
import { NominationForm } from "./nomination-form";
import { ReadingsResult } from "./readings-result";

export { SettlementErrorBoundary as ErrorBoundary } from "~/components/settlement/error-boundary";

export const handle: RouteHandle = { title: "nav.settlement", layout: "app", i18n: ["settlement", "upload", "bidding"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("settlement", args, ({ auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    return null;
  });

type ActionData = { result: UploadResult; retryOf?: string; nominated?: boolean; error?: undefined } | { result?: undefined; nominated?: boolean; error: "required" | "refused" };

const INTENTS = ["upload", "retry", "nominate"];

/** Meter readings as CSV or XLSX, posted as multipart: bad rows are reported, the good rows kept; `retry` uploads a corrected file of the failed rows. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("settlement", args, async ({ request, context, auth }) => {
    if (!isSettlementProvider(auth)) throw redirect("/settlement/settlementreports");
    const form = await request.formData();
    const intent = String(form.get("intent"));
    if (!INTENTS.includes(intent)) throw data({ message: "unknown-intent" }, { status: 400 });
    const retryOf = intent === "retry" ? String(form.get("retry_of") ?? "").slice(0, 200) : undefined;
    const file = form.get("file");
    const nominated = intent === "nominate";
    if (!(file instanceof File) || file.size === 0) return data<ActionData>({ error: "required", nominated }, { status: 400 });
    try {
      const client = await userClient(request, context, auth);
      if (nominated) return data<ActionData>({ result: await uploadNominatedBaseline(client, file), nominated });
      return data<ActionData>({ result: await uploadMeterReadings(client, file), retryOf });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 400) return data<ActionData>({ error: "refused", nominated }, { status: 400 });
      throw error;
    }
  });

export default function SettlementUpload() {
  const { t } = useTranslation("settlement");
  const answered = useActionData<typeof action>() as ActionData | undefined;
  const answer = answered?.nominated ? undefined : answered;
  const intent = useNavigation().formData?.get("intent");
  const submitting = intent === "upload" || intent === "retry";
  const nominating = intent === "nominate";
  const result = answer?.result;
  // The stages as the bulk bid upload shows them: uploading while the file is sent, all three done once the answer is in.
  const stages = submitting ? fileStages("upload", { record: null, newScanner: false }) : result ? fileStages("upload", { record: { status: result.status }, newScanner: false }) : null;
  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title">{t("tabs.upload")}</h2>
      <p>{t("upload.intro")}</p>
      <p>
        {t("upload.columns", { columns: READING_COLUMNS.join(", ") })}{" "}
        <a href="/settlement/upload/template.csv">
          {t("upload.template")}
        </a>
      </p>
      <p>{t("upload.formats")}</p>
      <FileForm
        id="readings-file"
        intent="upload"
        label={t("upload.file")}
        hint={t("upload.hint")}
        accept=".csv,.xlsx,text/csv"
        error={answer?.error ? t(`upload.errors.${answer.error}`) : undefined}
        busy={submitting}
        submitLabel={t("upload.submit")}
        busyLabel={t("upload.uploading")}
        primary
      />
      {stages ? <FileStages stages={stages} /> : null}
      {result && result.accepted === 0 ? <ReadingsResult result={result} retryOf={answer?.retryOf} busy={submitting} /> : null}
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
          <p>{t("uploaded.summary", uploadCounts(t, "readings", result))}</p>
          {/* The confirmation closes only through its own buttons, so the failed rows and their retry live inside it. */}
          <ReadingsResult result={result} retryOf={answer?.retryOf} busy={submitting} />
        </Modal>
      ) : null}
      <NominationForm answer={answered?.nominated ? answered : undefined} busy={nominating} />
    </section>
  );
}
