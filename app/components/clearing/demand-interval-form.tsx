import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { checkDemandIntervalForm, demandIntervalFormSchema, overlapWarning, type DemandInterval, type DemandIntervalFields } from "~/domain/clearing";
import { translateError } from "~/components/form-field";
import { ClearingField, ClearingStateFields } from "./clearing-field";
import { CLEARING_INTENTS, OVERLAP_SEEN_FIELD, type ClearingView } from "./view";

type Props = { view: ClearingView; fetcher: FetcherWithComponents<unknown>; busy: boolean };

/**
 * The add-demand-interval step (day-ahead, CLEAR-01, CLEAR-03): one interval, added to the
 * current ones or replacing them. Excluded grid supply points are checked on blur when
 * JavaScript runs, and always on the server.
 */
export function DemandIntervalForm({ view, fetcher, busy }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const context = { periods: view.periods, gridSupplyPoints: view.gridSupplyPoints, scheduledDispatch: view.scheduledDispatch };
  const [form, fields] = useForm<DemandIntervalFields, DemandInterval>({
    id: "clearing-demand-interval",
    lastResult: view.reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: demandIntervalFormSchema(context) }),
  });
  const typed: DemandIntervalFields = {
    start_date: fields.start_date.value,
    start_time: fields.start_time.value,
    end_time: fields.end_time.value,
    max_utilisation_rate: fields.max_utilisation_rate.value,
    required_capacity: fields.required_capacity.value,
    exclude_gsps: fields.exclude_gsps.value,
  };
  const checked = checkDemandIntervalForm(typed, context);
  const live = checked.complete ? overlapWarning(view.intervals, checked.interval, { trim: view.trim }) : null;
  const warning = live?.message ?? view.overlapWarning;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="form clearing-form">
      <AuthenticityTokenInput />
      <ClearingStateFields fields={view.fields} competition={view.competition} />
      <ClearingField field={fields.start_date} label={t("pages.clearing.startDate")} type="date" />
      <ClearingField field={fields.start_time} label={t("pages.clearing.startTime")} type="time" />
      <ClearingField field={fields.end_time} label={t("pages.clearing.endTime")} type="time" />
      <ClearingField field={fields.max_utilisation_rate} label={t("pages.clearing.maxUtilisationRate")} inputMode="decimal" />
      <ClearingField field={fields.required_capacity} label={t("pages.clearing.requiredCapacity")} inputMode="decimal" />
      <ClearingField
        field={fields.exclude_gsps}
        label={t("pages.clearing.excludeGsps")}
        hint={t("pages.clearing.excludeGspsHint", { names: view.gridSupplyPoints.map((gsp) => gsp.name).join(", ") || "-" })}
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
