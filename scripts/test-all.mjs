#!/usr/bin/env node
// Every test suite, in order: types, build, unit, HTTP (no JavaScript), browser (Playwright),
// unit and HTTP again with the clock on each hard date (scripts/hard-dates.mjs);
// then the benchmarks the issues ask CI to run, which print their figures (no timing is asserted).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian packages the suites drive: Playwright's browser, and the proxy of the replica test. */
const PACKAGES = [
  { name: "chromium", binary: "/usr/bin/chromium" },
  { name: "nginx", binary: "/usr/sbin/nginx" },
];

function run(title, command, args, options = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${title} failed\n`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Playwright drives Debian's Chromium (it cannot download a browser of its own here) and the
 * replica test puts Debian's nginx in front of two app processes: installed when missing.
 */
function ensurePackages() {
  const missing = PACKAGES.filter((pkg) => !existsSync(pkg.binary));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  // apt-get needs root: as root directly, otherwise through sudo without a password prompt.
  const apt = (...args) => (process.getuid?.() === 0 ? ["apt-get", args] : ["sudo", ["-n", "apt-get", ...args]]);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  run(`Installing Debian's ${names.join(" and ")} (apt-get update)`, ...apt("update", "-qq"), { env });
  run(`Installing Debian's ${names.join(" and ")}`, ...apt("install", "-y", "-qq", ...names), { env });
  for (const pkg of missing) {
    if (existsSync(pkg.binary)) continue;
    process.stderr.write(`${pkg.binary} is still missing; install Debian's ${pkg.name} package and run again.\n`);
    process.exit(1);
  }
}

ensurePackages();
run("Type check", "npx", ["tsc", "--noEmit"]);
run("Build", "npx", ["remix", "build"]);
run("Unit tests (vitest)", "npx", ["vitest", "run"]);
run("HTTP tests without JavaScript (vitest + tough-cookie)", "npx", ["vitest", "run", "--config", "tests/http/vitest.config.ts"]);
run("Browser tests with JavaScript (Playwright, Debian Chromium)", "npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"]);
// The sandbox dates its market from today: the same suites must pass on the hard days of the calendar too.
run("Unit and HTTP tests on hard dates (clock changes, a leap day, new year's eve)", process.execPath, ["scripts/test-dates.mjs"]);
run("Benchmark: bulk creation of 10,000 bids (two requests in flight)", process.execPath, ["bench/bulk-bids.mjs"]);
run("Benchmark: clearing engine at 10k, 100k and 1M bids", process.execPath, ["bench/clearing-engine.mjs"]);
run("Benchmark: JavaScript per route", process.execPath, ["bench/route-js.mjs"]);
run("Benchmark: upstream round trips per page (one latency + 20 ms at most)", process.execPath, ["bench/dashboard-latency.mjs"]);
run("Benchmark: dispatch list of 10,000 instructions and 500 live connections", process.execPath, ["bench/dispatch.mjs"]);
run("Benchmark: settlement, meter readings files of 100,000 rows and a month's statement of 500 events", process.execPath, ["bench/settlement.mjs"]);
run("Benchmark: asset eligibility of 100,000 assets (growth from 10,000)", process.execPath, ["bench/assets.mjs"]);
run("Benchmark: asset register first page with 100,000 assets in the sandbox", process.execPath, ["bench/asset-register.mjs"]);
process.stdout.write("\n✔ All test suites passed\n");
