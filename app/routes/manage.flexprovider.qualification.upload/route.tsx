import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors } from "~/components/form-errors";
import { TableScroll } from "~/components/table-scroll";
import { UPLOAD_COLUMNS } from "~/domain/assets/upload-columns";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { uploadAction, type UploadAnswer } from "./upload.server";

export const handle: RouteHandle = { title: "assets:titles.upload", layout: "app", i18n: ["assets"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, () => ({}));

export const action = uploadAction;

export default function QualificationUpload() {
  const { t } = useTranslation("assets");
  const result = useActionData<UploadAnswer>();
  const known = ["saved", "unknown", "ref", "meter", "empty", "notSent"];
  return (
    <>
      <h2>{t("upload.title")}</h2>
      <p>{t("upload.intro", { columns: UPLOAD_COLUMNS.join(", ") })}</p>
      {result?.error ? (
        <div className="form-error" role="alert">
          <p>{t(`upload.errors.${result.error}`)}</p>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="form">
        <AuthenticityTokenInput />
        <FormErrors errors={result?.formErrors} />
        <div className="form-field">
          <label htmlFor="upload-file">{t("upload.file")}</label>
          <input id="upload-file" name="file" type="file" accept=".csv,text/csv" />
        </div>
        <p className="form-actions">
          <button type="submit" className="button button--primary">{t("upload.submit")}</button>
          <Link to="/manage/flexprovider/qualification/overview">{t("upload.back")}</Link>
        </p>
      </Form>
      {result?.outcomes.length ? (
        <TableScroll label={t("upload.results")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("upload.line")}</th>
                <th scope="col">{t("fields.ref")}</th>
                <th scope="col">{t("upload.result")}</th>
              </tr>
            </thead>
            <tbody>
              {result.outcomes.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.ref || "—"}</td>
                  <td>{known.includes(row.result) ? t(`upload.outcomes.${row.result}`) : row.result}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}
