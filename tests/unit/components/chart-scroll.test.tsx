// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { ScheduleChart } from "~/components/dispatch/schedule-chart";
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
    expect(chartBox(host).chart?.getAttribute("viewBox")).toMatch(/^0 0 760 /);
  });
});
