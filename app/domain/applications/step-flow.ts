import { sectionFields } from "./conditions";
import type { FieldDefinition, FieldErrors, FormValues, SectionDefinition } from "./types";
import { answerProblems, blankErrors, hasErrors } from "./validate";

/** What a step's form can ask for: its buttons, and the autosave with JavaScript. */
export const STEP_INTENTS = ["continue", "later", "previous", "next", "autosave", "submit"] as const;
export type StepIntent = (typeof STEP_INTENTS)[number];

export const isStepIntent = (value: unknown): value is StepIntent => STEP_INTENTS.includes(value as StepIntent);

/** "Save and continue" (and submitting) marks the step for validation; the other ways of leaving it only save it. */
export const marksForValidation = (intent: StepIntent) => intent === "continue" || intent === "submit";

/**
 * What can be stored of a posted step: the answers with a length or format problem keep
 * their saved value, so every good answer is saved while the bad ones stay on the form.
 */
export function storableValues(section: SectionDefinition, posted: FormValues, saved: FormValues, refused: FieldErrors = {}): { values: FormValues; problems: FieldErrors } {
  const problems = { ...answerProblems(section, posted), ...refused };
  const values: FormValues = {};
  for (const field of sectionFields(section)) values[field.key] = problems[field.key] ? saved[field.key] ?? "" : posted[field.key] ?? "";
  return { values, problems };
}

export type StepOutcome =
  | { kind: "stay"; errors: FieldErrors; marked: boolean }
  | { kind: "autosaved"; errors: FieldErrors }
  | { kind: "go"; to: "next" | "previous" | "later" | "submit" };

/**
 * The step reducer the action calls once, after saving: posted answers plus the problems
 * found (here or upstream) → stay on the step with its errors, or go on.
 */
export function afterSave(input: {
  section: SectionDefinition;
  intent: StepIntent;
  /** The posted answers of this step merged with the saved answers of the others. */
  values: FormValues;
  byKey: ReadonlyMap<string, FieldDefinition>;
  problems: FieldErrors;
}): StepOutcome {
  const { section, intent, values, byKey, problems } = input;
  if (intent === "autosave") return { kind: "autosaved", errors: problems };
  const marked = marksForValidation(intent);
  const errors = { ...(marked ? blankErrors(section, values, byKey) : {}), ...problems };
  if (hasErrors(errors) && (marked || hasErrors(problems))) return { kind: "stay", errors, marked };
  switch (intent) {
    case "continue":
      return { kind: "go", to: "next" };
    case "submit":
      return { kind: "go", to: "submit" };
    default:
      return { kind: "go", to: intent };
  }
}
