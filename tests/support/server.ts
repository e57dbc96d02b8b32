import { DateTime } from "luxon";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export type RunningApp = { url: string; sandboxUrl: string; process: ChildProcess; logs: string[]; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app did not answer ${url}/healthz in ${timeoutMs} ms`);
}

/** Starts the built app (node build/index.js) with its sandbox, on loopback ports. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = Number(env.PORT) || (await freePort());
  const sandboxPort = Number(env.SANDBOX_PORT) || (await freePort());
  const logs: string[] = [];
  const child = spawn(process.execPath, ["build/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ANONYMOUS_FEATURES_TTL_SECONDS: "0",
      ...env,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr!.on("data", (chunk) => logs.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${logs.join("")}`);
  }
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    process: child,
    logs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export type SandboxClock = { now: string; offsetSeconds: number };

/** The sandbox's control interface, for tests and demos. */
export function sandboxControl(sandboxUrl: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
    return response.status === 204 ? undefined : response.json();
  };
  return {
    reset: () => call("POST", "reset"),
    setFeatures: (email: string, features: string[]) => call("PUT", `users/${email}/features`, { features }),
    setAnonymousFeatures: (features: string[]) => call("PUT", "features/anonymous", { features }),
    setPermissions: (email: string, permissions: string[]) => call("PUT", `users/${email}/permissions`, { permissions }),
    setTokenLifetime: (seconds: number, refreshSeconds?: number) => call("PUT", "token-lifetime", { seconds, refreshSeconds }),
    setLatency: (ms: number) => call("PUT", "latency", { ms }),
    fail: (fault: { path: string; status?: number; method?: string; malformed?: boolean; delayMs?: number; times?: number }) => call("POST", "faults", fault),
    clearFaults: () => call("DELETE", "faults"),
    calls: () => call("GET", "calls") as Promise<Record<string, number>>,
    clearCalls: () => call("DELETE", "calls"),
    outbox: () => call("GET", "outbox") as Promise<{ to: string; link: string }[]>,
    /** The clock the app and its sandbox read "now" from. */
    clock: () => call("GET", "clock") as Promise<SandboxClock>,
    setClock: (now: string) => call("PUT", "clock", { now }) as Promise<SandboxClock>,
    advanceClock: (seconds: number) => call("PUT", "clock", { advanceSeconds: seconds }) as Promise<SandboxClock>,
    resetClock: () => call("DELETE", "clock") as Promise<SandboxClock>,
    /** Today on the sandbox's clock, in a time zone (competition dates are in Europe/London). */
    today: async (zone = "Europe/London") => DateTime.fromISO((await call("GET", "clock") as SandboxClock).now, { zone }).startOf("day"),
    analyticsEvents: () => call("GET", "analytics") as Promise<{ type: string; url: string; recording?: boolean }[]>,
    /** A competition's settlement terms: its baseline rule and, for `nominated`, the nomination deadline. */
    /** The monthly settlement run for a month ("yyyy-MM"): freezes its statements as a new version. */
    runSettlement: (month: string) => call("PUT", "settlement/run", { month }) as Promise<{ month: string; run_at: string; statements: { scope: string; version: number; net: number; total: number }[] }>,
    withdrawConfirmations: (competition: number) => call("DELETE", `competitions/${competition}/confirmations`),
    setSettlementTerms: (terms: { competition: number; baseline: "historical" | "nominated"; nomination_deadline?: string | null; same_day_adjustment?: boolean; under_delivery_penalty?: number | null }) => call("PUT", "settlement/terms", terms),
  };
}
