import type { FetcherWithComponents } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ClearingField, ClearingStateFields } from "./clearing-field";
import { useClearingReply } from "./clearing-reply";
import { CLEARING_INTENTS, type ClearingView } from "./view";

type Props = { view: ClearingView; fetcher: FetcherWithComponents<unknown>; busy: boolean };

/** CLEAR-07: fixed-price competitions ask a maximum price per window; only windows given a price are cleared. */
export function FixedPriceForm({ view, fetcher, busy }: Props) {
  const { t } = useTranslation(["clearing", "validation"]);
  const windows = view.periods.flatMap((period) => period.service_windows.map((window) => ({ window, start: period.period_dates.start })));
  const { form, field } = useClearingReply("clearing-fixed-price", view.reply);
  if (!windows.length) return <p>{t("pages.clearing.noWindows")}</p>;
  return (
    <fetcher.Form method="post" {...form} className="form clearing-form">
      <AuthenticityTokenInput />
      <ClearingStateFields fields={view.fields} competition={view.competition} />
      <p>{t("pages.clearing.fixedPriceIntro")}</p>
      {windows.map((entry, index) => (
        <fieldset key={`intervals[${index}]`} className="clearing-form__row" data-window-id={entry.window.id}>
          <legend>{t("pages.clearing.windowRow", { times: `${entry.window.start_time}–${entry.window.end_time}`, date: entry.start })}</legend>
          <input type="hidden" name={`intervals[${index}].window_id`} value={entry.window.id} />
          <ClearingField field={field(`intervals[${index}].max_price`)} label={t("pages.clearing.maxPrice")} inputMode="decimal" />
        </fieldset>
      ))}
      <div className="form-actions">
        {/* With no intervals yet there is nothing to replace: the priced windows are added. */}
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
