import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { translateError } from "~/components/form-errors";
import { ClearingField, ClearingStateFields } from "./clearing-field";
import { useClearingReply } from "./clearing-reply";
import { gspCheck } from "./gsp-check";
import { CLEARING_INTENTS, OVERLAP_SEEN_FIELD, type ClearingUnits, type ClearingView } from "./view";

type Props = { view: ClearingView; fetcher: FetcherWithComponents<unknown>; busy: boolean; units: ClearingUnits };

/**
 * The add-demand-interval step (day-ahead, CLEAR-01, CLEAR-03): one interval, added to the
 * current ones or replacing them. The action validates it and answers any overlap with the
 * warning, which a second Add accepts; excluded grid supply points are also checked on blur
 * when JavaScript runs.
 */
export function DemandIntervalForm({ view, fetcher, busy, units }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const { form, field } = useClearingReply("clearing-demand-interval", view.reply);
  const warning = view.overlapWarning;
  return (
    <fetcher.Form method="post" {...form} className="form clearing-form">
      <AuthenticityTokenInput />
      <ClearingStateFields fields={view.fields} competition={view.competition} />
      <ClearingField field={field("start_date")} label={t("pages.clearing.startDate")} type="date" />
      <ClearingField field={field("start_time")} label={t("pages.clearing.startTime")} type="time" />
      <ClearingField field={field("end_time")} label={t("pages.clearing.endTime")} type="time" />
      <ClearingField field={field("max_utilisation_rate")} label={`${t("pages.clearing.maxUtilisationRate")} (${units.rate})`} inputMode="decimal" />
      <ClearingField field={field("required_capacity")} label={`${t("pages.clearing.requiredCapacity")} (${units.capacity})`} inputMode="decimal" />
      <ClearingField
        field={field("exclude_gsps")}
        label={t("pages.clearing.excludeGsps")}
        hint={t("pages.clearing.excludeGspsHint", { names: view.gridSupplyPoints.map((gsp) => gsp.name).join(", ") || "-" })}
        check={gspCheck(view.gridSupplyPoints)}
      />
      {warning ? (
        <div className="form-warning" role="alert" data-testid="overlap-warning">
          <p>{translateError(t, warning)}</p>
          <input type="hidden" name={OVERLAP_SEEN_FIELD} value="1" />
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" name="intent" value={CLEARING_INTENTS.add} className="button button--primary" disabled={busy}>
          {t("pages.clearing.add")}
        </button>
        <button type="submit" name="intent" value={CLEARING_INTENTS.replace} className="button" disabled={busy}>
          {t("pages.clearing.replace")}
        </button>
      </div>
    </fetcher.Form>
  );
}
