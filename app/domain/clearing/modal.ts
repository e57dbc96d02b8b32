import { DAY_AHEAD_QUALIFICATION, type QualificationType } from "~/domain/market/enums";
import { addDemandInterval, UNFORESEEN_OVERLAP_KEY } from "./overlap";
import { CLEARING_MODAL_DISMISSIBLE, isResultsStep, type ClearingStep, type FirstStep, type ResultsStep } from "./steps";
import type { BidDecision, DemandInterval } from "./types";

// The steps live apart so the modal's components can read them without the overlap rules (and luxon).
export { CLEARING_MODAL_DISMISSIBLE, isResultsStep, type ClearingStep, type FirstStep, type ResultsStep } from "./steps";

export type ClearingConfirmation<D extends BidDecision = BidDecision> = { decisions: D[]; demand_intervals: DemandInterval[] };

export type ClearingModalState<D extends BidDecision = BidDecision> = {
  dayAhead: boolean;
  step: ClearingStep;
  /** The intervals shown, and sent while a request is pending. */
  intervals: DemandInterval[];
  /** The intervals before the last add or replace, restored by Back or a failed request. */
  previousIntervals: DemandInterval[] | null;
  /** The spinner. */
  submitting: boolean;
  decisions: D[];
  /** With the trimming flag, overlapping intervals are shortened instead of removed. */
  trim: boolean;
  /** A `clearing:` key when an added interval could not be merged; a failed request sets none (CLEAR-02). */
  error: string | null;
  /** Set by Confirm: what the modal emits. */
  confirmed: ClearingConfirmation<D> | null;
  dismissible: typeof CLEARING_MODAL_DISMISSIBLE;
};

export type ClearingAction<D extends BidDecision = BidDecision> =
  /** Add one interval to the current ones (overlaps removed or trimmed), then request decisions. */
  | { type: "add"; interval: DemandInterval }
  /** Request decisions for exactly these intervals (the service-window step, or Replace). */
  | { type: "replace"; intervals: DemandInterval[] }
  | { type: "requestSucceeded"; decisions: D[] }
  | { type: "requestFailed" }
  | { type: "back" }
  | { type: "confirm" }
  | { type: "cancel" };

export function isDayAhead(qualificationType: QualificationType | null | undefined): boolean {
  return qualificationType === DAY_AHEAD_QUALIFICATION;
}

export function firstStepFor(dayAhead: boolean): FirstStep {
  return dayAhead ? "add-demand-interval" : "service-window-intervals";
}

export function resultsStepFor(dayAhead: boolean): ResultsStep {
  return dayAhead ? "results" : "results-simple";
}

export function initialClearingState<D extends BidDecision = BidDecision>(options: {
  qualificationType: QualificationType | null | undefined;
  /** The intervals of the competition's input parameter set. */
  intervals?: DemandInterval[];
  trim?: boolean;
}): ClearingModalState<D> {
  const dayAhead = isDayAhead(options.qualificationType);
  return {
    dayAhead,
    step: firstStepFor(dayAhead),
    intervals: [...(options.intervals ?? [])],
    previousIntervals: null,
    submitting: false,
    decisions: [],
    trim: Boolean(options.trim),
    error: null,
    confirmed: null,
    dismissible: CLEARING_MODAL_DISMISSIBLE,
  };
}

/** The modal's steps (CLEAR-01, CLEAR-02). Actions that do not fit the current step leave it as it is. */
export function clearingReducer<D extends BidDecision>(state: ClearingModalState<D>, action: ClearingAction<D>): ClearingModalState<D> {
  if (state.step === "closed") return state;
  switch (action.type) {
    case "add": {
      if (state.submitting) return state;
      const merged = addDemandInterval(state.intervals, action.interval, { trim: state.trim });
      if (!merged.ok) return { ...state, error: UNFORESEEN_OVERLAP_KEY };
      return submit(state, merged.intervals);
    }
    case "replace":
      return state.submitting ? state : submit(state, action.intervals);
    case "requestSucceeded":
      if (!state.submitting) return state;
      return { ...state, submitting: false, decisions: [...action.decisions], step: resultsStepFor(state.dayAhead) };
    case "requestFailed":
      if (!state.submitting) return state;
      return { ...state, submitting: false, intervals: state.previousIntervals ?? state.intervals, previousIntervals: null };
    case "back":
      if (!isResultsStep(state.step)) return state;
      return {
        ...state,
        step: firstStepFor(state.dayAhead),
        intervals: state.previousIntervals ?? state.intervals,
        previousIntervals: null,
        decisions: [],
      };
    case "confirm": {
      const confirmed = confirmPayload(state);
      return confirmed ? { ...state, step: "closed", confirmed } : state;
    }
    case "cancel":
      return { ...state, step: "closed", submitting: false, confirmed: null };
  }
}

/** What Confirm emits: the decisions with the intervals they were made for; null before results. */
export function confirmPayload<D extends BidDecision>(state: ClearingModalState<D>): ClearingConfirmation<D> | null {
  if (!isResultsStep(state.step) || state.submitting) return null;
  return { decisions: [...state.decisions], demand_intervals: [...state.intervals] };
}

/** The body of the bid decision set request for the pending intervals. */
export function decisionRequest(competition: number, state: ClearingModalState<BidDecision>) {
  return { competition, demand_intervals: state.intervals };
}

function submit<D extends BidDecision>(state: ClearingModalState<D>, intervals: DemandInterval[]): ClearingModalState<D> {
  return { ...state, previousIntervals: state.intervals, intervals: [...intervals], submitting: true, error: null };
}
