import { cookiesDecided, expect, test } from "./fixtures";
import { chartsDrawn } from "./page-checks";

test("ROUTE-01 ROUTE-06 on a desktop every analytics report's chart is drawn at its full size or larger, labels included, with nothing to scroll", async ({ page, signIn, baseURL }) => {
  await cookiesDecided(page, baseURL!);
  await signIn("operator@example.com");
  await page.goto("/analytics/reports");
  const charts = await chartsDrawn(page);
  expect(charts).toHaveLength(5);
  for (const chart of charts) {
    expect.soft(chart, `${chart.label}`).toMatchObject({ tabIndex: 0, scrolls: false });
    expect.soft(chart.fontPx, `smallest label's font size of "${chart.label}"`).toBeGreaterThanOrEqual(11);
  }
});

test("ROUTE-01 on a desktop every analytics chart names groups under its bars, however many it has, with no two labels overlapping and each group's full name on hover", async ({ page, signIn, baseURL }) => {
  await cookiesDecided(page, baseURL!);
  await signIn("operator@example.com");
  await page.goto("/analytics/reports");
  const charts = await page.locator("main svg[role='img']").evaluateAll((svgs) =>
    svgs.map((svg) => {
      const groups = Array.from(svg.querySelectorAll(":scope > g > title")).map((title) => title.textContent ?? "");
      const labels = Array.from(svg.querySelectorAll("text"))
        .filter((text) => text.querySelector("tspan"))
        .map((text) => ({ name: text.querySelector("title")?.textContent ?? "", box: text.getBoundingClientRect().toJSON() as DOMRect }));
      return { chart: svg.getAttribute("aria-label"), groups, labels };
    }),
  );
  expect(charts).toHaveLength(5);
  expect(charts.some(({ groups }) => groups.length > 12), "a chart of more than 12 groups").toBe(true);
  for (const { chart, groups, labels } of charts) {
    expect.soft(labels.length, `labels under "${chart}"`).toBeGreaterThan(0);
    expect.soft(groups.every(Boolean), `every group of "${chart}" has its name`).toBe(true);
    for (const label of labels) expect.soft(groups, `"${chart}": a label names one of its groups`).toContain(label.name);
    const sorted = [...labels].sort((a, b) => a.box.left - b.box.left);
    sorted.slice(1).forEach((label, index) => expect.soft(label.box.left, `"${chart}": "${label.name}" clear of "${sorted[index].name}"`).toBeGreaterThanOrEqual(sorted[index].box.right));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "px of sideways scroll").toBeLessThanOrEqual(0);
});
