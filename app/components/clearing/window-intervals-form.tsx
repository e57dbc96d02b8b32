import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { dateText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { windowIntervalFields } from "~/domain/clearing/window-rows";
import { ClearingField, ClearingStateFields } from "./clearing-field";
import { useClearingReply } from "./clearing-reply";
import { gspCheck } from "./gsp-check";
import { CLEARING_INTENTS, type ClearingUnits, type ClearingView } from "./view";

type Props = { view: ClearingView; fetcher: FetcherWithComponents<unknown>; busy: boolean; units: ClearingUnits };

const HIDDEN = ["window_id", "start_date", "start_time", "end_time", "period_end", "holiday_handling"] as const;

/**
 * The service-window-intervals step (CLEAR-01): a row per service window, its times and
 * start date taken from the window, the operator giving the maximum utilisation rate.
 * Excluded grid supply points are checked on blur when JavaScript runs, and always on the server.
 * With no demand intervals yet the rows are added; once there are some, they replace them.
 */
export function WindowIntervalsForm({ view, fetcher, busy, units }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const locale = useRootData()?.locale ?? "en-GB";
  const rows = windowIntervalFields(view.periods, { scheduledDispatch: view.scheduledDispatch });
  const defaults = Object.fromEntries(
    rows.flatMap((row, index) => [
      [`intervals[${index}].max_utilisation_rate`, row.max_utilisation_rate],
      [`intervals[${index}].required_capacity`, row.required_capacity],
      [`intervals[${index}].exclude_gsps`, row.exclude_gsps],
    ]),
  );
  const { form, field } = useClearingReply("clearing-window-intervals", view.reply, defaults);
  const windowNames = new Map(view.periods.flatMap((period) => period.service_windows.map((window) => [String(window.id), { name: window.name, times: `${window.start_time}–${window.end_time}` }])));
  if (!rows.length) return <p>{t("pages.clearing.noWindows")}</p>;
  const check = gspCheck(view.gridSupplyPoints);
  // The names that may be excluded, beside each field that takes them.
  const gspHint = t("pages.clearing.excludeGspsHint", { names: view.gridSupplyPoints.map((gsp) => gsp.name).join(", ") || "-" });
  return (
    <fetcher.Form method="post" {...form} className="form clearing-form">
      <AuthenticityTokenInput />
      <ClearingStateFields fields={view.fields} competition={view.competition} />
      {rows.map((original, index) => {
        const name = (cell: string) => `intervals[${index}].${cell}`;
        return (
          <fieldset key={name("")} className="clearing-form__row" data-window-id={original.window_id}>
            <legend>
              {t("pages.clearing.windowRow", { name: windowNames.get(original.window_id ?? "")?.name ?? "", times: windowNames.get(original.window_id ?? "")?.times ?? "", date: dateText(original.start_date, locale) })}
            </legend>
            {HIDDEN.map((cell) => (original[cell] === undefined ? null : <input key={cell} type="hidden" name={name(cell)} value={original[cell]} />))}
            {(original.service_days ?? []).map((day) => (
              <input key={`day-${day}`} type="hidden" name={name("service_days")} value={day} />
            ))}
            <ClearingField field={field(name("max_utilisation_rate"))} label={`${t("pages.clearing.maxUtilisationRate")} (${units.rate})`} inputMode="decimal" />
            <ClearingField field={field(name("required_capacity"))} label={`${t("pages.clearing.requiredCapacity")} (${units.capacity})`} inputMode="decimal" />
            <ClearingField field={field(name("exclude_gsps"))} label={t("pages.clearing.excludeGsps")} hint={gspHint} check={check} />
          </fieldset>
        );
      })}
      <div className="form-actions">
        {/* With no intervals yet there is nothing to replace: the rows are added. */}
        {view.intervals.length ? (
          <button type="submit" name="intent" value={CLEARING_INTENTS.replace} className="button button--primary" disabled={busy}>
            {t("pages.clearing.replace")}
          </button>
        ) : (
          <button type="submit" name="intent" value={CLEARING_INTENTS.add} className="button button--primary" disabled={busy}>
            {t("pages.clearing.add")}
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}
