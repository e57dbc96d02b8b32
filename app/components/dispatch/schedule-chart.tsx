import { useTranslation } from "~/i18n/react";
import type { Lane } from "~/domain/dispatch/schedule";
import { ChartScroll } from "~/components/chart-scroll";

type Props = { lanes: Lane[]; days: string[]; title: string };

const LABEL = 150;
const WIDTH = 760;
const LANE = 28;
const HEAD = 24;

/** The seven-day timeline drawn on the server as SVG; the table beside it carries the same figures. */
export function ScheduleChart({ lanes, days, title }: Props) {
  const { t } = useTranslation("dispatch");
  const plot = WIDTH - LABEL;
  const height = HEAD + Math.max(1, lanes.length) * LANE;
  return (
    <figure className="dispatch-schedule">
      <ChartScroll label={title} width={WIDTH}>
        <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="schedule-chart-title">
          <title id="schedule-chart-title">{title}</title>
          {days.map((day, index) => (
            <g key={day}>
              <line x1={LABEL + (plot * index) / days.length} x2={LABEL + (plot * index) / days.length} y1={0} y2={height} stroke="#9aa5b1" strokeWidth={1} />
              <text x={LABEL + (plot * index) / days.length + 4} y={16} fontSize={12} fill="#1f2933">{day}</text>
            </g>
          ))}
          {lanes.map((lane, index) => (
            <g key={lane.key}>
              <text x={4} y={HEAD + index * LANE + 18} fontSize={12} fill="#1f2933">{lane.label.length > 22 ? `${lane.label.slice(0, 21)}…` : lane.label}</text>
              {lane.bars.map((bar) => (
                <rect
                  key={bar.id}
                  x={LABEL + bar.x * plot}
                  y={HEAD + index * LANE + 5}
                  width={Math.max(2, bar.width * plot)}
                  height={LANE - 10}
                  className={`dispatch-bar dispatch-bar--${bar.status}`}
                >
                  <title>{`${bar.reference}: ${t(`status.${bar.status}`, { defaultValue: t("status.unknown") })}`}</title>
                </rect>
              ))}
            </g>
          ))}
        </svg>
      </ChartScroll>
    </figure>
  );
}
