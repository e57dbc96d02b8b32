// The dashboard loader starts its upstream calls together: with latency added to every
// sandbox answer, the page's response time grows by about two latencies (the competitions,
// the active competition, its boundary and asset summary at once; then the ballot count,
// which needs the first answers), not by one per call. Prints the ratio of the added
// response time to the added latency on its last line (the target is under 2 plus rendering).
import { signIn, startApp } from "./app-process.mjs";

const LATENCY_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGE = "/dashboard?competition=1";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url, cookie) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

const app = await startApp();
try {
  const cookie = await signIn(app.url);
  const setLatency = (ms) =>
    fetch(`${app.sandboxUrl}/__sandbox/latency`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ms }) });
  await timed(`${app.url}${PAGE}`, cookie); // warm up
  const base = await timed(`${app.url}${PAGE}`, cookie);
  await setLatency(LATENCY_MS);
  const slow = await timed(`${app.url}${PAGE}`, cookie);
  await setLatency(0);
  const ratio = (slow - base) / LATENCY_MS;
  console.log(`median ${PAGE}: ${base.toFixed(0)} ms without latency, ${slow.toFixed(0)} ms with ${LATENCY_MS} ms per upstream call`);
  console.log(`dashboard-latency: added response time ${(slow - base).toFixed(0)} ms = ${ratio.toFixed(2)} × the ${LATENCY_MS} ms upstream latency (target under 2 plus rendering)`);
} finally {
  await app.stop();
}
