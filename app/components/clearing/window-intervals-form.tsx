import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { demandIntervalFormSchema, windowIntervalFields, type DemandInterval, type DemandIntervalFields } from "~/domain/clearing";
import { ClearingField, ClearingStateFields } from "./clearing-field";
import { CLEARING_INTENTS, type ClearingView } from "./view";

type Props = { view: ClearingView; fetcher: FetcherWithComponents<unknown>; busy: boolean };

/**
 * The service-window-intervals step (CLEAR-01): a row per service window, its times and
 * start date taken from the window, the operator giving the maximum utilisation rate.
 */
export function WindowIntervalsForm({ view, fetcher, busy }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const context = { periods: view.periods, gridSupplyPoints: view.gridSupplyPoints, scheduledDispatch: view.scheduledDispatch };
  const rows = windowIntervalFields(view.periods, { scheduledDispatch: view.scheduledDispatch });
  const [form, fields] = useForm<{ intervals: DemandIntervalFields[] }, { intervals: DemandInterval[] }>({
    id: "clearing-window-intervals",
    lastResult: view.reply,
    defaultValue: { intervals: rows },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: z.object({ intervals: z.array(demandIntervalFormSchema(context)) }) }),
  });
  const windowNames = new Map(view.periods.flatMap((period) => period.service_windows.map((window) => [String(window.id), `${window.start_time}–${window.end_time}`])));
  if (!rows.length) return <p>{t("pages.clearing.noWindows")}</p>;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="form clearing-form">
      <AuthenticityTokenInput />
      <ClearingStateFields fields={view.fields} competition={view.competition} />
      {fields.intervals.getFieldList().map((row, index) => {
        const cells = row.getFieldset();
        const original = rows[index] ?? {};
        return (
          <fieldset key={row.key} className="clearing-form__row" data-window-id={original.window_id}>
            <legend>
              {t("pages.clearing.windowRow", { times: windowNames.get(original.window_id ?? "") ?? "", date: original.start_date ?? "" })}
            </legend>
            {(["window_id", "start_date", "start_time", "end_time", "period_end", "holiday_handling"] as const).map((name) =>
              original[name] === undefined ? null : <input key={name} type="hidden" name={cells[name].name} value={original[name]} />,
            )}
            {(original.service_days ?? []).map((day) => (
              <input key={`day-${day}`} type="hidden" name={cells.service_days.name} value={day} />
            ))}
            <ClearingField field={cells.max_utilisation_rate} label={t("pages.clearing.maxUtilisationRate")} inputMode="decimal" />
            <ClearingField field={cells.required_capacity} label={t("pages.clearing.requiredCapacity")} inputMode="decimal" />
            <ClearingField field={cells.exclude_gsps} label={t("pages.clearing.excludeGsps")} />
          </fieldset>
        );
      })}
      <p className="form-field__hint">{t("pages.clearing.excludeGspsHint", { names: view.gridSupplyPoints.map((gsp) => gsp.name).join(", ") || "-" })}</p>
      <div className="form-actions">
        <button type="submit" name="intent" value={CLEARING_INTENTS.replace} className="button button--primary" disabled={busy}>
          {t("pages.clearing.replace")}
        </button>
      </div>
    </fetcher.Form>
  );
}
