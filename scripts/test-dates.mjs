#!/usr/bin/env node
// Runs the unit and HTTP suites with the clock set to each date given (ISO instants), or to
// the hard dates when none is given: `npm run test:dates -- 2027-06-01T09:00:00Z`.
// The HTTP suite needs a build (`npm run build`).
import { spawnSync } from "node:child_process";
import { HARD_DATES } from "./hard-dates.mjs";

const given = process.argv.slice(2);
const dates = given.length ? given.map((now) => ({ now, what: "chosen" })) : HARD_DATES;
const tried = [];

for (const { now, what } of dates) {
  if (Number.isNaN(Date.parse(now))) {
    process.stderr.write(`Not an ISO instant: ${now}\n`);
    process.exit(2);
  }
  for (const [suite, args] of [
    ["unit", ["vitest", "run"]],
    ["HTTP", ["vitest", "run", "--config", "tests/http/vitest.config.ts"]],
  ]) {
    process.stdout.write(`\n▶ ${suite} tests with the clock at ${now} (${what})\n`);
    const result = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, SANDBOX_NOW: now } });
    tried.push(`${now} ${suite}: ${result.status === 0 ? "passed" : "FAILED"}`);
    if (result.status !== 0) {
      process.stdout.write(`\nDates tried:\n  ${tried.join("\n  ")}\n`);
      process.exit(result.status ?? 1);
    }
  }
}
process.stdout.write(`\nDates tried:\n  ${tried.join("\n  ")}\n`);
