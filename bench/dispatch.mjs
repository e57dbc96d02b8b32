// Dispatch at scale: a provider with 10,000 instructions opens its upcoming list (target: the
// first page in under 200 ms), then 500 pages hold the live feed open on one process and the
// memory each costs is printed. Needs a build (`npm run build`).
import { readFileSync } from "node:fs";
import { signIn, startApp } from "./app-process.mjs";

const INSTRUCTIONS = 10_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGE = "/operations/upcomingdispatches";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssKb = (pid) => Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const app = await startApp({ SANDBOX_DISPATCH_INSTRUCTIONS: String(INSTRUCTIONS) });
try {
  const cookie = await signIn(app.url);
  const times = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${app.url}${PAGE}`, { headers: { Cookie: cookie } });
    const html = await response.text();
    if (response.status !== 200 || !html.includes(`of ${Math.ceil(INSTRUCTIONS / 25)}`)) throw new Error(`${PAGE} answered ${response.status} without ${INSTRUCTIONS} instructions`);
    if (run > 0) times.push(performance.now() - started);
  }
  console.log(`upcoming list, first page of ${INSTRUCTIONS} instructions: median ${median(times).toFixed(0)} ms over ${RUNS} runs (target under 200 ms)`);

  global.gc?.();
  await pause(500);
  const before = rssKb(app.pid);
  const controller = new AbortController();
  const streams = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const response = await fetch(`${app.url}/operations/live`, { headers: { Cookie: cookie }, signal: controller.signal });
      if (response.status !== 200) throw new Error(`live feed answered ${response.status}`);
      response.body.getReader().read().catch(() => {});
      return response;
    }),
  );
  await pause(3000);
  const after = rssKb(app.pid);
  const open = streams.filter((response) => response.ok).length;
  controller.abort();
  console.log(`live feed: ${open} connections open on one process, RSS ${(before / 1024).toFixed(0)} MB → ${(after / 1024).toFixed(0)} MB`);
  console.log(`dispatch: first page ${median(times).toFixed(0)} ms for ${INSTRUCTIONS} instructions; ${open} live connections, ${((after - before) / open).toFixed(1)} KB each`);
} finally {
  await app.stop();
}
