import { barChart, chartWidth } from "~/domain/reports/bar-chart";
import { REPORTS, type ReportName } from "~/domain/reports/definitions";
import { TableScroll } from "~/components/table-scroll";
import { useTranslation } from "~/i18n/react";
import { BarChartSvg } from "./bar-chart";
import { dateTimeFormat, numberFormat } from "~/domain/intl-formats";
import { currencySymbol, money } from "~/domain/market/format";
import { useRootData } from "~/root-data";

type Row = Record<string, string | number | null>;

/** One report: its chart, the table of the same numbers, and its CSV. */
export function ReportSection({ name, rows, locale, csvHref }: { name: ReportName; rows: Row[]; locale: string; csvHref: string }) {
  const { t } = useTranslation("analytics");
  const definition = REPORTS[name];
  const number = numberFormat(locale, { maximumFractionDigits: 3 });
  const monthName = dateTimeFormat(locale, { timeZone: "UTC", month: "long", year: "numeric" });
  const monthShort = dateTimeFormat(locale, { timeZone: "UTC", month: "short", year: "numeric" });
  // Amounts are in the selected region's currency, so every unit that names money (axis, headings) names that currency too.
  const currency = useRootData()?.currency;
  const units = { currency: currencySymbol(currency, locale) };
  // A product shows by its name (market:productType), not its code, and a month as the settlement reports name it; the CSV keeps the codes.
  const shown = (column: string, value: string | number | null) => {
    if (column === "product" && typeof value === "string" && value) return t(`market:productType.${value}`, { defaultValue: value });
    if (column === "month" && typeof value === "string" && /^\d{4}-\d{2}$/.test(value)) return monthName.format(new Date(`${value}-15T12:00:00Z`));
    return value;
  };
  const cell = (column: string, value: string | number | null) => {
    const text = shown(column, value);
    if (typeof text === "number" && definition.money?.includes(column)) return money(text, currency, locale);
    const unit = definition.prices?.[column];
    if (typeof text === "number" && unit) return t(`units.${unit}`, { value: money(text, currency, locale) });
    return text == null || text === "" ? "–" : typeof text === "number" ? number.format(text) : text;
  };
  const chart = barChart(
    rows.length,
    definition.series.map((key) => ({ key, values: rows.map((row) => (typeof row[key] === "number" ? (row[key] as number) : null)) })),
    // Room under each group for a short month ("Nov 2026"), up to a width a desktop draws without scrolling; past it labels thin out.
    { width: chartWidth(rows.length) },
  );
  const titleId = `report-${name}`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`reports.${name}.title`)}</h2>
      <p>{t(`reports.${name}.intro`)}</p>
      {rows.length === 0 ? (
        <p>{t("reports.empty")}</p>
      ) : (
        <>
          <BarChartSvg
            chart={chart}
            title={t(`reports.${name}.chart`)}
            seriesLabels={definition.series.map((key) => t(`columns.${key}`, units))}
            // Under the bars a month is short, so the competition's name keeps what room there is.
            categoryLabels={rows.map((row) => {
              const month = typeof row.month === "string" && /^\d{4}-\d{2}$/.test(row.month) ? monthShort.format(new Date(`${row.month}-15T12:00:00Z`)) : (row.month ?? null);
              return definition.category({ ...row, product: shown("product", row.product ?? null), month });
            })}
            formatTick={(value) => number.format(value)}
            unit={t(`axis.${definition.axis}`, units)}
          />
          <TableScroll label={t(`reports.${name}.title`)}>
            <table className="data-table">
              <thead>
                <tr>
                  {definition.columns.map((column) => (
                    <th key={column} scope="col">
                      {t(`columns.${column}`, units)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {definition.columns.map((column) => (
                      <td key={column}>{cell(column, row[column] ?? null)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      <p>
        <a href={csvHref}>
          {t("reports.csv", { name: t(`reports.${name}.title`) })}
        </a>
      </p>
    </section>
  );
}
