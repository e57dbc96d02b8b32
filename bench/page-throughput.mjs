// Server rendering throughput of the pages people work in, with the sandbox in its own process
// (`npm run sandbox`) so the figures are the app's own. For each page: requests per second over
// CONNECTIONS connections for BENCH_SECONDS, the app's CPU time per request (from /proc), p50
// and the HTML per answer; then /home against a bare node:http server sending the same bytes,
// and a CPU profile of the app under load on /home with its five largest self times by package.
// Goals (issue 11): every page at least half the rate of /home; /home at least 1 : 20 of bare
// node:http. Prints the figures and whether each goal is met; run on demand, not in `npm test`.
// `npm run build && node bench/page-throughput.mjs`
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signIn, startApp, startBareServer, startSandbox } from "./app-process.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const SESSION_SECRET = "page-throughput-benchmark-secret-0123456789abcdef";
const PAGES = [
  { path: "/login", who: null },
  { path: "/home", who: "provider@example.com" },
  { path: "/dashboard", who: "provider@example.com" },
  { path: "/dashboard?competition=1", who: "provider@example.com" },
  { path: "/manage/flexprovider/bids/submit", who: "provider@example.com" },
  { path: "/manage/flexprovider/bids/history", who: "provider@example.com" },
  { path: "/manage/systemoperator/201/competitions", who: "operator@example.com" },
  { path: "/manage/systemoperator/201/competitions?competition=4", who: "operator@example.com" },
];

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString()) || 100;
/** User and system CPU time of a process so far, in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Self time of a .cpuprofile grouped by package (node_modules/<name>), the app, Node itself and V8's own entries. */
function topSelfTimes(profile, count) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  for (let index = 0; index < profile.samples.length; index++) {
    const { url, functionName } = byNode.get(profile.samples[index]).callFrame;
    const dependency = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    const group = dependency ?? (url.includes("/build/") ? "the app (build/index.js)" : url.startsWith("node:") ? "Node's own modules" : url ? url : `(${functionName || "native"})`.replace(/^\(\((.*)\)\)$/, "($1)"));
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const busy = [...totals].filter(([group]) => group !== "(idle)" && group !== "(program)");
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  return busy
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([group, micros]) => `${group} ${((micros / all) * 100).toFixed(1)} %`);
}

const sandbox = await startSandbox();
const env = { API_BASE_URL: sandbox.apiBaseUrl, SESSION_SECRET };
const rows = [];
let homeHtml;
const app = await startApp(env);
try {
  const cookies = new Map();
  for (const who of new Set(PAGES.map((page) => page.who).filter(Boolean))) cookies.set(who, await signIn(app.url, who));
  for (const { path, who } of PAGES) {
    const headers = who ? { Cookie: cookies.get(who) } : {};
    const page = await fetch(`${app.url}${path}`, { headers });
    const html = Buffer.from(await page.arrayBuffer());
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    if (path === "/home") homeHtml = html;
    const before = cpuMs(app.pid);
    const result = await load(`${app.url}${path}`, headers);
    const cpu = cpuMs(app.pid) - before;
    if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
    rows.push({ path: who ? path : `${path} (signed out)`, rate: result.requests.average, cpuPerRequest: cpu / Math.max(1, result.requests.total), p50: result.latency.p50, bytes: html.length });
  }
} finally {
  await app.stop();
}

// The same load on /home again with the app profiled, to show where its time goes.
const profileDir = mkdtempSync(join(tmpdir(), "flexmarket-profile-"));
let top = [];
const profiled = await startApp(env, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
try {
  await load(`${profiled.url}/home`, { Cookie: await signIn(profiled.url) });
} finally {
  await profiled.stop();
}
const profileFile = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
if (profileFile) top = topSelfTimes(JSON.parse(readFileSync(join(profileDir, profileFile), "utf8")), 5);
rmSync(profileDir, { recursive: true, force: true });
await sandbox.stop();

const bare = await startBareServer(homeHtml);
const baseline = await load(bare.url, {});
await bare.stop();

const home = rows.find((row) => row.path === "/home");
console.log(`${CONNECTIONS} connections, ${SECONDS} s per page, sandbox in its own process`);
console.log(`${"page".padEnd(58)} ${"req/s".padStart(7)} ${"CPU/req".padStart(9)} ${"p50".padStart(7)} ${"HTML".padStart(8)}  of /home`);
for (const row of rows) {
  const share = row.rate / home.rate;
  console.log(
    `${row.path.padEnd(58)} ${row.rate.toFixed(0).padStart(7)} ${`${row.cpuPerRequest.toFixed(1)} ms`.padStart(9)} ${`${row.p50} ms`.padStart(7)} ${`${(row.bytes / 1024).toFixed(0)} KB`.padStart(8)}  ${(share * 100).toFixed(0)} %${share < 0.5 ? " (under half)" : ""}`,
  );
}
console.log(`bare node:http, /home's bytes: ${baseline.requests.average.toFixed(0)} req/s`);
console.log(`profile of the app under load on /home, self time: ${top.join(", ") || "(no profile written)"}`);
const slow = rows.filter((row) => row.rate < home.rate / 2);
const ratio = baseline.requests.average / home.rate;
console.log(
  `page-throughput: /home 1 : ${ratio.toFixed(1)} of bare node:http (goal 1 : 20: ${ratio <= 20 ? "met" : "not met"}); ${slow.length ? `${slow.length} page(s) under half of /home's rate: ${slow.map((row) => row.path).join(", ")}` : "every page at least half of /home's rate"}`,
);
