// Settlement at scale, in process over the sandbox's own rules: (1) meter readings files of
// 100,000 rows parsed and checked (rows per second and heap, and what 17.5 million readings —
// a year of half-hours for 1,000 meters — would take at that rate); (2) a month's statement
// for a provider with 500 events (target: under 300 ms). Prints the figures on its last line.
import { join } from "node:path";
import { loadModules } from "./bundle.mjs";

const ROWS = 100_000;
const FILES = Number(process.env.BENCH_FILES ?? 3);
const EVENTS = 500;

const { checkReadings, statement, halfHoursOfDay } = await loadModules('export { checkReadings } from "./app/domain/settlement/meter-readings.ts"; export { statement } from "./mocks/settlement/statements.ts"; export { halfHoursOfDay } from "./app/domain/settlement/half-hours.ts";');

// (1) 1,000 meters × 100 half-hours per file.
const meters = Array.from({ length: 1000 }, (_, index) => `M${String(index).padStart(6, "0")}`);
const known = new Set(meters);
const start = Date.UTC(2027, 0, 1);
let checked = 0;
let seconds = 0;
let heap = 0;
for (let file = 0; file < FILES; file++) {
  const lines = ["meter_id,period_end,value_kwh"];
  for (let row = 0; row < ROWS; row++) lines.push(`${meters[row % 1000]},${new Date(start + (file * 100 + Math.floor(row / 1000) + 1) * 1_800_000).toISOString()},${(row % 97) + 0.5}`);
  const csv = lines.join("\n");
  const started = performance.now();
  const { readings, errors } = checkReadings(csv, { knownMeter: (meter) => known.has(meter), accepts: () => true });
  seconds += (performance.now() - started) / 1000;
  if (readings.length !== ROWS || errors.length) throw new Error(`file ${file}: ${readings.length} readings, ${errors.length} errors`);
  checked += ROWS;
  heap = Math.max(heap, process.memoryUsage().heapUsed);
}
const rate = checked / seconds;
console.log(`meter readings: ${FILES} files of ${ROWS} rows, ${Math.round(rate).toLocaleString("en-GB")} rows/s, heap peak ${(heap / 1048576).toFixed(0)} MB; 17.5M readings at this rate ≈ ${(17_500_000 / rate).toFixed(0)} s`);

// (2) 500 events over one month on two meters, with 90 days of complete readings before and during it.
const readings = new Map();
const eventMeters = [{ meter_id: "A", kind: "import", asset: 1, asset_name: "A" }, { meter_id: "B", kind: "import", asset: 2, asset_name: "B" }];
for (let day = 0; day < 90; day++) {
  const date = new Date(Date.UTC(2027, 3, 1) + day * 86_400_000).toISOString().slice(0, 10);
  for (const period of halfHoursOfDay(date)) for (const meter of eventMeters) readings.set(`${meter.meter_id}|${period.end}`, { meter_id: meter.meter_id, period_end: period.end, value_kwh: 500 + ((day * 7 + period.end.length) % 50), uploaded_at: "", replaced: 0 });
}
const events = Array.from({ length: EVENTS }, (_, index) => {
  const begin = Date.UTC(2027, 5, 1, 6) + Math.floor(index / 17) * 86_400_000 + (index % 17) * 1_800_000;
  return { id: index + 1, kind: "instruction", instruction: index + 1, contract: null, window_name: null, competition: 1, competition_name: "Bench", organisation_id: 101, operator_id: 201, start: new Date(begin).toISOString(), end: new Date(begin + 3_600_000).toISOString(), capacity: 0.5, direction: "down", currency: "GBP", availability_price: 20, utilisation_price: 150, service_fee_rate: 0, unavailable: [], dispatched: [], meters: eventMeters };
});
const times = [];
let lines = 0;
for (let run = 0; run < 6; run++) {
  const started = performance.now();
  lines = statement(readings, events, "2027-06", Date.UTC(2027, 7, 1)).lines.length;
  if (run > 0) times.push(performance.now() - started);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
console.log(`month statement: ${EVENTS} events, ${lines} lines, median ${median.toFixed(0)} ms over ${times.length} runs (target under 300 ms)`);
console.log(`settlement: ${Math.round(rate).toLocaleString("en-GB")} readings/s checked; statement of ${EVENTS} events in ${median.toFixed(0)} ms`);
