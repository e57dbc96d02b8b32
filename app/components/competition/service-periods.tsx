import { useTranslation } from "~/i18n/react";
import { RATE_TYPES, REQUIRED_RATES } from "~/domain/market/enums";
import { EMPTY_VALUE, capacityText, dateText, money, periodEndShown, serviceDaysPreset } from "~/domain/market/format";
import type { Competition, ServiceWindow } from "~/upstream/schemas/market";
import { TableScroll } from "~/components/table-scroll";

type Props = { competition: Competition; locale: string };

/** Service periods and their windows; a period's exclusive end is shown as its last day. */
export function ServicePeriods({ competition, locale }: Props) {
  const { t } = useTranslation("market");
  const periods = competition.service_periods ?? [];
  if (!periods.length) return <p>{t("field.noPeriods")}</p>;
  return (
    <div className="service-periods">
      <p className="hint">{t("field.timezoneNote")}</p>
      {periods.map((period) => (
        <section key={period.id} className="service-period" aria-labelledby={`period-${period.id}`}>
          <h3 id={`period-${period.id}`}>
            {period.name}{" "}
            <span className="service-period__dates">
              {t("field.periodDates", { start: dateText(period.start, locale), end: dateText(periodEndShown(period.end), locale) })}
            </span>
          </h3>
          {period.windows.length ? (
            <TableScroll label={period.name}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t("field.window")}</th>
                    <th scope="col">{t("field.windowTimes")}</th>
                    <th scope="col">{t("field.serviceDays")}</th>
                    <th scope="col">{t("field.holidayHandling")}</th>
                    <th scope="col">{t("field.capacityRequired")}</th>
                    {competition.fixed_price ? <th scope="col">{t("field.fixedPrices")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {period.windows.map((window) => (
                    <tr key={window.id} data-window-id={window.id}>
                      <th scope="row">
                        {window.name}
                        <br />
                        <span className="hint service-period__window-id">{t("field.windowId", { id: window.id })}</span>
                      </th>
                      <td>
                        {window.start_time}–{window.end_time}
                      </td>
                      <td>
                        <ServiceDays days={window.service_days} />
                      </td>
                      <td>{t(`holidayHandling.${window.holiday_handling}`)}</td>
                      <td>{capacityText(window.capacity_required, competition.power_type, locale)}</td>
                      {competition.fixed_price ? <td>{fixedPrices(window, competition, locale, t)}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <p>{t("field.noWindows")}</p>
          )}
        </section>
      ))}
    </div>
  );
}

export function ServiceDays({ days }: { days: readonly number[] }) {
  const { t } = useTranslation("market");
  const preset = serviceDaysPreset(days);
  if (preset !== "custom") return <>{t(`dayPreset.${preset}`)}</>;
  return <>{[...days].sort((a, b) => a - b).map((day) => t(`dayShort.${day}`)).join(", ")}</>;
}

function fixedPrices(window: ServiceWindow, competition: Competition, locale: string, t: (key: string) => string) {
  const required = competition.competition_type ? REQUIRED_RATES[competition.competition_type] : RATE_TYPES;
  const value = { availability: window.fixed_availability_price, utilisation: window.fixed_utilisation_price, service_fee: window.fixed_service_fee };
  const parts = required.map((rate) => `${t(`rate.${rate}`)} ${money(value[rate], competition.currency, locale)}`);
  return parts.length ? parts.join("; ") : EMPTY_VALUE;
}
