// Asset eligibility at scale, in process over the app's own rules: 100,000 generated assets
// judged against a competition with a boundary polygon, voltage limits, a deadline, meter checks
// and unavailability records. Prints assets per second on its last line (no target asserted).
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const dir = mkdtempSync(join(tmpdir(), "assets-bench-"));
const outfile = join(dir, "assets.mjs");
await build({
  stdin: { contents: 'export { eligibilityReasons, eligibilityStatus } from "./app/domain/assets/eligibility.ts";', resolveDir: process.cwd(), loader: "ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  alias: { "~": "./app" },
  logLevel: "error",
});
const { eligibilityReasons, eligibilityStatus } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

// A ring of 64 points around central England, so the point-in-polygon and distance work is real.
const ring = Array.from({ length: 65 }, (_, index) => {
  const angle = ((index % 64) / 64) * 2 * Math.PI;
  return [-1.5 + 1.2 * Math.cos(angle), 52.5 + 0.8 * Math.sin(angle)];
});
const competition = {
  id: 1,
  power_type: "active_power",
  need_direction: "deficit",
  min_connection_voltage: 6.6,
  max_connection_voltage: 33,
  boundary: { type: "Polygon", coordinates: [ring] },
  boundary_buffer: 2,
  qualification_closed: "2027-06-01T00:00:00Z",
  service_start: "2027-07-01",
  service_end: "2027-10-01",
  asset_checks: ["meter_id"],
};
const categories = ["storage", "demand_side_response", "renewable", "thermal", "low_carbon"];
const voltages = [0.4, 6.6, 11, 33, 66];
const assets = Array.from({ length: ASSETS }, (_, index) => ({
  id: index + 1,
  planned: index % 10 === 0,
  asset_category: categories[index % categories.length],
  location: [-4 + ((index * 7919) % 5000) / 1000, 50.5 + ((index * 104729) % 4000) / 1000],
  voltage_level: voltages[index % voltages.length],
  active_export_capacity: (index % 7) * 0.5,
  active_import_capacity: (index % 5) * 0.5,
  reactive_export_capacity: 0,
  reactive_import_capacity: 0,
  capacity_type: index % 10 === 0 ? "export" : null,
  capacity_value: index % 10 === 0 ? 2 : null,
  export_meter_id: index % 3 === 0 ? null : "1200000000001",
  import_meter_id: null,
  created: index % 50 === 0 ? "2027-06-02T00:00:00Z" : null,
}));
const unavailabilities = assets.filter((asset) => asset.id % 100 === 0).map((asset) => ({ flex_asset: asset.id, planned: asset.planned, unavailable_from: "2027-06-20", unavailable_to: "2027-10-05" }));

/** Seconds per round to judge the first `count` assets, and how many are eligible. */
function measure(count) {
  const some = assets.slice(0, count);
  let seconds = 0;
  let eligible = 0;
  for (let round = 0; round < ROUNDS; round++) {
    eligible = 0;
    const started = performance.now();
    for (const asset of some) if (eligibilityStatus(eligibilityReasons(asset, competition, { unavailabilities, companyApproved: true })) === "eligible") eligible++;
    seconds += (performance.now() - started) / 1000;
  }
  return { seconds: seconds / ROUNDS, eligible };
}

measure(1000); // warms the rules up so the first size measured is not paying for compilation
// Growth from a tenth of the assets to all of them: linear work shows a factor near 10.
const tenth = measure(Math.round(ASSETS / 10));
const all = measure(ASSETS);
const rate = ASSETS / all.seconds;
console.log(`asset eligibility: ${(ASSETS / 10).toLocaleString("en-GB")} assets in ${(tenth.seconds * 1000).toFixed(0)} ms, ${ASSETS.toLocaleString("en-GB")} in ${(all.seconds * 1000).toFixed(0)} ms (growth ×${(all.seconds / tenth.seconds).toFixed(1)} for ×10 assets)`);
console.log(`asset eligibility: ${ASSETS.toLocaleString("en-GB")} assets × ${ROUNDS} rounds, ${all.eligible.toLocaleString("en-GB")} eligible, ${Math.round(rate).toLocaleString("en-GB")} assets/s`);
