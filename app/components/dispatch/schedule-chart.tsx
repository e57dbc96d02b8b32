import { useId, type CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { shortLaneName, type Lane } from "~/domain/dispatch/schedule";
import { ChartScroll } from "~/components/chart-scroll";

type Props = { lanes: Lane[]; days: string[]; title: string };

const LABEL = 150;
const WIDTH = 760;
const LANE = 28;
const HEAD = 24;

/**
 * The seven-day timeline drawn on the server as SVG; the table beside it carries the same figures.
 * The lane names are a drawing of their own that stays at the box's left edge while the days
 * scroll under it on a narrow screen; both share one scale, so a wide screen sees one chart.
 */
export function ScheduleChart({ lanes, days, title }: Props) {
  const { t } = useTranslation("dispatch");
  const id = useId();
  const plot = WIDTH - LABEL;
  const height = HEAD + Math.max(1, lanes.length) * LANE;
  // The first day's line is drawn by both, each keeping its half, so it reads as one line.
  const firstLine = <line x1={LABEL} x2={LABEL} y1={0} y2={height} stroke="#9aa5b1" strokeWidth={1} />;
  return (
    <figure className="dispatch-schedule">
      <ChartScroll label={title} width={WIDTH}>
        <div className="dispatch-schedule__chart" style={{ "--label-share": LABEL, "--plot-share": plot } as CSSProperties}>
          {/* A list of the lanes, each named once in full by its title (a tooltip too); the name drawn may be cut to fit. */}
          <svg className="dispatch-schedule__lanes" viewBox={`0 0 ${LABEL} ${height}`} {...(lanes.length ? { role: "list" } : { "aria-hidden": true })}>
            {firstLine}
            {lanes.map((lane, index) => (
              <g key={lane.key} role="listitem" aria-labelledby={`${id}-lane-${index}`}>
                <title id={`${id}-lane-${index}`}>{lane.label}</title>
                <text x={4} y={HEAD + index * LANE + 18} fontSize={12} fill="#1f2933" aria-hidden="true">
                  {shortLaneName(lane.label)}
                </text>
              </g>
            ))}
          </svg>
          <svg className="dispatch-schedule__plot" viewBox={`${LABEL} 0 ${plot} ${height}`} role="img" aria-labelledby="schedule-chart-title">
            <title id="schedule-chart-title">{title}</title>
            {days.map((day, index) => (
              <g key={day}>
                {index === 0 ? firstLine : <line x1={LABEL + (plot * index) / days.length} x2={LABEL + (plot * index) / days.length} y1={0} y2={height} stroke="#9aa5b1" strokeWidth={1} />}
                <text x={LABEL + (plot * index) / days.length + 4} y={16} fontSize={12} fill="#1f2933">{day}</text>
              </g>
            ))}
            {lanes.map((lane, index) => (
              <g key={lane.key}>
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
        </div>
      </ChartScroll>
    </figure>
  );
}
