import { fieldIndex } from "./conditions";
import type { ApplicationSection, Definitions, FieldErrors, SectionDefinition } from "./types";
import { applicationValues } from "./values";
import { stepSegment } from "./paths";
import { blankErrors, answerProblems, hasErrors } from "./validate";

// The step addresses live apart so pages can link to steps without loading the validation rules.
export { applicationPath, STEP_SEGMENTS, stepSegment } from "./paths";

export function orderedSections(definitions: Definitions): SectionDefinition[] {
  return [...definitions.sections].sort((a, b) => a.number - b.number);
}

export function sectionForSegment(definitions: Definitions, segment: string): SectionDefinition | undefined {
  return definitions.sections.find((section) => stepSegment(section.name) === segment);
}

/** APP-01: the steps in order, each linking to the one before and after it. */
export function neighbours(definitions: Definitions, name: string): { previous?: SectionDefinition; next?: SectionDefinition; index: number; count: number } {
  const steps = orderedSections(definitions);
  const index = steps.findIndex((section) => section.name === name);
  return { previous: index > 0 ? steps[index - 1] : undefined, next: index >= 0 ? steps[index + 1] : undefined, index, count: steps.length };
}

/** The last step carries the declaration and the submit button. */
export const isFinalStep = (definitions: Definitions, name: string) => orderedSections(definitions).at(-1)?.name === name;

export type StepFlags = {
  name: string;
  number: number;
  title: string;
  segment: string;
  /** Saved at least once. */
  started: boolean;
  /** Saved with "Save and continue" (its errors show from then on). */
  submitted: boolean;
  /** Submitted and without errors. */
  confirmed: boolean;
  /** How many answers are missing or wrong. */
  problems: number;
};

/** APP-05: each step's submitted and confirmed flags, from the saved answers. */
export function stepFlags(definitions: Definitions, saved: readonly ApplicationSection[]): StepFlags[] {
  const byKey = fieldIndex(definitions);
  const values = applicationValues(saved);
  return orderedSections(definitions).map((section) => {
    const stored = saved.find((candidate) => candidate.number === section.number);
    const errors = { ...blankErrors(section, values, byKey), ...answerProblems(section, values) };
    const submitted = stored?.submitted === true;
    return {
      name: section.name,
      number: section.number,
      title: section.title,
      segment: stepSegment(section.name),
      started: Boolean(stored),
      submitted,
      confirmed: submitted && !hasErrors(errors),
      problems: Object.keys(errors).length,
    };
  });
}

/**
 * APP-05: the steps as the page that answers a post shows them: the step posted counts the
 * errors shown beside its fields (an answer refused is not stored, so the stored answers alone
 * would miss it), and a step with errors shown has been started whether or not anything saved.
 */
export function stepFlagsShown(definitions: Definitions, saved: readonly ApplicationSection[], name: string, shown: FieldErrors): StepFlags[] {
  const problems = Object.values(shown).filter((messages) => messages.length > 0).length;
  return stepFlags(definitions, saved).map((step) =>
    step.name === name ? { ...step, started: step.started || problems > 0, problems, confirmed: step.submitted && problems === 0 } : step,
  );
}
