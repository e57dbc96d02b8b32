// Server-side rendering throughput of the signed-in home page, against a bare node:http
// server returning the same bytes, on loopback. Prints the ratio on its last line.
import autocannon from "autocannon";
import { signIn, startApp, startBareServer } from "./app-process.mjs";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const app = await startApp();
try {
  const cookie = await signIn(app.url);
  const page = await fetch(`${app.url}/home`, { headers: { Cookie: cookie } });
  if (page.status !== 200) throw new Error(`/home answered ${page.status}`);
  const html = Buffer.from(await page.arrayBuffer());

  const ssr = await load(`${app.url}/home`, { Cookie: cookie });
  if (ssr.non2xx > 0) throw new Error(`${ssr.non2xx} answers were not 2xx`);

  const bare = await startBareServer(html);
  const baseline = await load(bare.url, {});
  await bare.stop();

  const ssrRate = ssr.requests.average;
  const bareRate = baseline.requests.average;
  console.log(`page bytes: ${html.length}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.log(`SSR of the signed-in /home: ${ssrRate.toFixed(0)} req/s (p99 latency ${ssr.latency.p99} ms)`);
  console.log(`bare node:http, same bytes: ${bareRate.toFixed(0)} req/s (p99 latency ${baseline.latency.p99} ms)`);
  console.log(`ssr-throughput: SSR serves ${((ssrRate / bareRate) * 100).toFixed(2)}% of the bare server's rate (1 : ${(bareRate / ssrRate).toFixed(1)})`);
} finally {
  await app.stop();
}
