import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import bulkUploadCss from "~/components/bulk-upload/bulk-upload.css";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { bulkUploadAction } from "./action.server";
import { PAGE_PATH, type ActionOutcome } from "./bulk-result";
import { FilePanel } from "./file-panel";
import { UploadForm } from "./upload-form";
import { loadBulkUpload } from "./watch-file.server";

export const handle: RouteHandle = { title: "titles.bulkUpload", layout: "app", i18n: ["upload", "bidding"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bulkUploadCss }];

export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, loadBulkUpload);

export const action = (args: ActionFunctionArgs) => withAccess("manage", args, bulkUploadAction);

/** manage:flexprovider:bids:bulk-upload: the bids template, the upload, the file's stages and creating its bids. */
export default function BulkUploadBids() {
  const { t } = useTranslation("upload");
  const { templateHref, file } = useLoaderData<typeof loader>();
  const posted = useActionData<ActionOutcome>();
  const uploaded = posted?.intent === "upload" ? posted : undefined;
  return (
    <>
      <header className="page-header">
        <h1>{t("title")}</h1>
        <p>{t("intro")}</p>
      </header>
      {file ? <FilePanel key={file.id} file={file} /> : null}
      <section className="card" aria-labelledby="template-title">
        <h2 id="template-title">{t("template.title")}</h2>
        <p>{t("template.description")}</p>
        <p>{t("template.windowIds")}</p>
        <a className="button" href={templateHref}>
          {t("template.download")}
        </a>
      </section>
      <section className="card" aria-labelledby="upload-title">
        <h2 id="upload-title">{t("form.title")}</h2>
        {file ? (
          <p>
            <Link to={PAGE_PATH}>{t("status.uploadAnother")}</Link>
          </p>
        ) : (
          <UploadForm error={uploaded?.fileError} formErrors={uploaded?.formErrors} />
        )}
      </section>
    </>
  );
}
