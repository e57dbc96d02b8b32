import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { TableScroll } from "~/components/table-scroll";
import { BULK_ASSET_COLUMNS, plannedCell } from "~/domain/assets/bulk-columns";
import { useTranslation } from "~/i18n/react";
import type { FailedRow } from "./bulk.server";

/** MGMT-01: only the rows not created, every value editable, so a retry sends those rows alone and nothing typed is lost. */
export function RetryRows({ failed }: { failed: FailedRow[] }) {
  const { t } = useTranslation("assets");
  return (
    <Form method="post" className="form retry-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="retry" />
      <TableScroll label={t("bulk.retryCaption")}>
        <table className="data-table retry-table">
          <caption>{t("bulk.retryCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("bulk.row")}</th>
              {BULK_ASSET_COLUMNS.map((field) => (
                <th scope="col" key={field}>{t(`fields.${field}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {failed.map((row, position) => (
              <tr key={row.row} data-row={row.row}>
                <th scope="row">
                  {row.row}
                  <input type="hidden" name={`rows[${position}][row]`} value={row.row} />
                </th>
                {BULK_ASSET_COLUMNS.map((field) => (
                  <td key={field}>
                    <input
                      name={`rows[${position}][${field}]`}
                      defaultValue={field === "planned" ? plannedCell(row) : (row.values[field] ?? "")}
                      aria-label={t("bulk.cellLabel", { column: t(`fields.${field}`), row: row.row })}
                      aria-invalid={row.errors.some((error) => error.field === field) ? true : undefined}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="form-actions">
        <button type="submit" className="button button--primary">{t("bulk.retry", { count: failed.length })}</button>
      </div>
    </Form>
  );
}
