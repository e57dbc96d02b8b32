// Load with faults: USERS concurrent signed-in users for SECONDS over a realistic mix of pages
// and a form post, while the sandbox fails RATE of all upstream calls (a 500, a body that is
// not JSON, a call slower than the app's upstream timeout). Prints requests per second, p50
// and p99, every answer by status, and the app's memory before, at the end and after a pause.
// Fails on a 5xx that is not the app's own error page (an injected fault explained to the
// user), on failed connections, and on live memory (the heap after a full collection, which the
// app reports on SIGUSR2) left more than MEMORY_BOUND_MB above the start. The resident size is
// printed too, at the end and once it is back near the start; V8 keeps what it grew to for a
// while after a peak, so that is not what the bound judges.
// The first WARMUP seconds of load are not in the latency figures: every user's first request
// arrives at once, on a new connection, and that first burst is served at about half the rate
// of the steady state, while each worker's code is still cold. They are printed on their own
// line and together with the rest on a line of the whole run, and their answers are judged
// like all others.
// Run on demand: `npm run build && node bench/load.mjs` (USERS, SECONDS, WARMUP, RATE, REST_SECONDS, WEB_CONCURRENCY,
// and MAX_ACTIVE_REQUESTS, the app's own setting for how many page requests it works on at once).
import { execFileSync } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { signIn, startApp } from "./app-process.mjs";

const USERS = Number(process.env.USERS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 60);
const WARMUP = Number(process.env.WARMUP ?? 5);
const RATE = Number(process.env.RATE ?? 0.05);
// Live heap growth allowed by the end: the sandbox's records and the app's bounded caches.
const MEMORY_BOUND_MB = Number(process.env.MEMORY_BOUND_MB ?? 100);
const UPSTREAM_TIMEOUT_MS = 2000;
// How long the resident size may take to come back near the start once the load is over.
const REST_SECONDS = Number(process.env.REST_SECONDS ?? 120);

const PROVIDER_PAGES = ["/home", "/dashboard", "/flexprovider/competitions/1", "/manage/flexprovider/bids/submit", "/manage/flexprovider/bids/history"];
const OPERATOR_PAGES = ["/home", "/manage/systemoperator/201/competitions"];

/** Resident memory of the app and its workers, in MB. */
function rssMb(pid) {
  const out = execFileSync("ps", ["-o", "rss=", "--pid", String(pid), "--ppid", String(pid)]).toString();
  return out.split("\n").filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

const app = await startApp({ UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS), WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "" }, ["--expose-gc"]);
try {
  const sessions = [];
  for (let batch = 0; batch < USERS; batch += 20) {
    const size = Math.min(20, USERS - batch);
    sessions.push(...(await Promise.all(Array.from({ length: size }, (_, index) => {
      const operator = (batch + index) % 4 === 3;
      return signIn(app.url, operator ? "operator@example.com" : "provider@example.com").then((cookie) => ({ cookie, pages: operator ? OPERATOR_PAGES : PROVIDER_PAGES }));
    }))));
  }
  const control = (path, body) => fetch(`${app.sandboxUrl}/__sandbox/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  // Three kinds of fault, a third of the rate each, on every upstream call (sign-in done first).
  for (const fault of [{ status: 500 }, { malformed: true }, { delayMs: UPSTREAM_TIMEOUT_MS + 500 }]) await control("faults", { path: "/./", rate: RATE / 3, ...fault });

  const startMb = rssMb(app.pid);
  const liveAtStart = await app.memory();
  const byStatus = new Map();
  const unexpected = [];
  const latencies = [];
  const warmup = [];
  const byPage = new Map();
  let failedConnections = 0;
  const measuredFrom = performance.now() + WARMUP * 1000;
  const deadline = Date.now() + (WARMUP + SECONDS) * 1000;

  // The users' requests go through node:http, which costs the machine a third of what fetch
  // did: the benchmark shares the app's two cores, so its own work would be counted against
  // the app. Answers are asked for compressed as a browser asks (the app picks brotli), and only
  // decompressed when read.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  function send(path, { method = "GET", headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const sent = httpRequest(`${app.url}${path}`, { method, agent, headers: { "Accept-Encoding": "gzip, deflate, br", ...headers, ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}) } }, (answer) => {
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => resolve({ status: answer.statusCode, encoding: answer.headers["content-encoding"], bytes: Buffer.concat(chunks) }));
        answer.on("error", reject);
      });
      sent.on("error", reject);
      sent.end(body);
    });
  }
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
  const text = ({ encoding, bytes }) => (decoders[encoding]?.(bytes) ?? bytes).toString("utf8");

  /** One request, timed and counted on its own; its body is read to the end. */
  async function request(path, init) {
    const started = performance.now();
    try {
      const answer = await send(path, init);
      const took = performance.now() - started;
      if (started < measuredFrom) warmup.push(took);
      else {
        latencies.push(took);
        const key = `${init.method ?? "GET"} ${path}`;
        if (!byPage.has(key)) byPage.set(key, []);
        byPage.get(key).push(took);
      }
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      // A 5xx is designed when it is the app's error page explaining an upstream failure.
      if (answer.status >= 500 && !(answer.status >= 502 && text(answer).includes('class="error-page"'))) unexpected.push(`${answer.status} ${path}`);
      return answer;
    } catch {
      failedConnections++;
      return undefined;
    }
  }

  async function user({ cookie, pages }, index) {
    for (let step = index; Date.now() < deadline; step++) {
      const init = { headers: { Cookie: cookie } };
      // Every tenth step posts a form: the page with the form first, then the post.
      if (step % 10 !== 9) {
        await request(pages[step % pages.length], init);
        continue;
      }
      const path = "/settings/account?panel=password";
      const form = await request(path, init);
      if (form === undefined) continue;
      const csrf = text(form).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
      const body = new URLSearchParams({ csrf, current_password: "not-the-password", new_password: "Grid-balance-77", re_new_password: "Grid-balance-77" }).toString();
      await request(path, { ...init, method: "POST", headers: { ...init.headers, "Content-Type": "application/x-www-form-urlencoded" }, body });
    }
  }

  await Promise.all(sessions.map(user));
  const endMb = rssMb(app.pid);
  await fetch(`${app.sandboxUrl}/__sandbox/faults`, { method: "DELETE" });
  // V8 gives back what it grew to only once the app has been idle a while (its memory reducer
  // runs some tens of seconds after the allocation rate drops), so the resident size is
  // watched until it is back near the start, for at most REST_SECONDS.
  const nearStart = (mb) => mb <= startMb * 1.2;
  let restedMb = rssMb(app.pid);
  let restedFor = 0;
  while (restedFor < REST_SECONDS && !nearStart(restedMb)) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    restedFor += 5;
    restedMb = rssMb(app.pid);
  }
  const liveRested = await app.memory();

  latencies.sort((a, b) => a - b);
  warmup.sort((a, b) => a - b);
  const total = latencies.length;
  console.log(`users ${USERS}, ${SECONDS} s after ${WARMUP} s of warm-up, ${(RATE * 100).toFixed(1)} % of upstream calls failing, workers ${process.env.WEB_CONCURRENCY || 1}`);
  console.log(`requests ${total}, ${(total / SECONDS).toFixed(1)} req/s, p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms`);
  for (const [page, times] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    times.sort((a, b) => a - b);
    console.log(`  ${page}: ${times.length} requests, p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms`);
  }
  if (warmup.length) {
    console.log(`warm-up: ${warmup.length} requests, p50 ${percentile(warmup, 0.5).toFixed(0)} ms, p99 ${percentile(warmup, 0.99).toFixed(0)} ms (not in the figures above)`);
    const whole = [...warmup, ...latencies].sort((a, b) => a - b);
    console.log(`whole run, warm-up included: ${whole.length} requests, p50 ${percentile(whole, 0.5).toFixed(0)} ms, p99 ${percentile(whole, 0.99).toFixed(0)} ms, ${whole.filter((took) => took > 2000).length} over 2 s`);
  }
  console.log(`by status (warm-up included): ${[...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(", ")}; failed connections ${failedConnections}`);
  console.log(`resident memory: ${startMb.toFixed(0)} MB at start, ${endMb.toFixed(0)} MB at the end, ${restedMb.toFixed(0)} MB after ${restedFor} s at rest${nearStart(restedMb) ? "" : ` (not back within 20 % of the start in ${REST_SECONDS} s)`}`);
  console.log(`live heap after a full collection: ${liveAtStart.heapUsedMb} MB at start, ${liveRested.heapUsedMb} MB after the rest (heap reserved ${liveRested.heapTotalMb} MB; ${liveRested.processes} process(es))`);
  const problems = [];
  if (unexpected.length) problems.push(`${unexpected.length} unexpected 5xx, e.g. ${unexpected.slice(0, 5).join(", ")}`);
  if (failedConnections) problems.push(`${failedConnections} failed connections`);
  const grown = liveRested.heapUsedMb - liveAtStart.heapUsedMb;
  if (grown > MEMORY_BOUND_MB) problems.push(`live heap stayed ${grown} MB above the start (bound ${MEMORY_BOUND_MB} MB)`);
  if (problems.length) {
    console.error(`load: ${problems.join("; ")}`);
    process.exitCode = 1;
  } else console.log(`load: no unexpected 5xx, no failed connections, live heap ${grown} MB above the start (bound ${MEMORY_BOUND_MB} MB)`);
} finally {
  await app.stop();
}
