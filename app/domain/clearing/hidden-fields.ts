/**
 * The clearing modal without JavaScript: each form post carries the modal's state in
 * hidden inputs, and the next request reads it back. The browser can change those
 * values, so everything read back is validated and anything malformed is refused.
 */
import { z } from "zod";
import type { QualificationType } from "~/domain/market/enums";
import { firstStepFor, initialClearingState, resultsStepFor, type ClearingModalState } from "./modal";
import { demandIntervalSchema, type BidDecision, type DemandInterval } from "./types";

export const CLEARING_FIELDS = {
  step: "clearing_step",
  intervals: "demand_intervals",
  previousIntervals: "previous_demand_intervals",
  decisions: "decisions",
} as const;

const intervalsSchema = z.array(demandIntervalSchema);
const decisionsSchema = z.array(z.object({ bid_id: z.number().int(), approved: z.boolean() }).passthrough());

export function encodeIntervals(intervals: readonly DemandInterval[]): string {
  return JSON.stringify(intervals);
}

/** The intervals in a hidden field, or null when the text is not a valid list of them. */
export function decodeIntervals(text: unknown): DemandInterval[] | null {
  return parseJson(text, intervalsSchema);
}

/** The hidden inputs for the state. The spinner is not carried: without JavaScript the post itself waits for the answer. */
export function clearingStateFields(state: ClearingModalState<BidDecision>): Record<string, string> {
  return {
    [CLEARING_FIELDS.step]: state.step,
    [CLEARING_FIELDS.intervals]: encodeIntervals(state.intervals),
    [CLEARING_FIELDS.previousIntervals]: state.previousIntervals ? encodeIntervals(state.previousIntervals) : "",
    [CLEARING_FIELDS.decisions]: JSON.stringify(state.decisions),
  };
}

/**
 * The state the hidden inputs describe. Whether the competition is day-ahead and the
 * trimming flag come from the server, not the form; a step that does not belong to the
 * competition or a malformed value gives null.
 */
export function clearingStateFromFields(
  fields: Record<string, unknown>,
  options: { qualificationType: QualificationType | null | undefined; trim?: boolean },
): ClearingModalState<BidDecision> | null {
  const base = initialClearingState<BidDecision>(options);
  const step = fields[CLEARING_FIELDS.step];
  const allowed = [firstStepFor(base.dayAhead), resultsStepFor(base.dayAhead)];
  if (typeof step !== "string" || !(allowed as string[]).includes(step)) return null;
  const intervals = decodeIntervals(fields[CLEARING_FIELDS.intervals]);
  const previousText = fields[CLEARING_FIELDS.previousIntervals];
  const previousIntervals = previousText === undefined || previousText === "" ? null : decodeIntervals(previousText);
  const decisions = parseJson(fields[CLEARING_FIELDS.decisions] ?? "[]", decisionsSchema);
  if (!intervals || decisions === null || (previousText && !previousIntervals)) return null;
  return { ...base, step: step as ClearingModalState["step"], intervals, previousIntervals, decisions };
}

function parseJson<T>(text: unknown, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T | null {
  if (typeof text !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
