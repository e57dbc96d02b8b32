import { readFileSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/** Debian's Chromium: Playwright cannot download its own browser on this network (the benchmarks use the same launch options). */
export const CHROMIUM = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8")) as { executablePath: string; args: string[] };

/** Ports from E2E_PORT (default 3310) upward, so two checkouts can run their browser tests at once. */
const BASE_PORT = Number(process.env.E2E_PORT) || 3310;
export const MAIN = { port: BASE_PORT, sandboxPort: BASE_PORT + 1 };
/** A second instance with a short idle period and a fast session check, for the idle and expiry tests. */
export const BRISK = { port: BASE_PORT + 10, sandboxPort: BASE_PORT + 11 };

const server = (ports: { port: number; sandboxPort: number }, env: Record<string, string> = {}) => ({
  command: "node build/index.js",
  cwd: "../..",
  url: `http://127.0.0.1:${ports.port}/healthz`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(ports.port),
    SANDBOX_PORT: String(ports.sandboxPort),
    LOG_LEVEL: "warn",
    ANONYMOUS_FEATURES_TTL_SECONDS: "0",
    ...env,
  },
});

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // One sandbox per server: tests run one at a time so its state does not mix.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://127.0.0.1:${MAIN.port}`,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM.executablePath, args: CHROMIUM.args },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", testIgnore: /phone\.spec\.ts$/ },
    // Every page on a phone: the smallest width WCAG reflow asks for, and a common phone with touch.
    { name: "phone-320", testMatch: /phone\.spec\.ts$/, use: { viewport: { width: 320, height: 640 } } },
    { name: "phone-390", testMatch: /phone\.spec\.ts$/, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
    // A 1280 × 800 desktop at 200 % zoom lays pages out in 640 × 400 CSS px at twice the pixel density.
    { name: "zoom-200", testMatch: /phone\.spec\.ts$/, use: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 } },
  ],
  webServer: [
    server(MAIN, { ANALYTICS_ENDPOINT: `http://127.0.0.1:${MAIN.sandboxPort}/__sandbox/analytics` }),
    server(BRISK, { IDLE_TIMEOUT_MS: "3000", SESSION_CHECK_INTERVAL_MS: "500" }),
  ],
});
