import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady } from "@remix-run/node";
import * as build from "@remix-run/dev/server-build";
import compression from "compression";
import cluster from "node:cluster";
import express from "express";
import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { pinoHttp } from "pino-http";
import { clockOffsetMs, nowIso } from "~/clock.server";
import { ensureSessionSecret, getConfig, resetConfig } from "~/config.server";
import { cookieName, type RequestContext } from "~/load-context";
import { logger } from "~/observability/logger.server";
import { installRouteMatchCache } from "~/performance/route-match-cache.server";
import { installServerRoutesCache } from "~/performance/server-routes-cache.server";
import { flushOncePerTurn } from "~/performance/flush-once-per-turn.server";
import { takingTurns } from "~/performance/turns.server";
import { isWarmingUp, warmUp } from "~/performance/warm-up.server";
import { maskUrl } from "~/observability/mask";
import { securityHeaders } from "~/security/headers.server";
import { requestLimits } from "~/security/request-limits.server";

installRouteMatchCache();
installServerRoutesCache();

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The settings this process runs with: production defaults (secure cookies, HSTS, a required
 * secret outside the sandbox) unless NODE_ENV says otherwise (`npm run dev` says development),
 * and, without an upstream configured, the sandbox Flex API started here and pointed at. A
 * generated secret is put in the environment, so cluster workers forked later share it.
 */
async function prepare() {
  process.env.NODE_ENV ||= build.mode === "development" ? "development" : "production";
  resetConfig();
  const initial = getConfig();
  const sandbox = initial.apiBaseUrl || Object.keys(initial.regionalBackends).length
    ? undefined
    : await (await import("./mocks/http")).startSandbox({ port: initial.sandbox.port, host: initial.sandbox.host });
  if (sandbox) {
    process.env.API_BASE_URL = sandbox.apiBaseUrl;
    process.env.FLEXMARKET_SANDBOX = "on";
    // The sandbox also stands in for the single sign-on provider's login page.
    process.env.COGNITO_LOGIN_URL ??= `${sandbox.url}__sandbox/sso/login`;
  }
  resetConfig();
  ensureSessionSecret(getConfig(), Boolean(sandbox));
  return { config: getConfig(), sandbox };
}

async function start() {
  const { config, sandbox } = await prepare();

  let shuttingDown = false;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.locals.requestId = req.get("X-Request-Id")?.slice(0, 128) || randomUUID();
    res.setHeader("X-Request-Id", res.locals.requestId);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as express.Response).locals.requestId,
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: maskUrl(req.url), remoteAddress: req.remoteAddress }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || isWarmingUp() },
    }),
  );
  app.use(compression());
  app.use(flushOncePerTurn());
  app.use(securityHeaders(config));
  app.use(requestLimits());
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.status(shuttingDown ? 503 : 200).json({ status: shuttingDown ? "stopping" : "ok", version: build.assets.version });
  });
  app.use(build.publicPath, express.static(here("../public/build"), { immutable: true, maxAge: "1y" }));
  app.use("/locales", express.static(here("../locales"), { maxAge: "1h" }));
  // Top-level public files (favicon, robots.txt) all have an extension; pages never do,
  // so pages skip the file-system lookup.
  const publicFiles = express.static(here("../public"), { maxAge: "1h" });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use(takingTurns(config.maxActiveRequests));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res): RequestContext => ({
        clientAddress: req.ip,
        requestId: res.locals.requestId,
        cspNonce: res.locals.cspNonce,
        memo: new Map(),
        crossSite: res.locals.crossSite === true,
        turn: res.locals.turn,
        appendSetCookie(cookie) {
          // One Set-Cookie per cookie name: a later write of the session replaces an earlier one.
          const existing = ([] as string[]).concat((res.getHeader("Set-Cookie") as string[] | string | undefined) ?? []);
          res.setHeader("Set-Cookie", [...existing.filter((value) => cookieName(value) !== cookieName(cookie)), cookie]);
        },
      }),
    }),
  );

  // Warm before the port opens (and so before health checks pass); with the sandbox, as its provider too.
  if (build.mode !== "development") await warmUp(app, { demoAccount: config.sandboxMode ? { email: "provider@example.com", password: "flexdemo" } : undefined });

  const server = app.listen(config.port, config.host, () => {
    const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
    logger.info({ url, upstream: config.apiBaseUrl, sandbox: Boolean(sandbox) }, "Flexmarket is listening");
    if (sandbox) printSandboxBanner(url, sandbox.url);
    // `npm run dev` (remix dev) waits for this signal before it reloads the browser.
    if (build.mode === "development") void broadcastDevReady(build);
  });

  // On SIGTERM: fail health checks, stop accepting, let in-flight requests finish, then exit.
  const stop = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await sandbox?.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("shutdown timed out; closing open connections");
      server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGUSR2", reportMemory);
}

/**
 * SIGUSR2 logs the process's memory, whatever the log level. Started with `--expose-gc`, it
 * collects garbage first, so what is live shows apart from what V8 keeps reserved after a peak
 * (the resident size stays high long after the load is gone).
 */
function reportMemory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  logger.child({}, { level: "info" }).info({ memory: { rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal), externalMb: mb(external), collected: Boolean(gc) } }, "memory");
}

function printSandboxBanner(appUrl: string, sandboxUrl: string) {
  const lines = [
    "",
    `  Flexmarket is running at ${appUrl}`,
    `  Upstream: the sandbox Flex API with demo data, at ${sandboxUrl}api/`,
    ...(clockOffsetMs() ? [`  Clock: set to ${nowIso()} (SANDBOX_NOW); it runs on from there`] : []),
    "",
    "  Demo accounts (password: flexdemo)",
    "    provider@example.com   flexibility provider",
    "    operator@example.com   system operator",
    "    user@example.com       plain user",
    "    max@example.com        flexibility provider, regional max organisation",
    "    provider2@example.com  a second flexibility provider, to trade with",
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

/**
 * `npm run sandbox`: the sandbox Flex API alone, so several app replicas (API_BASE_URL at it)
 * share one upstream, as they would share the real one.
 */
async function startSandboxOnly() {
  const config = getConfig();
  const sandbox = await (await import("./mocks/http")).startSandbox({ port: config.sandbox.port, host: config.sandbox.host });
  logger.info({ url: sandbox.apiBaseUrl }, "sandbox Flex API is listening");
  process.stdout.write(`\n  Sandbox Flex API at ${sandbox.apiBaseUrl}\n  Start the app with API_BASE_URL=${sandbox.apiBaseUrl}\n\n`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/**
 * WEB_CONCURRENCY above 1: one worker process per share of the machine, all on the same port
 * (Node's cluster hands connections round robin). The primary runs the sandbox, when there
 * is one, so every worker reads and writes the same marketplace. The sandbox's clock control
 * moves the sandbox's clock only; test at a chosen time with one process.
 */
async function startPrimary(count: number) {
  const { config, sandbox } = await prepare();
  let stopping = false;
  for (let index = 0; index < count; index++) cluster.fork();
  cluster.once("listening", () => {
    if (sandbox) printSandboxBanner(`http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`, sandbox.url);
  });
  cluster.on("exit", (worker, code) => {
    if (stopping) {
      // A worker leaves cluster.workers only once it has both exited and disconnected, in either
      // order, so the list can still name the last one here: ask each whether it is dead.
      if (Object.values(cluster.workers ?? {}).every((each) => !each || each.isDead())) void (sandbox?.close() ?? Promise.resolve()).then(() => process.exit(0));
      return;
    }
    logger.error({ pid: worker.process.pid, code }, "worker exited; starting another");
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: count }, "shutting down the workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // Each worker reports its own memory as well.
  process.on("SIGUSR2", () => {
    reportMemory();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGUSR2");
  });
}

const WORKERS = Number(process.env.WEB_CONCURRENCY) || 1;

(process.argv[2] === "sandbox" ? startSandboxOnly() : cluster.isPrimary && WORKERS > 1 ? startPrimary(WORKERS) : start()).catch((error) => {
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
});
