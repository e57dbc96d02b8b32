// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { ScheduleChart } from "~/components/dispatch/schedule-chart";
import { BarChartSvg } from "~/components/reports/bar-chart";
import { barChart } from "~/domain/reports/bar-chart";
import { renderServerHtml } from "../../support/render";

/** The box the server sends around a chart: its name, whether it takes focus, and the width the chart is not drawn below. */
function chartBox(host: HTMLElement) {
  const box = host.querySelector<HTMLElement>("[role='region']")!;
  return { label: box.getAttribute("aria-label"), tabIndex: box.getAttribute("tabindex"), style: box.getAttribute("style"), chart: box.querySelector("svg[role='img']") };
}

describe("a chart in its scrolling box, as the server sends it", () => {
  test("DISP-01 ROUTE-06 the dispatch schedule's timeline keeps its 760 px drawing width in a labelled box that takes focus", () => {
    const lanes = [{ key: "a1", label: "Kirkstall Pumping Station", bars: [{ id: 1, reference: "DI-000001", status: "scheduled", x: 0.1, width: 0.05 }] }];
    const host = renderServerHtml(<ScheduleChart lanes={lanes} days={["Mon 1 Dec", "Tue 2 Dec"]} title="Dispatch timeline for the next seven days" />);
    expect(chartBox(host)).toMatchObject({ label: "Dispatch timeline for the next seven days", tabIndex: "0", style: "--chart-width:760px" });
    // The lane names (x 0–150) and the days (x 150–760) are two drawings that together span the 760 px.
    const drawings = [...host.querySelectorAll("[role='region'] svg")].map((svg) => svg.getAttribute("viewBox"));
    expect(drawings).toEqual([expect.stringMatching(/^0 0 150 /), expect.stringMatching(/^150 0 610 /)]);
    expect(chartBox(host).chart?.getAttribute("viewBox")).toMatch(/^150 0 610 /);
    // The lane's drawn name is cut to the column; its title holds the whole name.
    const names = host.querySelector("[role='region'] svg:not([role='img'])");
    expect(names?.querySelector("text")?.textContent).toBe("Kirkstall Pumping Sta…");
    expect(names?.querySelector("title")?.textContent).toBe("Kirkstall Pumping Station");
  });

  test("ROUTE-01 ROUTE-06 an analytics report's bar chart keeps its drawing width in a labelled box that takes focus, its legend outside the box", () => {
    const chart = barChart(2, [{ key: "bids", values: [3, 5] }]);
    const host = renderServerHtml(<BarChartSvg chart={chart} title="Bar chart of bids" seriesLabels={["Bids"]} categoryLabels={["North", "South"]} formatTick={String} unit="MWh" />);
    expect(chartBox(host)).toMatchObject({ label: "Bar chart of bids", tabIndex: "0", style: `--chart-width:${chart.width}px` });
    expect(chartBox(host).chart?.getAttribute("viewBox")).toBe(`0 0 ${chart.width} ${chart.height}`);
    expect(host.querySelector("[role='region'] .report-legend")).toBeNull();
    expect(host.querySelector("figcaption .report-legend")).not.toBeNull();
  });
});
