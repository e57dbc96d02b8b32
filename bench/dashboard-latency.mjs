// Upstream round trips per page: with latency added to every sandbox answer, a page whose
// loader starts all its calls at once grows by one latency (plus a little), one that waits for
// some answers before asking again grows by two or more. Measured on the provider's dashboard
// with a competition open, the provider's manage-bids page and the operator's competition
// page. Fails when a page adds more than one latency plus 20 ms (median of BENCH_RUNS).
import { signIn, startApp } from "./app-process.mjs";

const LATENCY_MS = 50;
const ALLOWANCE_MS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGES = [
  { path: "/dashboard?competition=1", email: "provider@example.com" },
  { path: "/manage/flexprovider/bids/submit", email: "provider@example.com" },
  { path: "/manage/systemoperator/201/competitions?competition=4", email: "operator@example.com" },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url, cookie) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

const app = await startApp();
const over = [];
try {
  const setLatency = (ms) =>
    fetch(`${app.sandboxUrl}/__sandbox/latency`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ms }) });
  for (const { path, email } of PAGES) {
    const cookie = await signIn(app.url, email);
    await timed(`${app.url}${path}`, cookie); // warm up
    const base = await timed(`${app.url}${path}`, cookie);
    await setLatency(LATENCY_MS);
    const slow = await timed(`${app.url}${path}`, cookie);
    await setLatency(0);
    const added = slow - base;
    console.log(`${path}: ${base.toFixed(0)} ms without latency, ${slow.toFixed(0)} ms with ${LATENCY_MS} ms per upstream call: added ${added.toFixed(0)} ms = ${(added / LATENCY_MS).toFixed(2)} × the latency`);
    if (added > LATENCY_MS + ALLOWANCE_MS) over.push(path);
  }
} finally {
  await app.stop();
}
if (over.length) {
  console.error(`dashboard-latency: more than one round trip (over ${LATENCY_MS} + ${ALLOWANCE_MS} ms) on ${over.join(", ")}`);
  process.exitCode = 1;
} else console.log(`dashboard-latency: every page adds at most one upstream latency + ${ALLOWANCE_MS} ms`);
