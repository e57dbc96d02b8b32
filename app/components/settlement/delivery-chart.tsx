import { ChartScroll } from "~/components/chart-scroll";
import type { SettlementEventDetail } from "~/upstream/schemas/settlement";
import type { SettlementFormat } from "./format";

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 48, right: 12, top: 12, bottom: 36 };

type Labels = { title: string; instructed: string; baseline: string; metered: string; delivered: string };

/**
 * Per half-hour: delivered energy as bars, baseline and metered as lines, the instruction as a
 * dashed line — drawn on the server, so it reads without JavaScript and prints. The table
 * beside it carries the same numbers.
 */
export function DeliveryChart({ periods, labels, format }: { periods: SettlementEventDetail["periods"]; labels: Labels; format: SettlementFormat }) {
  const values = periods.flatMap((period) => [period.instructed, period.baseline ?? 0, period.metered ?? 0, period.delivered ?? 0]);
  const top = Math.max(0.001, ...values) * 1.1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, periods.length);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const line = (pick: (period: SettlementEventDetail["periods"][number]) => number | null) =>
    periods.flatMap((period, index) => (pick(period) === null ? [] : [`${x(index).toFixed(1)},${y(pick(period)!).toFixed(1)}`])).join(" ");
  const ticks = [0, top / 2, top];
  return (
    <figure className="settlement-chart">
      <ChartScroll label={labels.title} width={WIDTH}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="delivery-chart-title" width="100%" preserveAspectRatio="xMidYMid meet">
          <title id="delivery-chart-title">{labels.title}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#c8c8c8" />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#333">
                {format.energy(tick)}
              </text>
            </g>
          ))}
          {periods.map((period, index) => (
            <g key={period.start}>
              <rect x={x(index) - step * 0.3} width={step * 0.6} y={y(period.delivered ?? 0)} height={y(0) - y(period.delivered ?? 0)} fill="#2e7d32" opacity="0.6" />
              <text x={x(index)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#333">
                {format.time(period.start)}
              </text>
            </g>
          ))}
          <polyline points={line((period) => period.baseline)} fill="none" stroke="#1f4e9c" strokeWidth="2" />
          <polyline points={line((period) => period.metered)} fill="none" stroke="#b3261e" strokeWidth="2" />
          <polyline points={line((period) => period.instructed)} fill="none" stroke="#333" strokeWidth="2" strokeDasharray="6 4" />
        </svg>
      </ChartScroll>
      <figcaption className="settlement-chart__legend">
        <span className="settlement-chart__key settlement-chart__key--delivered">{labels.delivered}</span>
        <span className="settlement-chart__key settlement-chart__key--baseline">{labels.baseline}</span>
        <span className="settlement-chart__key settlement-chart__key--metered">{labels.metered}</span>
        <span className="settlement-chart__key settlement-chart__key--instructed">{labels.instructed}</span>
      </figcaption>
    </figure>
  );
}
