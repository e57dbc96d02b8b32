/** Errors of the upstream client, and the DRF error shapes it reads (000 §7, §8). */
export type FieldErrors = Record<string, string[]>;

export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly detail: string,
    readonly fieldErrors: FieldErrors = {},
    readonly body: unknown = undefined,
  ) {
    super(`Upstream ${status} on ${path}: ${detail}`);
    this.name = "UpstreamError";
  }
}

/** The upstream answered with data that does not match what this app expects. */
export class UpstreamDataError extends Error {
  constructor(readonly path: string, readonly problems: string) {
    super(`Unexpected data from upstream ${path}: ${problems}`);
    this.name = "UpstreamDataError";
  }
}

/** The upstream could not be reached, or did not answer in time. */
export class UpstreamUnavailableError extends Error {
  constructor(readonly path: string, readonly timedOut: boolean, cause?: unknown) {
    super(`Upstream ${timedOut ? "timed out" : "unreachable"} on ${path}`, { cause });
    this.name = "UpstreamUnavailableError";
  }
}

export const FALLBACK_ERROR_TEXT = "Something went wrong. Please try again.";

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string");

/** Error text: from `detail`, or the document's list joined by '; ', else a fallback. */
export function errorText(body: unknown, fallback = FALLBACK_ERROR_TEXT): string {
  if (typeof body === "string" && body.trim() && !body.trim().startsWith("<")) return body.trim();
  if (isStringList(body)) return body.join("; ");
  if (body && typeof body === "object") {
    const { detail, non_field_errors: nonField } = body as Record<string, unknown>;
    if (typeof detail === "string" && detail) return detail;
    if (isStringList(detail)) return detail.join("; ");
    if (isStringList(nonField)) return nonField.join("; ");
  }
  return fallback;
}

/** DRF field errors `{"field": ["message"]}`; `detail` and `non_field_errors` are not fields. */
export function fieldErrors(body: unknown): FieldErrors {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(body)) {
    if (field === "detail" || field === "non_field_errors" || field === "code") continue;
    if (isStringList(messages)) errors[field] = messages;
    else if (typeof messages === "string") errors[field] = [messages];
  }
  return errors;
}
