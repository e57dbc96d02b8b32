// First clustered render of the dashboard map with 100,000 sandbox assets, in headless
// Chromium (SwiftShader WebGL). Signs in as the operator through the login form, opens
// /dashboard and waits for the map's data-map-ready. Prints the map's own figure
// (data-first-render-ms: from starting to load maplibre to the first clustered render) and
// the page's total time (navigation start to ready) on its last line.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { startApp } from "./app-process.mjs";

const ASSETS = Number(process.env.BENCH_MAP_ASSETS ?? 100_000);
const TIMEOUT_MS = 180_000;
// The browser tests' launch options: Debian's Chromium, WebGL through SwiftShader.
const CHROMIUM = JSON.parse(readFileSync(new URL("../tests/e2e/chromium.json", import.meta.url), "utf8"));

const app = await startApp({ SANDBOX_ASSETS: String(ASSETS) });
const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(TIMEOUT_MS);
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto(`${app.url}/login`);
  await page.locator('input[name="email"]').fill("operator@example.com");
  await page.locator('input[name="password"]').fill("flexdemo");
  await Promise.all([page.waitForURL((url) => url.pathname !== "/login"), page.locator('input[name="password"]').press("Enter")]);

  const started = Date.now();
  const response = await page.goto(`${app.url}/dashboard`, { waitUntil: "commit" });
  if (!response || response.status() !== 200) throw new Error(`/dashboard answered ${response?.status()}: the map bench needs the dashboard route`);
  const map = page.locator('[data-map-ready="true"]');
  await map.waitFor({ state: "attached" }).catch((error) => {
    throw new Error(`the map never became ready${errors.length ? ` (page errors: ${errors.join("; ")})` : ""}: ${error.message}`);
  });
  const totalMs = Date.now() - started;
  const firstRenderMs = Number(await map.getAttribute("data-first-render-ms"));
  const badges = await page.locator(".map-cluster").count();
  const transferred = await page.evaluate(() =>
    performance.getEntriesByType("resource").reduce((sum, entry) => sum + (entry.transferSize ?? 0), performance.getEntriesByType("navigation")[0]?.transferSize ?? 0),
  );

  console.log(`assets: ${ASSETS}; cluster badges on screen: ${badges}; bytes transferred: ${(transferred / 1024).toFixed(0)} KB`);
  console.log(`map-clusters: first clustered render ${firstRenderMs} ms after maplibre started loading; page total ${totalMs} ms (${ASSETS} assets)`);
} finally {
  await browser.close();
  await app.stop();
}
