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
