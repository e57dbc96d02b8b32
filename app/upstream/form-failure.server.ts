import { data } from "@remix-run/node";
import { logger } from "~/observability/logger.server";
import { UpstreamDataError, UpstreamError, UpstreamUnavailableError } from "./errors";

/** An upstream failure a form post answers with: its HTTP status and the text saying so (a `common:` key, as the error page words it). */
export type UpstreamFailure = { status: 502 | 503 | 504; message: string };

function failureStatus(error: unknown): UpstreamFailure["status"] | null {
  // A 503 or 504 from upstream already says "unavailable" or "too slow"; any other 5xx is a bad answer from it.
  if (error instanceof UpstreamError) return error.status === 503 || error.status === 504 ? error.status : error.status >= 500 ? 502 : null;
  if (error instanceof UpstreamDataError) return 502;
  if (error instanceof UpstreamUnavailableError) return error.timedOut ? 504 : 503;
  return null;
}

/**
 * A failure that is not the user's doing (a 5xx, an answer that cannot be read, no answer in
 * time, no connection), or null: a refusal of what was sent, sign-in (401), permission (403),
 * not found (404) and bugs keep their own handling.
 */
export function upstreamFailure(error: unknown): UpstreamFailure | null {
  const status = failureStatus(error);
  return status ? { status, message: `common:errors.generic.detail.${status}` } : null;
}

/**
 * A form post's answer when the upstream failed the write: `answer` builds the form's usual
 * answer with the failure's text as a form-level error and every value posted, so the form
 * comes back as it was sent, on the same step or in the same dialog, to be sent again. The
 * failure's status goes with it. Any other error is thrown on, to the guard and the error page.
 */
export function upstreamFailureAnswer<T>(error: unknown, answer: (message: string) => T) {
  const failure = upstreamFailure(error);
  if (!failure) throw error;
  logger.warn({ status: failure.status, error: error instanceof Error ? error.message : String(error) }, "form post answered with its values: upstream failed");
  return data(answer(failure.message), { status: failure.status });
}
