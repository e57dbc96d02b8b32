import { EMPTY_VALUE, dateText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import { useTranslation } from "~/i18n/react";
import { gspNamesText } from "~/domain/clearing/gsps";
import { isScheduledInterval } from "~/domain/clearing/interval-kind";
import type { DemandInterval, GridSupplyPointOption } from "~/domain/clearing/types";
import { TableScroll } from "~/components/table-scroll";
import type { ClearingUnits } from "./view";

type Props = { intervals: DemandInterval[]; gridSupplyPoints: GridSupplyPointOption[]; units: ClearingUnits };

/** The demand intervals the clearing runs for, as the operator typed them. */
export function IntervalList({ intervals, gridSupplyPoints, units }: Props) {
  const { t } = useTranslation("clearing");
  const locale = useRootData()?.locale ?? "en-GB";
  if (!intervals.length) return <p data-testid="demand-intervals">{t("pages.clearing.noIntervals")}</p>;
  return (
    <TableScroll label={t("pages.clearing.intervals")}>
      <table className="data-table" data-testid="demand-intervals">
        <caption>{t("pages.clearing.intervals")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("pages.clearing.when")}</th>
            <th scope="col">{`${t("pages.clearing.maxUtilisationRate")} (${units.rate})`}</th>
            <th scope="col">{`${t("pages.clearing.requiredCapacity")} (${units.capacity})`}</th>
            <th scope="col">{t("pages.clearing.excludeGsps")}</th>
          </tr>
        </thead>
        <tbody>
          {intervals.map((interval, index) => (
            <tr key={index}>
              <th scope="row">
                {isScheduledInterval(interval)
                  ? t("pages.clearing.scheduled", { start: dateText(interval.period_dates.start, locale), end: dateText(interval.period_dates.end, locale), from: interval.start_time, to: interval.end_time })
                  : t("pages.clearing.dated", { startDate: dateText(interval.start_date, locale), from: interval.start_time, endDate: dateText(interval.end_date, locale), to: interval.end_time })}
              </th>
              <td>{interval.max_utilisation_rate}</td>
              <td>{interval.required_capacity}</td>
              <td>{gspNamesText(interval.exclude_gsps, gridSupplyPoints) || EMPTY_VALUE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
