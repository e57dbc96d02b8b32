// Lighthouse performance (mobile preset, simulated throttling) of the pages without the map,
// signed in as the role that works in them, in Debian's Chromium. Prints each page's score,
// total blocking time and largest contentful paint; the goal (issue 11) is 95 or more on every
// page. Run on demand, not in `npm test`: `npm run build && node bench/lighthouse.mjs`
// (`LIGHTHOUSE_PAGES=/home,/login` measures some pages only; `LIGHTHOUSE_REPORTS=<folder>`
// keeps each page's median report as JSON).
//
// Lighthouse's simulated throttling replays one observed load, so a single run of a page swings
// by ten points or more (whether the first paint happened to land before the scripts finished
// loading decides whether they count as render-blocking). Each page is therefore measured
// `LIGHTHOUSE_RUNS` times (default 3) and Lighthouse's own median run is reported, as its
// documentation advises, with the range beside it. Each page is requested twice before it is
// measured: the figure is that of a running service, not of the first render of a route after
// the process started (its code not yet compiled).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import puppeteer from "puppeteer-core";
import { mkdirSync, writeFileSync } from "node:fs";
import { signIn, startApp } from "./app-process.mjs";

const GOAL = 95;
const ALL_PAGES = [
  { path: "/login", who: null },
  { path: "/home", who: "provider@example.com" },
  { path: "/manage/flexprovider/bids/submit", who: "provider@example.com" },
  { path: "/manage/flexprovider/bids/history", who: "provider@example.com" },
  { path: "/manage/flexprovider/101/flexassets", who: "provider@example.com" },
  { path: "/manage/flexprovider/applications/1/contracting", who: "provider@example.com" },
  { path: "/operations/upcomingdispatches", who: "provider@example.com" },
  { path: "/settlement/delivery-performance", who: "provider@example.com" },
  { path: "/exchange/browse", who: "provider@example.com" },
  { path: "/settings/account", who: "provider@example.com" },
  { path: "/manage/systemoperator/201/competitions", who: "operator@example.com" },
  { path: "/manage/systemoperator/201/competitions/new", who: "operator@example.com" },
  { path: "/manage/systemoperator/201/applications", who: "operator@example.com" },
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;

// The cookie choice an earlier visit would have made, so the banner is not measured on every page.
const CONSENT = `p-cookie-consent=${Buffer.from(JSON.stringify({ essential: true, statistics: false, marketing: false })).toString("base64")}`;

const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"];

/** A fresh browser whose cookie jar holds the given "name=value" pairs for the app's origin. */
async function browserWith(url, pairs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const session = await browser.target().createCDPSession();
  const cookies = pairs.map((pair) => pair.split("=")).map(([name, ...rest]) => ({ name, value: rest.join("="), domain: new URL(url).hostname, path: "/" }));
  await session.send("Storage.setCookies", { cookies });
  await browser.disconnect();
  return chrome;
}

const app = await startApp();
const rows = [];
try {
  const cookies = new Map();
  for (const who of new Set(PAGES.map((page) => page.who).filter(Boolean))) cookies.set(who, await signIn(app.url, who));
  for (const { path, who } of PAGES) {
    const cookie = [CONSENT, ...(who ? cookies.get(who).split("; ") : [])];
    for (let warm = 0; warm < 2; warm++) await (await fetch(`${app.url}${path}`, { headers: { Cookie: cookie.join("; ") }, redirect: "manual" })).arrayBuffer();
    const runs = [];
    for (let run = 0, attempts = 0; run < RUNS; run++) {
      // One browser per run, so no run starts with another's cache; the cookies Lighthouse keeps.
      const chrome = await browserWith(app.url, cookie);
      let lhr;
      try {
        ({ lhr } = await lighthouse(`${app.url}${path}`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", disableStorageReset: true }));
      } finally {
        chrome.kill();
      }
      // Now and then Chromium's trace misses the navigation (NO_NAVSTART); Lighthouse's advice is to run again.
      if (lhr.runtimeError && ++attempts < RUNS + 3) {
        console.error(`${path}: ${lhr.runtimeError.code}, run again`);
        run--;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl !== `${app.url}${path}`) throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}`);
      runs.push(lhr);
    }
    const lhr = computeMedianRun(runs);
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root"}.json`, JSON.stringify(lhr));
    }
    const scores = runs.map((run) => Math.round(run.categories.performance.score * 100));
    rows.push({
      path: who ? `${path} (${who.split("@")[0]})` : path,
      score: Math.round(lhr.categories.performance.score * 100),
      range: `${Math.min(...scores)}–${Math.max(...scores)}`,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
    });
  }
} finally {
  await app.stop();
}

for (const row of rows) console.log(`${String(row.score).padStart(4)} (${row.range.padStart(7)})  ${row.path.padEnd(60)} TBT ${row.tbt.toFixed(0).padStart(4)} ms  LCP ${(row.lcp / 1000).toFixed(1)} s`);
const below = rows.filter((row) => row.score < GOAL);
const scores = rows.map((row) => row.score);
console.log(
  `lighthouse: performance ${Math.min(...scores)}–${Math.max(...scores)} (median of ${RUNS} runs) over ${rows.length} pages without the map (goal ${GOAL}: ${below.length ? `${below.length} below: ${below.map((row) => row.path).join(", ")}` : "met on every page"})`,
);
