import { useTranslation } from "~/i18n/react";
import { translateError } from "../form-field";
import { TableScroll } from "~/components/table-scroll";

export type RowErrorItem = { row: number | null; field: string | null; message: string };

/** Every reason a file or its rows were refused: row number (header is row 1), column and message. */
export function RowErrorsTable({ errors, caption }: { errors: readonly RowErrorItem[]; caption: string }) {
  const { t } = useTranslation(["upload", "bidding"]);
  return (
    <TableScroll label={caption}>
      <table className="data-table row-errors">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("upload:errorsTable.row")}</th>
            <th scope="col">{t("upload:errorsTable.field")}</th>
            <th scope="col">{t("upload:errorsTable.message")}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, position) => (
            <tr key={`${error.row}-${error.field}-${position}`} data-row={error.row ?? undefined} data-field={error.field ?? undefined}>
              <th scope="row">{error.row ?? t("upload:errorsTable.wholeFile")}</th>
              <td>{error.field ?? t("upload:errorsTable.wholeRow")}</td>
              <td>{translateError(t, error.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
