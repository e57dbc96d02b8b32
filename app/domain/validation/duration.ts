const DURATION_PATTERN = /^(?:(\d+)\s+)?(\d{2}):(\d{2}):(\d{2})$/;

/** Total seconds of `HH:MM:SS` or `D HH:MM:SS`, or null when the text is not such a duration. */
export function parseDuration(text: string): number | null {
  if (typeof text !== "string") return null;
  const match = DURATION_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, days = "0", hours, minutes, seconds] = match;
  const h = Number(hours);
  const m = Number(minutes);
  const s = Number(seconds);
  if (h > 23 || m > 59 || s > 59) return null;
  const total = Number(days) * 86_400 + h * 3_600 + m * 60 + s;
  return Number.isSafeInteger(total) ? total : null;
}

export function isDuration(text: unknown): text is string {
  return typeof text === "string" && parseDuration(text) !== null;
}

/** Max runtime as shown: `D HH:MM:SS`. Fractions of a second are dropped. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`A duration must be a non-negative number of seconds, got ${seconds}`);
  }
  const whole = Math.floor(seconds);
  const days = Math.floor(whole / 86_400);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor((whole % 86_400) / 3_600);
  const minutes = Math.floor((whole % 3_600) / 60);
  return `${days} ${pad(hours)}:${pad(minutes)}:${pad(whole % 60)}`;
}
