import { describe, expect, test } from "vitest";
import { barChart, categoryLabelLines, chartWidth, groupLabels, LABEL_ROOM, labelTextWidth } from "~/domain/reports/bar-chart";

/** How wide a line of 11 px labels is at most, by the rule the chart draws them with. */
const widthOf = (line: string) => labelTextWidth(line);

/** Lines of 11 px labels as DejaVu Sans (the widest common fallback, Chromium's on Linux) draws them, measured in the browser. */
const DRAWN_WIDTHS: [string, number][] = [
  ["Sept 2026", 56.5],
  ["Nov 2026", 53],
  ["dez. 2026", 54.5],
  ["Northumb…", 66.4],
  ["Bradford…", 58.7],
  ["Weekday…", 61.4],
  ["Leeds Sustain", 76.5],
  ["Yorkshire Winter…", 100.5],
];

/** A chart of `count` groups as the reports draw it. */
const chartOf = (count: number) => barChart(count, [{ key: "bids", values: Array.from({ length: count }, (_, index) => index + 1) }], { width: chartWidth(count) });

describe("the analytics charts' category labels", () => {
  test("a competition and month label keeps the month on its own line and shortens the name to its bars' width", () => {
    const chart = barChart(8, [{ key: "delivered_mwh", values: [1, 2, 3, 4, 5, 6, 7, 8] }], { width: 640 });
    const width = chart.groups[0].width;
    const lines = categoryLabelLines("Yorkshire Winter Peak Flexibility · Sep 2026", width);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("Sep 2026");
    expect(lines[0]).toMatch(/^Yorkshir.*…$/);
    expect(lines.every((line) => widthOf(line) <= width)).toBe(true);
  });

  test("a product's name wraps onto two lines at a word, each within its group, never run into the next", () => {
    const lines = categoryLabelLines("Operational Utilisation", 80);
    expect(lines).toEqual(["Operational", "Utilisation"]);
    const narrow = categoryLabelLines("Operational Utilisation Plus Extra", 60);
    expect(narrow).toHaveLength(2);
    expect(narrow.every((line) => widthOf(line) <= 60)).toBe(true);
    expect(narrow[1].endsWith("…")).toBe(true);
  });

  test("a label that fits stays whole on one line", () => {
    expect(categoryLabelLines("Leeds", 120)).toEqual(["Leeds"]);
  });

  test("a line is reckoned at least as wide as the browser draws it, so labels that fit by the rule do not touch on screen", () => {
    for (const [line, drawn] of DRAWN_WIDTHS) expect(labelTextWidth(line), line).toBeGreaterThanOrEqual(drawn);
  });

  test("the longest short month of the reports' languages fits whole under one group of the widest chart", () => {
    const chart = chartOf(12);
    for (const month of ["Sept 2026", "Nov 2026", "dez. 2026", "set 2026"]) expect(categoryLabelLines(`Northumberland Secure · ${month}`, chart.groups[0].width)[1]).toBe(month);
  });

  test("up to 12 groups every group has its own label, as wide as the group", () => {
    for (let count = 1; count <= 12; count++) {
      const chart = chartOf(count);
      const labels = groupLabels(chart);
      expect(labels.map((label) => label.category)).toEqual(chart.groups.map((_, index) => index));
      for (const label of labels) expect(label.width).toBe(chart.groups[0].width);
    }
  });

  test("past 12 groups every n-th group from the first has a label, n the fewest groups that give a label its room", () => {
    const chart = chartOf(54);
    expect(chart.width).toBe(chartWidth(12));
    const step = Math.ceil(LABEL_ROOM / chart.groups[0].width);
    expect(step).toBeGreaterThan(1);
    const labels = groupLabels(chart);
    expect(labels.map((label) => label.category)).toEqual(Array.from({ length: labels.length }, (_, index) => index * step));
    expect(labels.length).toBeGreaterThanOrEqual(Math.floor(53 / step));
  });

  test("on any chart the labels never overlap, stay inside the chart, have room for a short month, and their lines fit that room", () => {
    for (let count = 1; count <= 120; count++) {
      const chart = chartOf(count);
      const labels = groupLabels(chart);
      expect(labels.length, `${count} groups`).toBeGreaterThan(0);
      expect(labels[0].category).toBe(0);
      labels.forEach((label, index) => {
        expect(label.width, `${count} groups`).toBeGreaterThanOrEqual(LABEL_ROOM);
        expect(label.x - label.width / 2).toBeGreaterThanOrEqual(0);
        expect(label.x + label.width / 2).toBeLessThanOrEqual(chart.width);
        const next = labels[index + 1];
        if (next) expect(label.x + label.width / 2, `${count} groups, label ${index}`).toBeLessThanOrEqual(next.x - next.width / 2 + 1e-9);
        const lines = categoryLabelLines("Yorkshire Winter Peak Flexibility · Weekday evening peak", label.width);
        expect(lines.every((line) => widthOf(line) <= label.width)).toBe(true);
      });
      // No stretch of unlabelled groups is longer than the step, at the end included.
      const last = labels[labels.length - 1].category;
      const step = labels.length > 1 ? labels[1].category : 1;
      expect(count - 1 - last, `${count} groups`).toBeLessThan(2 * step);
    }
  });
});
