import { categoryLabelLines, groupLabels, type Chart } from "~/domain/reports/bar-chart";
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
  const labels = groupLabels(chart);
  // With labels under some groups only, a tick marks which group each one names.
  const thinned = labels.length < chart.groups.length;
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
          {chart.groups.map((_, index) => (
            <g key={index}>
              <title>{categoryLabels[index] ?? ""}</title>
              {chart.bars
                .filter((bar) => bar.category === index)
                .map((bar) => (
                  <rect key={bar.series} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={COLOURS[bar.seriesIndex % COLOURS.length]} />
                ))}
            </g>
          ))}
          {labels.map((label) => (
            <g key={label.category}>
              {thinned ? <line x1={label.x} x2={label.x} y1={plot.bottom} y2={plot.bottom + 4} stroke="#374151" /> : null}
              <text x={label.x} y={plot.bottom + 15} textAnchor="middle" fontSize="11" fill="#374151">
                <title>{categoryLabels[label.category] ?? ""}</title>
                {categoryLabelLines(categoryLabels[label.category] ?? "", label.width).map((line, lineIndex) => (
                  <tspan key={lineIndex} x={label.x} dy={lineIndex ? 13 : 0}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
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
