import type { BrowserContextOptions, Page } from "@playwright/test";
import { join } from "node:path";
import { sandboxControl } from "../support/server";
import { PAGES, type PageRole } from "../support/pages";
import { cookiesDecided, expect, signInThroughForm, test as base } from "./fixtures";
import { axeViolations, chartsDrawn, controlsOffScreen, sidewaysOverflow, translationKeysShown } from "./page-checks";
import { MAIN } from "./playwright.config";

// Run by the phone-320 and phone-390 (touch) projects of playwright.config.ts.

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
const EMAIL: Record<Exclude<PageRole, "anon">, string> = { provider: "provider@example.com", operator: "operator@example.com" };

/** One sign-in per role for the whole sweep (pages are only read), with the cookie choice made. */
const test = base.extend<{ role: PageRole }, { sessions: Record<PageRole, StorageState> }>({
  role: ["anon", { option: true }],
  storageState: async ({ role, sessions }, use) => use(sessions[role]),
  sessions: [
    async ({ browser }, use) => {
      const baseURL = `http://127.0.0.1:${MAIN.port}`;
      await sandboxControl(`http://127.0.0.1:${MAIN.sandboxPort}`).reset();
      const sessions = {} as Record<PageRole, StorageState>;
      for (const role of ["anon", "provider", "operator"] as const) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await cookiesDecided(page, baseURL);
        if (role !== "anon") await signInThroughForm(page, EMAIL[role]);
        sessions[role] = await context.storageState();
        await context.close();
      }
      await use(sessions);
    },
    { scope: "worker" },
  ],
});

/** Loaded, hydrated, and the page's own requests (texts, data) done. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
}

const slug = (role: string, path: string) => `${role}${path.replace(/[^a-z0-9]+/gi, "-")}`.replace(/-+$/, "");

for (const role of ["anon", "provider", "operator"] as const) {
  test.describe(`every page on a phone, ${role}`, () => {
    test.use({ role });
    for (const { path, modal } of PAGES.filter((entry) => entry.role === role)) {
      test(`ROUTE-01 ROUTE-06${modal ? " UI-01 UI-02" : ""} ${path}: no sideways scroll, controls${modal ? " and its modal" : ""} on screen, no translation keys, axe WCAG 2.2 AA clean`, async ({ page }, testInfo) => {
        const width = page.viewportSize()!.width;
        await page.goto(path, { waitUntil: "domcontentloaded" });
        // The text the server sent, before hydration; then the page as it settles.
        expect.soft(await translationKeysShown(page), "keys before hydration").toEqual([]);
        await settled(page);
        expect.soft(await translationKeysShown(page), "keys after hydration").toEqual([]);
        expect.soft(await sidewaysOverflow(page, width), "px of sideways scroll").toBe(0);
        expect.soft(await controlsOffScreen(page, width), "controls off screen").toEqual([]);
        if (modal) {
          const dialogs = page.locator('[role="dialog"]:visible');
          await expect(dialogs.first()).toBeVisible();
          for (const box of await dialogs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
            expect.soft(box.left, "modal's left edge").toBeGreaterThanOrEqual(0);
            expect.soft(box.right, "modal's right edge").toBeLessThanOrEqual(width);
          }
        }
        // Kept in test-results/phone/<project>/ (a modal page as the screen shows it, any other page whole).
        const screenshot = join(testInfo.project.outputDir, "phone", testInfo.project.name, `${slug(role, path)}.png`);
        await page.screenshot({ path: screenshot, fullPage: !modal });
        await testInfo.attach("page", { path: screenshot, contentType: "image/png" });
        expect.soft(await axeViolations(page), "axe WCAG 2.2 AA").toEqual([]);
      });
    }
  });
}

/** Pages with charts drawn on the server, and the requirements they belong to. */
const CHART_PAGES = [
  { role: "provider", path: "/operations/dispatchschedule", ids: "DISP-01", charts: 1 },
  { role: "operator", path: "/operations/dispatchschedule", ids: "DISP-01", charts: 1 },
  { role: "operator", path: "/analytics/reports", ids: "ROUTE-01", charts: 5 },
  { role: "provider", path: "/settlement/delivery-performance", ids: "SETT-01", charts: 1 },
] as const;

for (const javaScriptEnabled of [true, false]) {
  for (const { role, path, ids, charts } of CHART_PAGES) {
    test.describe(`charts on a phone, ${role}${javaScriptEnabled ? "" : ", without JavaScript"}`, () => {
      test.use({ role, javaScriptEnabled });
      test(`${ids} ROUTE-06 ${path}: chart labels stay 10 px or larger, the chart scrolling in its own labelled, focusable box while the page does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        if (javaScriptEnabled) await settled(page);
        const drawn = await chartsDrawn(page);
        expect(drawn, "charts with labels").toHaveLength(charts);
        for (const chart of drawn) {
          expect.soft(chart.fontPx, `smallest label's font size of "${chart.label}"`).toBeGreaterThanOrEqual(10);
          expect.soft(chart.textHeightPx, `smallest label's height of "${chart.label}"`).toBeGreaterThanOrEqual(10);
          expect.soft(chart.label, "the chart's box is a named region").toBeTruthy();
          expect.soft(chart.tabIndex, "the chart's box takes keyboard focus").toBe(0);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "px of sideways scroll").toBeLessThanOrEqual(0);
      });
    });
  }
}

for (const role of ["provider", "operator"] as const) {
  test.describe(`the dispatch schedule on a phone, ${role}`, () => {
    test.use({ role });
    test("DISP-01 ROUTE-06 the chart's lane names stay in view, uncovered, while the days scroll sideways under them", async ({ page }) => {
      await page.goto("/operations/dispatchschedule");
      await settled(page);
      const box = page.getByRole("region", { name: "Dispatch timeline for the next seven days" });
      const texts = box.locator("text");
      const days = texts.filter({ hasText: /^\d{4}-\d{2}-\d{2}$|^\w{3} \d{1,2} \w{3,4}$/ });
      const lanes = texts.filter({ hasNotText: /^\d{4}-\d{2}-\d{2}$|^\w{3} \d{1,2} \w{3,4}$/ });
      expect(await lanes.count(), "lane names").toBeGreaterThan(0);
      // The whole chart on screen (a short viewport scrolls down to it), so what it shows can be asked of the screen.
      await box.evaluate((element) => element.scrollIntoView({ block: "center", inline: "nearest" }));
      const firstDay = (await days.first().boundingBox())!.x;
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => box.evaluate((element) => element.scrollLeft), "the chart scrolled sideways").toBeGreaterThan(100);
      expect((await days.first().boundingBox())!.x, "the days moved").toBeLessThan(firstDay - 100);
      const frame = (await box.boundingBox())!;
      for (const lane of await lanes.all()) {
        const name = await lane.textContent();
        const shown = (await lane.boundingBox())!;
        expect.soft(shown.x, `${name}: left edge in the box`).toBeGreaterThanOrEqual(frame.x);
        expect.soft(shown.x + shown.width, `${name}: right edge in the box`).toBeLessThanOrEqual(frame.x + frame.width);
        // Drawn on top: what the screen shows at the name's middle is the name, not a bar scrolled under it.
        const onTop = await lane.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return document.elementFromPoint(rect.left + 2, rect.top + rect.height / 2) === element;
        });
        expect.soft(onTop, `${name}: not covered`).toBe(true);
      }
    });
  });
}
