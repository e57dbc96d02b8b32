// Bulk bid creation through the app's own client (createBids: chunks of 250, two in
// flight) against the sandbox served over loopback HTTP in this process. 10,000 valid
// bids for the open competition 1 of the provider organisation, spread over its service
// windows and the provider's qualifying assets. Prints bids per second and the largest
// number of bid requests in flight on its last line; fails unless every bid was created
// and exactly two requests were ever in flight at once.
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const BIDS = 10_000;
const COMPETITION = 1;
const PROVIDER = "provider@example.com";

// The app logs every upstream call at debug level; keep the bench's output to its figures.
process.env.LOG_LEVEL ??= "silent";

// Written beside the installed packages, so the bundle's bare imports (msw, express, zod) resolve.
const root = process.cwd();
const cacheDir = join(root, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const dir = mkdtempSync(join(cacheDir, "bulk-bids-"));
const outfile = join(dir, "entry.mjs");
let app;
try {
  await build({
    stdin: {
      contents: [
        'export { createClient } from "~/upstream/client.server";',
        'export { createBids } from "~/upstream/bids.server";',
        'export { getCompetition } from "~/upstream/competitions.server";',
        'export { qualifications } from "~/upstream/assets.server";',
        'export { QUALIFYING_STATUSES } from "~/domain/market/enums";',
        'export { paths } from "~/upstream/paths";',
        'export { startSandbox } from "~mocks/http";',
        'export { store } from "~mocks/store";',
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "~": resolve(root, "app"), "~mocks": resolve(root, "mocks") },
    outfile,
    logLevel: "error",
  });
  app = await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const sandbox = await app.startSandbox();
try {
  const tokenResponse = await fetch(new URL("__sandbox/tokens", sandbox.url), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: PROVIDER }),
  });
  if (!tokenResponse.ok) throw new Error(`sandbox token: ${tokenResponse.status}`);
  const { token } = await tokenResponse.json();
  const client = app.createClient({ baseUrl: sandbox.apiBaseUrl, locale: "en-GB", token, timeoutMs: 60_000 });

  // What may be bid, read through the app's client as the builder reads it.
  const [competition, records] = await Promise.all([
    app.getCompetition(client, COMPETITION, "flexprovider"),
    app.qualifications(client, { competitionId: COMPETITION }),
  ]);
  if (competition.status !== "open") throw new Error(`competition ${COMPETITION} is ${competition.status}, not open`);
  const windows = competition.service_periods.flatMap((period) => period.windows);
  const assets = records.filter(
    (record) => record.competition === COMPETITION && app.QUALIFYING_STATUSES.includes(record.eligibility_status) && record.qualified_capacity > 0,
  );
  if (windows.length === 0 || assets.length === 0) throw new Error("no service window or qualifying asset to bid with");

  // Each row names its assets rather than a ballot, as parsed bulk-file rows do; its
  // capacity is a small share of the lower of the asset's qualified capacity and the window's requirement.
  const round = (value, places) => Math.floor(value * 10 ** places) / 10 ** places;
  const rows = Array.from({ length: BIDS }, (_, index) => {
    const window = windows[index % windows.length];
    const asset = assets[Math.floor(index / windows.length) % assets.length];
    const limit = Math.min(asset.qualified_capacity, window.capacity_required);
    return {
      competition: COMPETITION,
      ballot_assets: [{ flex_asset: asset.flex_asset, planned: asset.planned }],
      service_window: window.id,
      capacity: Math.max(0.00001, round(limit * (0.1 + 0.09 * (index % 10)), 5)),
      max_runtime: `0 0${1 + (index % 4)}:30:00`,
      availability_price: round(5 + (index % 500) / 10, 2),
      utilisation_price: round(100 + (index % 900) / 4, 2),
    };
  });

  // Bid writes in flight, counted where the client hands them to fetch.
  const bidsUrl = new URL(app.paths.bids, sandbox.apiBaseUrl).href;
  const realFetch = globalThis.fetch;
  let inFlight = 0;
  let maxInFlight = 0;
  let requests = 0;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const counted = url.split("?")[0] === bidsUrl && (init?.method ?? "GET") === "POST";
    if (!counted) return realFetch(input, init);
    requests += 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const response = await realFetch(input, init);
      // The body is read by the client; the request is in flight until its answer has arrived in full.
      const body = await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } finally {
      inFlight -= 1;
    }
  };

  const before = app.store.market.bids.filter((bid) => bid.competition === COMPETITION && bid.is_active).length;
  const started = performance.now();
  const result = await app.createBids(client, rows);
  const ms = performance.now() - started;
  globalThis.fetch = realFetch;
  const after = app.store.market.bids.filter((bid) => bid.competition === COMPETITION && bid.is_active).length;

  const ballots = new Set(result.saved.map((bid) => bid.ballot)).size;
  console.log(
    `${rows.length.toLocaleString("en-GB")} bids over ${windows.length} windows and ${assets.length} assets: ${requests} requests, ${result.failures.length} refused, ${result.saved.length.toLocaleString("en-GB")} saved into ${ballots} ballots; the sandbox holds ${(after - before).toLocaleString("en-GB")} more`,
  );
  if (result.failures.length > 0) {
    const [first] = result.failures;
    throw new Error(`chunk ${first.chunkIndex} was refused: ${JSON.stringify(first.error?.body ?? String(first.error)).slice(0, 400)}`);
  }
  if (result.saved.length !== BIDS || after - before !== BIDS) throw new Error(`expected ${BIDS} new bids`);
  console.log(
    `bulk-bids: ${BIDS.toLocaleString("en-GB")} bids created in ${ms.toFixed(0)} ms (${Math.round(BIDS / (ms / 1000)).toLocaleString("en-GB")} bids/s), at most ${maxInFlight} requests in flight`,
  );
  if (maxInFlight !== 2) throw new Error(`expected 2 requests in flight at most and at least once, saw ${maxInFlight}`);
} finally {
  await sandbox.close();
}
