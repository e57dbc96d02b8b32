import { isFixedPrice } from "~/domain/market/pricing";
import {
  clearingPeriods,
  clearingStateFields,
  initialClearingState,
  isDayAhead,
  toDemandInterval,
  type ClearingFormContext,
  type ClearingPeriod,
  type ClearingModalState,
  type DemandInterval,
  type GridSupplyPointOption,
} from "~/domain/clearing";
import { FLAGS } from "~/domain/flags";
import type { ClearingDecision, ClearingFormKind, ClearingView } from "~/components/clearing/view";
import type { InputParameterSet, OperatorBid } from "~/upstream/schemas/clearing";
import type { Competition } from "~/upstream/schemas/market";

/** What the clearing modal needs to know about a competition, on every step. */
export type ClearingSetup = {
  competition: Competition;
  form: ClearingFormKind;
  trim: boolean;
  scheduledDispatch: boolean;
  context: ClearingFormContext & { periods: ClearingPeriod[]; gridSupplyPoints: GridSupplyPointOption[] };
};


/** Fixed-price competitions take a price per window (CLEAR-07); day-ahead ones one interval at a time; others a row per window. */
export function clearingForm(competition: Competition): ClearingFormKind {
  if (isFixedPrice(competition)) return "fixed-price";
  return isDayAhead(competition.qualification_type) ? "demand-interval" : "service-windows";
}

/** The grid supply points the bids name: the only ones that may be excluded. */
export function bidGridSupplyPoints(bids: readonly OperatorBid[]): GridSupplyPointOption[] {
  const byId = new Map<number, GridSupplyPointOption>();
  for (const bid of bids) for (const gsp of bid.grid_supply_points) byId.set(gsp.id, { id: gsp.id, name: gsp.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export function clearingSetup(competition: Competition, bids: readonly OperatorBid[], features: ReadonlySet<string>): ClearingSetup {
  const scheduledDispatch = features.has(FLAGS.scheduledDispatch);
  return {
    competition,
    form: clearingForm(competition),
    trim: features.has(FLAGS.trimOverlappingIntervals),
    scheduledDispatch,
    context: { periods: clearingPeriods(competition.service_periods ?? []), gridSupplyPoints: bidGridSupplyPoints(bids), scheduledDispatch },
  };
}

/** The modal as it opens: the first step, with the competition's stored demand intervals. */
export function openingState(setup: ClearingSetup, stored: Pick<InputParameterSet, "demand_intervals">): ClearingModalState<ClearingDecision> {
  const intervals = stored.demand_intervals
    .map((interval) => toDemandInterval(interval as Record<string, unknown>))
    .filter((interval): interval is DemandInterval => interval !== null);
  return initialClearingState<ClearingDecision>({ qualificationType: setup.competition.qualification_type, intervals, trim: setup.trim });
}

export function clearingView(setup: ClearingSetup, state: ClearingModalState<ClearingDecision>, extra: Partial<ClearingView> = {}): ClearingView {
  if (state.step === "closed") throw new Error("A closed clearing modal has no view");
  return {
    competition: setup.competition.id,
    step: state.step,
    form: setup.form,
    dayAhead: state.dayAhead,
    trim: setup.trim,
    scheduledDispatch: setup.scheduledDispatch,
    intervals: state.intervals,
    decisions: state.decisions,
    fields: clearingStateFields(state),
    periods: setup.context.periods,
    gridSupplyPoints: setup.context.gridSupplyPoints,
    ...(state.error ? { error: state.error } : {}),
    ...extra,
  };
}
