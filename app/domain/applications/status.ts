import type { Outcome } from "./types";

export type ApplicationRecordSummary = {
  id: number;
  flex_provider: number;
  dps_record: number;
  is_latest: boolean;
  is_submitted: boolean;
  outcome?: Outcome | null;
  created: string;
};

export type OutcomeStatus = "pending" | "approved" | "rejected";

/** APP-05: pending until an outcome exists, then approved or rejected. */
export function outcomeStatus(outcome: Outcome | null | undefined): OutcomeStatus {
  if (!outcome) return "pending";
  return outcome.is_approved ? "approved" : "rejected";
}

/** The provider's latest submission to a purchasing system. */
export function latestSubmission<R extends ApplicationRecordSummary>(records: readonly R[], provider: number, dpsRecord: number): R | undefined {
  return records.find((record) => record.flex_provider === provider && record.dps_record === dpsRecord && record.is_latest && record.is_submitted);
}

/**
 * APP-05: an application counts as submitted while a matching record exists: the same
 * provider and DPS record, the latest submission, with no outcome yet.
 */
export function isSubmitted(records: readonly ApplicationRecordSummary[], provider: number, dpsRecord: number): boolean {
  const latest = latestSubmission(records, provider, dpsRecord);
  return Boolean(latest && !latest.outcome);
}

export type ApplicationState = "draft" | "submitted" | "approved" | "rejected";

/** Where a provider's application to a purchasing system stands. */
export function applicationState(records: readonly ApplicationRecordSummary[], provider: number, dpsRecord: number): ApplicationState {
  const latest = latestSubmission(records, provider, dpsRecord);
  if (!latest) return "draft";
  const status = outcomeStatus(latest.outcome);
  return status === "pending" ? "submitted" : status;
}

/**
 * A draft may be changed and submitted again any number of times: before the first
 * submission, after a rejection, or while the operator asks for more information; not
 * once approved, nor while a submission simply awaits its decision.
 */
export const canEdit = (state: ApplicationState, openRequests = 0) =>
  state === "draft" || state === "rejected" || (state === "submitted" && openRequests > 0);
