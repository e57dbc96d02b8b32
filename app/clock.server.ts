import { Settings } from "luxon";

/**
 * "Now" for the app and the sandbox, in one place a test can set.
 *
 * Real time, unless `SANDBOX_NOW` (an ISO instant, read when the process starts) or the
 * sandbox's control interface (`PUT /__sandbox/clock`) moves it: the clock then keeps
 * running from the instant it was set to, so tokens still expire and polls still time out.
 * Luxon's `DateTime.now()` reads the same clock, so a rule written with luxon follows it too.
 *
 * Server and sandbox only (it sets luxon for the whole process); the browser gets the
 * server's times as data.
 *
 * Durations measured within one request (timeouts, cache ages) may keep using `Date.now()`:
 * only the offset moves, never the rate.
 */

function startOffsetMs(): number {
  const setting = typeof process === "undefined" ? undefined : process.env.SANDBOX_NOW;
  if (!setting) return 0;
  const instant = Date.parse(setting);
  if (Number.isNaN(instant)) throw new Error(`SANDBOX_NOW is not an ISO instant: ${setting}`);
  return instant - Date.now();
}

let initialOffsetMs = startOffsetMs();
let offsetMs = initialOffsetMs;

export function nowMs(): number {
  return Date.now() + offsetMs;
}

export function now(): Date {
  return new Date(nowMs());
}

export function nowIso(): string {
  return now().toISOString();
}

/** How far the clock is from real time: 0 unless a test or a demo set it. */
export function clockOffsetMs(): number {
  return offsetMs;
}

/** Sets the clock to an instant; it runs on from there. */
export function setNow(instant: Date | string | number): Date {
  const target = instant instanceof Date ? instant.getTime() : typeof instant === "number" ? instant : Date.parse(instant);
  if (Number.isNaN(target)) throw new Error(`not an instant: ${String(instant)}`);
  offsetMs = target - Date.now();
  return now();
}

/** Moves the clock forward (or back, with a negative amount). */
export function advanceClock(ms: number): Date {
  offsetMs += ms;
  return now();
}

/** Back to where the process started: `SANDBOX_NOW`, or real time. */
export function resetClock(): Date {
  offsetMs = initialOffsetMs;
  return now();
}

/** Reads `SANDBOX_NOW` again (tests that change the setting within one process). */
export function reloadClockSetting(): Date {
  initialOffsetMs = startOffsetMs();
  offsetMs = initialOffsetMs;
  return now();
}

Settings.now = nowMs;

/**
 * An instant of this clock as the browser's own clock will see it (the browser runs on
 * real time), for timers that run in the page such as the session expiry check.
 */
export function browserEpochSeconds(epochSeconds: number): number {
  return epochSeconds - Math.round(offsetMs / 1000);
}
