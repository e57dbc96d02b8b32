import { spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { freePort, sandboxControl, startApp } from "../support/server";

describe("running as a service", () => {
  test("production refuses to start against a real upstream without SESSION_SECRET", async () => {
    const child = spawn(process.execPath, ["build/index.js"], {
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(await freePort()), API_BASE_URL: "http://127.0.0.1:9/api/", SESSION_SECRET: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("SESSION_SECRET must be set in production");
  });

  test("SIGTERM lets the request in flight finish, refuses new connections, and exits cleanly", async () => {
    const app = await startApp();
    await sandboxControl(app.sandboxUrl).setLatency(1500);
    const inFlight = fetch(`${app.url}/login`).then(async (response) => ({ status: response.status, body: await response.text() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise((resolve) => app.process.once("exit", resolve));
    app.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${app.url}/healthz`)).rejects.toThrow();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(finished.body).toContain("Sign in");
    expect(await exited).toBe(0);
  });

  test("request logs are JSON lines with the masked URL, status and request id", async () => {
    const app = await startApp({ LOG_LEVEL: "info" });
    await fetch(`${app.url}/ssoresponse?error=denied&id_token=secret-token-value`, { headers: { "X-Request-Id": "proxy-req-42" } });
    await app.stop();
    const lines = app.logs.join("").split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
    const entry = lines.find((line) => line.msg === "request completed" && line.req?.url?.startsWith("/ssoresponse"));
    expect(entry).toMatchObject({ res: { statusCode: 200 }, req: { id: "proxy-req-42", method: "GET", url: "/ssoresponse?error=denied&id_token=[masked]" } });
    expect(app.logs.join("")).not.toContain("secret-token-value");
  });

  test("before its port opens, a process renders its pages (with the sandbox, signed in as its provider too), and those requests are not logged", async () => {
    const app = await startApp({ LOG_LEVEL: "debug" });
    await app.stop();
    const lines = app.logs.join("").split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
    const warmed = lines.findIndex((line) => line.msg === "warmed up");
    const listening = lines.findIndex((line) => line.msg === "Flexmarket is listening");
    expect(warmed).toBeGreaterThanOrEqual(0);
    expect(warmed).toBeLessThan(listening);
    // Every page answered as to a user: signed in, and no error or redirect to the login page.
    expect(lines[warmed]).toMatchObject({ signedIn: true });
    expect(Object.keys(lines[warmed].statuses)).toEqual(["200"]);
    expect(lines[warmed].statuses["200"]).toBeGreaterThanOrEqual(20);
    expect(lines.filter((line) => line.msg === "request completed")).toEqual([]);
  });

  test("SIGUSR2 logs the process's memory as one JSON line, even with the log level at warn", async () => {
    const app = await startApp({ LOG_LEVEL: "warn" });
    await fetch(`${app.url}/login`);
    app.process.kill("SIGUSR2");
    let report: { msg?: string; memory?: Record<string, unknown> } | undefined;
    for (let tries = 0; tries < 50 && !report; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = app.logs.join("").split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line)).find((line) => line.msg === "memory");
    }
    await app.stop();
    expect(report?.memory).toMatchObject({ rssMb: expect.any(Number), heapUsedMb: expect.any(Number), heapTotalMb: expect.any(Number), collected: false });
    expect(report!.memory!.heapUsedMb as number).toBeGreaterThan(0);
    expect(report!.memory!.rssMb as number).toBeGreaterThanOrEqual(report!.memory!.heapUsedMb as number);
  });
});
