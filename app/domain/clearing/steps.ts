export type FirstStep = "add-demand-interval" | "service-window-intervals";
export type ResultsStep = "results" | "results-simple";
export type ClearingStep = FirstStep | ResultsStep | "closed";

/** Clearing modals are not dismissible (001 §4): no Escape, no backdrop click, only Cancel. */
export const CLEARING_MODAL_DISMISSIBLE = false;

export function isResultsStep(step: ClearingStep): step is ResultsStep {
  return step === "results" || step === "results-simple";
}
