import { categoryLabelLines, type Chart } from "~/domain/reports/bar-chart";
import { ChartScroll } from "~/components/chart-scroll";

const COLOURS = ["#1d4ed8", "#b45309", "#047857"];

/** The chart drawn on the server; the table beside it carries the same numbers for everyone. */
export function BarChartSvg({
  chart,
  title,
  seriesLabels,
  categoryLabels,
  formatTick,
  unit,
}: {
  chart: Chart;
  title: string;
  seriesLabels: string[];
  categoryLabels: string[];
  formatTick: (value: number) => string;
  /** What the y axis counts, written above it. */
  unit: string;
}) {
  const { plot } = chart;
  return (
    <figure className="report-chart">
      <ChartScroll label={title} width={chart.width}>
        <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={title} width="100%" preserveAspectRatio="xMinYMin meet">
          <text x={4} y={12} fontSize="11" fontWeight="600" fill="#374151">
            {unit}
          </text>
          {chart.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#d1d5db" />
              <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize="11" fill="#374151">
                {formatTick(tick.value)}
              </text>
            </g>
          ))}
          {chart.bars.map((bar) => (
            <rect key={`${bar.series}-${bar.category}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={COLOURS[bar.seriesIndex % COLOURS.length]} />
          ))}
          {chart.groups.map((group, index) =>
            chart.groups.length <= 12 ? (
              <text key={index} x={group.x + group.width / 2} y={plot.bottom + 15} textAnchor="middle" fontSize="11" fill="#374151">
                <title>{categoryLabels[index] ?? ""}</title>
                {categoryLabelLines(categoryLabels[index] ?? "", group.width).map((line, lineIndex) => (
                  <tspan key={lineIndex} x={group.x + group.width / 2} dy={lineIndex ? 13 : 0}>
                    {line}
                  </tspan>
                ))}
              </text>
            ) : null,
          )}
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#374151" />
        </svg>
      </ChartScroll>
      <figcaption>
        <ul className="report-legend">
          {seriesLabels.map((label, index) => (
            <li key={label}>
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={COLOURS[index % COLOURS.length]} />
              </svg>{" "}
              {label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
