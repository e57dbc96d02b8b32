import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AssetsArea } from "~/components/assets/area";
import bulkUploadCss from "~/components/bulk-upload/bulk-upload.css";
import { FileStages } from "~/components/bulk-upload/file-stages";
import { RowErrorsTable } from "~/components/bulk-upload/row-errors";
import { FieldError, describedBy } from "~/components/field-error";
import { FormErrors } from "~/components/form-errors";
import { BULK_ASSET_COLUMNS, BULK_TEMPLATE_CSV } from "~/domain/assets/bulk-columns";
import { fileStages } from "~/domain/bidding/file-status";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { bulkAssetsAction, type BulkOutcome } from "./bulk.server";
import { RetryRows } from "./retry-rows";

export const handle: RouteHandle = { title: "assets:titles.bulk", layout: "app", i18n: ["assets", "upload", "bidding", "market"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bulkUploadCss }];

export const loader = (args: LoaderFunctionArgs) => withAccess("manage:flexprovider:id:flexassets", args, async ({ auth }) => ({ orgId: auth.claims?.role?.id ?? null }));

/** MGMT-01: many assets at once from a CSV or XLSX file; each bad row reported, the good ones created. */
export const action = (args: ActionFunctionArgs) => withAccess("manage:flexprovider:id:flexassets", args, bulkAssetsAction);

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(BULK_TEMPLATE_CSV)}`;

export default function BulkAddAssets() {
  const { t } = useTranslation(["assets", "upload"]);
  const { orgId } = useLoaderData<typeof loader>();
  const outcome = useActionData<BulkOutcome>();
  const submitting = useNavigation().state === "submitting";
  const base = `/manage/flexprovider/${orgId ?? ""}/flexassets`;
  const fileError = outcome?.fileError ? t(`assets:bulk.errors.${outcome.fileError}`) : undefined;
  const processed = outcome && !outcome.fileError;
  return (
    <AssetsArea selected="register" orgId={orgId}>
      <h2>{t("assets:bulk.title")}</h2>
      <p>{t("assets:bulk.intro", { columns: BULK_ASSET_COLUMNS.join(", ") })}</p>
      <div className="form-actions">
        <a className="button" href={TEMPLATE_HREF} download="assets-template.csv">
          {t("assets:bulk.template")}
        </a>
        <Link to={base}>{t("assets:bulk.back")}</Link>
      </div>
      <FormErrors errors={outcome?.formErrors} />
      {processed ? <FileStages stages={fileStages("upload", { record: { status: outcome.fileErrors.length ? "e" : "r" }, newScanner: false })} /> : null}
      {processed && outcome.fileErrors.length ? <RowErrorsTable errors={outcome.fileErrors} caption={t("assets:bulk.fileRefused")} /> : null}
      {processed && !outcome.fileErrors.length ? (
        <p role="status" data-created={outcome.created.length} data-failed={outcome.failed.length}>
          {t("assets:bulk.summary", { created: outcome.created.length, failed: outcome.failed.length })}
        </p>
      ) : null}
      {processed && outcome.created.length ? (
        <ul className="bulk-created">
          {outcome.created.map((row) => (
            <li key={row.key}>
              {t("assets:bulk.createdRow", { row: row.row })} <Link to={`${base}/${row.key}`}>{row.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {processed && outcome.failed.length ? (
        <>
          <RowErrorsTable errors={outcome.failed.flatMap((row) => row.errors)} caption={t("assets:bulk.rowErrors")} />
          <RetryRows failed={outcome.failed} />
        </>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="form">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="upload" />
        <div className="form-field">
          <label htmlFor="assets-file">{t("assets:bulk.file")}</label>
          <p id="assets-file-hint" className="form-field__hint">{t("assets:bulk.hint")}</p>
          <input id="assets-file" name="file" type="file" accept=".csv,.xlsx,text/csv" aria-invalid={fileError ? true : undefined} aria-describedby={describedBy("assets-file-hint", fileError && "assets-file-error")} />
          <FieldError id="assets-file-error" error={fileError} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {t("assets:bulk.submit")}
          </button>
        </div>
      </Form>
    </AssetsArea>
  );
}
