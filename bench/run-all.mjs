// Runs every benchmark; each prints its figure on its last line. Needs a build (`npm run build`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/index.js")) spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
for (const bench of ["route-js.mjs", "ssr-throughput.mjs", "page-throughput.mjs", "dashboard-latency.mjs", "map-clusters.mjs", "clearing-engine.mjs", "bulk-bids.mjs", "load.mjs", "dispatch.mjs", "settlement.mjs", "assets.mjs", "asset-register.mjs", "lighthouse.mjs"]) {
  process.stdout.write(`\n▶ bench/${bench}\n`);
  const result = spawnSync(process.execPath, [`bench/${bench}`], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
