import { describe, expect, test } from "vitest";
import { barChart, categoryLabelLines } from "~/domain/reports/bar-chart";

/** How wide a line of 11 px labels is at most, by the rule the chart draws them with. */
const widthOf = (line: string) => line.length * 11 * 0.6;

describe("the analytics charts' category labels", () => {
  test("a competition and month label keeps the month on its own line and shortens the name to its bars' width", () => {
    const chart = barChart(8, [{ key: "delivered_mwh", values: [1, 2, 3, 4, 5, 6, 7, 8] }], { width: 640 });
    const width = chart.groups[0].width;
    const lines = categoryLabelLines("Yorkshire Winter Peak Flexibility · Sep 2026", width);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("Sep 2026");
    expect(lines[0]).toMatch(/^Yorkshire.*…$/);
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
});
