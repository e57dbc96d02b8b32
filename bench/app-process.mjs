// Starts the built app (with its sandbox) for a benchmark, and signs a demo user in.
import { spawn } from "node:child_process";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A bare node:http server answering every request with the given page's bytes: the baseline of the throughput benchmarks. */
export async function startBareServer(html) {
  const port = await freePort();
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** `npm run sandbox`: the sandbox Flex API in its own process, so a benchmark measures the app alone. */
export async function startSandbox() {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/index.js", "sandbox"], { env: { ...process.env, SANDBOX_PORT: String(port), LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}/__sandbox/clock`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, apiBaseUrl: `${url}/api/`, pid: child.pid, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

/** Starts the built app; a market of a million assets takes minutes to generate, hence `startTimeoutMs`. */
export async function startApp(env = {}, nodeOptions = [], { startTimeoutMs = 20_000 } = {}) {
  const port = await freePort();
  const sandboxPort = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, "build/index.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", PORT: String(port), SANDBOX_PORT: String(sandboxPort), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The app's output is read (a pipe nobody reads would stall it); memory reports are kept.
  const reports = [];
  let pending = "";
  child.stdout.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) if (line.includes('"msg":"memory"')) reports.push(JSON.parse(line).memory);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < startTimeoutMs / 100; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** SIGUSR2: each process of the app logs its memory (after a full collection with --expose-gc); summed, in MB. */
  async function memory() {
    reports.length = 0;
    child.kill("SIGUSR2");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (!reports.length) throw new Error("the app reported no memory on SIGUSR2");
    return { processes: reports.length, ...Object.fromEntries(["rssMb", "heapUsedMb", "heapTotalMb"].map((key) => [key, reports.reduce((sum, report) => sum + report[key], 0)])) };
  }
  return { url, pid: child.pid, sandboxUrl: `http://127.0.0.1:${sandboxPort}`, memory, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}

const cookiesOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Signs in through the login form; returns the Cookie header a browser would send afterwards. */
export async function signIn(url, email = "provider@example.com") {
  const page = await fetch(`${url}/login`);
  const cookies = new Map(cookiesOf(page).map((pair) => pair.split("=")).map(([name, ...rest]) => [name, rest.join("=")]));
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)[1];
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const answer = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: header() },
    body: new URLSearchParams({ csrf, email, password: "flexdemo" }),
  });
  for (const pair of cookiesOf(answer)) {
    const [name, ...rest] = pair.split("=");
    cookies.set(name, rest.join("="));
  }
  if (answer.status !== 302) throw new Error(`sign-in failed: ${answer.status}`);
  return header();
}
