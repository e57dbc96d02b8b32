const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** `HH:MM` on the 24-hour clock, `00:00` to `23:59`, two digits each. */
export function isTime(text: unknown): text is string {
  return typeof text === "string" && TIME_PATTERN.test(text.trim());
}
