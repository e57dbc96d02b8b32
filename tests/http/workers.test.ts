import { describe, expect, test } from "vitest";
import { startApp } from "../support/server";
import { NoJsBrowser } from "./browser";

/** Resolves with the exit code, or with "still running" after `ms`. */
function exitWithin(app: Awaited<ReturnType<typeof startApp>>, ms: number): Promise<number | "still running"> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("still running"), ms);
    app.process.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
    app.process.kill("SIGTERM");
  });
}

describe("WEB_CONCURRENCY=2: worker processes sharing the port, the sandbox in the primary", () => {
  // Whether the last worker's exit or its disconnect comes first varies from run to run; the
  // primary must stop after either order, so the round is repeated.
  test("signed-in pages are served, and SIGTERM to the primary stops the workers and then itself, every time", async () => {
    for (let round = 0; round < 4; round++) {
      const app = await startApp({ WEB_CONCURRENCY: "2" });
      const browser = new NoJsBrowser(app.url);
      const home = await browser.login("provider@example.com");
      expect(new URL(home.url).pathname).toBe("/home");
      const pages = await Promise.all(Array.from({ length: 60 }, () => browser.get("/dashboard")));
      expect(pages.map((page) => page.status)).toEqual(Array(60).fill(200));
      expect(await exitWithin(app, 8000), `round ${round}:\n${app.logs.join("")}`).toBe(0);
    }
  }, 90_000);
});
