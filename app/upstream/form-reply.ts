import type { SubmissionResult } from "@conform-to/react";
import type { FieldErrors, UpstreamError } from "./errors";

type Replyable = {
  reply(options?: { hideFields?: string[]; fieldErrors?: Record<string, string[]>; formErrors?: string[] }): SubmissionResult<string[]>;
};

/**
 * A form's answer to a refused upstream write: the upstream's field errors land on their
 * fields; when it names no field, its text is shown above the form. What was typed is kept,
 * except `hideFields` (passwords).
 */
export function upstreamErrorReply(
  submission: Replyable,
  error: UpstreamError,
  { hideFields, fieldErrors = error.fieldErrors, formErrors = [] }: { hideFields?: string[]; fieldErrors?: FieldErrors; formErrors?: string[] } = {},
) {
  const namesNoField = Object.keys(error.fieldErrors).length === 0;
  const aboveTheForm = [...formErrors, ...(namesNoField ? [error.detail] : [])];
  return submission.reply({ hideFields, fieldErrors, formErrors: aboveTheForm.length ? aboveTheForm : undefined });
}
