import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CREATED_BEFORE_FIELD, INTENTS, RETRY_FILE_FIELD, RETRY_TOKEN_FIELD, retryFieldName, type ActionOutcome, type CreateOutcome, type FailedBidRow } from "./bulk-result";
import { columnOf } from "./columns";
import { TableScroll } from "~/components/table-scroll";

const EDITABLE = [
  ["capacity", "capacity_mw"],
  ["max_runtime", "max_runtime"],
  ["availability_price", "availability_price"],
  ["utilisation_price", "utilisation_price"],
  ["service_fee", "service_fee"],
] as const;

const valueOf = (value: string | number | null) => (value === null ? "" : String(value));

/**
 * BID-08: just the rows that were not created, each with its values in the form (the ones a
 * user may correct as inputs, the row's identity as hidden fields), so nothing uploaded is
 * lost and a retry sends those rows alone.
 */
export function RetryForm({ outcome, action, fetcher }: { outcome: CreateOutcome; action: string; fetcher: FetcherWithComponents<ActionOutcome> }) {
  const { t } = useTranslation("upload");
  const busy = fetcher.state !== "idle";
  const invalid = (row: FailedBidRow, column: string) => row.errors.some((error) => error.field === column);
  return (
    <fetcher.Form method="post" action={action} className="form retry-form">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={INTENTS.retry} />
      <input type="hidden" name={CREATED_BEFORE_FIELD} value={outcome.total} />
      {outcome.retry ? (
        <>
          <input type="hidden" name={RETRY_FILE_FIELD} value={outcome.retry.file} />
          <input type="hidden" name={RETRY_TOKEN_FIELD} value={outcome.retry.token} />
        </>
      ) : null}
      <TableScroll label={t("retry.caption")}>
        <table className="data-table retry-table">
          <caption>{t("retry.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("errorsTable.row")}</th>
              <th scope="col">{t("columns.competition_id")}</th>
              <th scope="col">{t("columns.service_window_id")}</th>
              <th scope="col">{t("columns.asset_refs")}</th>
              {EDITABLE.map(([, column]) => (
                <th scope="col" key={column}>
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {outcome.failed.map((failed, position) => (
              <tr key={`${failed.row}-${position}`} data-row={failed.row}>
                <th scope="row">
                  {failed.row}
                  <input type="hidden" name={retryFieldName(position, "row")} value={failed.row} />
                  <input type="hidden" name={retryFieldName(position, "competition")} value={failed.bid.competition} />
                  <input type="hidden" name={retryFieldName(position, "service_window")} value={failed.bid.service_window} />
                  <input type="hidden" name={retryFieldName(position, "ballot_assets")} value={JSON.stringify(failed.bid.ballot_assets)} />
                </th>
                <td>{failed.bid.competition}</td>
                <td>{failed.bid.service_window}</td>
                <td>{failed.bid.ballot_assets.map((asset) => `#${asset.flex_asset}${asset.planned ? ` ${t("retry.planned")}` : ""}`).join(", ")}</td>
                {EDITABLE.map(([field, column]) => (
                  <td key={field}>
                    <input
                      name={retryFieldName(position, field)}
                      defaultValue={valueOf(failed.bid[field])}
                      aria-label={t("retry.cellLabel", { column: t(`columns.${column}`), row: failed.row })}
                      aria-invalid={invalid(failed, columnOf(field) ?? "") ? true : undefined}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("retry.retrying") : t("retry.submit", { count: outcome.failed.length })}
        </button>
      </div>
    </fetcher.Form>
  );
}
