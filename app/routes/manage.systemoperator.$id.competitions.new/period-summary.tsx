import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import type { PeriodDraft, WindowDraft } from "~/domain/competition-form/draft";
import { resolveServiceDays } from "~/domain/competition-form/service-days";
import { isOvernightWindow } from "~/domain/competition-form/window-times";
import { amountText, DASH, shown } from "./review-values";

type Props = { period: PeriodDraft; number: number; powerUnit: string; locale: string };

/** One service period of the review: its windows, each with the optional values the operator entered. */
export function PeriodSummary({ period, number, powerUnit, locale }: Props) {
  const { t } = useTranslation(["operator", "market"]);
  return (
    <article>
      <h3>
        {t("periods.period", { number })}: {shown(period.name)} ({t("review.range", { min: shown(period.start), max: shown(period.end) })})
      </h3>
      <ul>
        {(period.service_windows ?? []).map((window, index) => {
          const days = resolveServiceDays(window.service_day_preset, window.service_days).map((day) => t(`market:dayShort.${day}`));
          const optional = optionalValues(window, powerUnit, locale, t);
          return (
            <li key={index}>
              {t("review.window", {
                name: shown(window.name),
                start: shown(window.start),
                end: isOvernightWindow(window.start, window.end) ? t("review.nextDay", { time: shown(window.end) }) : shown(window.end),
                days: days.join(", ") || DASH,
                capacity: shown(window.capacity_required),
                unit: powerUnit,
                holidays: t(`market:holidayHandling.${window.public_holiday_handling ?? "ignore"}`, { defaultValue: DASH }),
              })}
              {optional.length ? (
                <dl className="data-list">
                  {optional.map(([term, value]) => (
                    <Fragment key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </Fragment>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** The window's optional values that were entered, labelled as on the form; amounts as money. */
function optionalValues(window: WindowDraft, powerUnit: string, locale: string, t: (key: string, values?: Record<string, string>) => string): [string, string][] {
  const rows: [string, string | undefined, "amount" | "text"][] = [
    [t("periods.minimumAggregate", { unit: powerUnit }), window.minimum_aggregate_asset_size, "text"],
    [t("periods.requiredResponseTime"), window.required_response_time, "text"],
    [t("periods.minimumRunTime"), window.minimum_run_time, "text"],
    [t("periods.dispatchEstimate"), window.dispatch_estimate, "text"],
    [t("periods.dispatchDuration"), window.dispatch_duration, "text"],
    [t("periods.availableHoursOverride"), window.available_hours_override, "text"],
    [t("periods.fixedAvailabilityPrice"), window.fixed_availability_price, "amount"],
    [t("periods.fixedUtilisationPrice"), window.fixed_utilisation_price, "amount"],
    [t("periods.fixedServiceFee"), window.fixed_service_fee, "amount"],
  ];
  return rows.filter(([, value]) => value?.trim()).map(([term, value, kind]) => [term, kind === "amount" ? amountText(value, locale) : shown(value)]);
}
