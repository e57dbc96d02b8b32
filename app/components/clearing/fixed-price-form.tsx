import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { fixedPriceFormSchema, type DemandInterval, type FixedPriceFields } from "~/domain/clearing";
import { ClearingField, ClearingStateFields } from "./clearing-field";
import { CLEARING_INTENTS, type ClearingView } from "./view";

type Props = { view: ClearingView; fetcher: FetcherWithComponents<unknown>; busy: boolean };

/** CLEAR-07: fixed-price competitions ask a maximum price per window; only windows given a price are cleared. */
export function FixedPriceForm({ view, fetcher, busy }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const context = { periods: view.periods, gridSupplyPoints: view.gridSupplyPoints, scheduledDispatch: view.scheduledDispatch };
  const windows = view.periods.flatMap((period) => period.service_windows.map((window) => ({ window, start: period.period_dates.start })));
  const [form, fields] = useForm<{ intervals: FixedPriceFields[] }, DemandInterval[]>({
    id: "clearing-fixed-price",
    lastResult: view.reply,
    defaultValue: { intervals: windows.map(({ window }) => ({ window_id: String(window.id), max_price: "" })) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: fixedPriceFormSchema(context) }),
  });
  if (!windows.length) return <p>{t("pages.clearing.noWindows")}</p>;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="form clearing-form">
      <AuthenticityTokenInput />
      <ClearingStateFields fields={view.fields} competition={view.competition} />
      <p>{t("pages.clearing.fixedPriceIntro")}</p>
      {fields.intervals.getFieldList().map((row, index) => {
        const cells = row.getFieldset();
        const entry = windows[index];
        if (!entry) return null;
        return (
          <fieldset key={row.key} className="clearing-form__row" data-window-id={entry.window.id}>
            <legend>{t("pages.clearing.windowRow", { times: `${entry.window.start_time}–${entry.window.end_time}`, date: entry.start })}</legend>
            <input type="hidden" name={cells.window_id.name} value={entry.window.id} />
            <ClearingField field={cells.max_price} label={t("pages.clearing.maxPrice")} inputMode="decimal" />
          </fieldset>
        );
      })}
      <div className="form-actions">
        <button type="submit" name="intent" value={CLEARING_INTENTS.replace} className="button button--primary" disabled={busy}>
          {t("pages.clearing.replace")}
        </button>
      </div>
    </fetcher.Form>
  );
}
