import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startNginx, type RunningNginx } from "../support/nginx";
import { freePort, startApp, type RunningApp } from "../support/server";
import { NoJsBrowser, text } from "./browser";

const SESSION_SECRET = "one-secret-shared-by-every-replica-0123456789abcdef";

let sandbox: ChildProcess;
let replicas: RunningApp[] = [];
let proxy: RunningNginx;

/** `npm run sandbox`: the upstream in its own process, shared by the replicas. */
async function startSandboxProcess(port: number): Promise<string> {
  sandbox = spawn(process.execPath, ["build/index.js", "sandbox"], { env: { ...process.env, SANDBOX_PORT: String(port), LOG_LEVEL: "warn" }, stdio: "ignore" });
  const apiBaseUrl = `http://127.0.0.1:${port}/api/`;
  for (let tries = 0; tries < 200; tries++) {
    try {
      await fetch(`http://127.0.0.1:${port}/__sandbox/clock`);
      return apiBaseUrl;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error("the sandbox did not start");
}

beforeAll(async () => {
  const apiBaseUrl = await startSandboxProcess(await freePort());
  replicas = await Promise.all([0, 1].map(() => startApp({ API_BASE_URL: apiBaseUrl, SESSION_SECRET })));
  proxy = await startNginx(await freePort(), replicas.map((replica) => Number(new URL(replica.url).port)));
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(replicas.map((replica) => replica.stop()));
  sandbox?.kill("SIGTERM");
});

describe("two replicas behind nginx, one sandbox upstream", () => {
  test("ROUTE-01 AUTH-01 one session is served by both replicas: sign in, browse and post through the proxy", async () => {
    const browser = new NoJsBrowser(proxy.url);
    const served = new Set<string>();
    const home = await browser.login("operator@example.com");
    expect(new URL(home.url).pathname).toBe("/home");
    for (const path of ["/home", "/dashboard", "/settings/account", "/manage/systemoperator/201/competitions", "/home", "/settings/account"]) {
      const page = await browser.get(path);
      expect(page.status, path).toBe(200);
      served.add(page.headers.get("x-served-by")!);
    }
    expect(served.size).toBe(2);
    await browser.get("/settings/account?panel=password");
    const changed = await browser.post("/settings/account?panel=password", { current_password: "flexdemo", new_password: "Grid-balance-77", re_new_password: "Grid-balance-77", mfa_code: "246810" });
    expect(text(changed.html)).toContain("Your password has been changed.");
  });

  test("a replica stopped with SIGTERM under load: no request fails", async () => {
    const browser = new NoJsBrowser(proxy.url);
    await browser.login("provider@example.com");
    const cookie = await browser.jar.getCookieString(proxy.url);
    const statuses: number[] = [];
    let running = true;
    const worker = async () => {
      const paths = ["/home", "/settings/account", "/manage/flexprovider/bids/history", "/dashboard"];
      for (let index = 0; running; index++) {
        try {
          const answer = await fetch(`${proxy.url}${paths[index % paths.length]}`, { headers: { Cookie: cookie }, redirect: "manual" });
          await answer.arrayBuffer();
          statuses.push(answer.status);
        } catch {
          statuses.push(0);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [stopping] = replicas;
    const exited = new Promise<number | null>((resolve) => stopping.process.once("exit", resolve));
    stopping.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await load;
    const failed = statuses.filter((status) => status !== 200);
    expect(statuses.length).toBeGreaterThan(20);
    expect(failed).toEqual([]);
  }, 60_000);
});
