/**
 * What a post of the form asks for: the `intent` of the submit button pressed. Periods and
 * windows are added and removed by submit buttons, so the page works without JavaScript.
 */
export type FormIntent =
  | { kind: "next" }
  | { kind: "back" }
  | { kind: "edit"; step: number }
  | { kind: "submit" }
  | { kind: "add-period" }
  | { kind: "remove-period"; period: number }
  | { kind: "add-window"; period: number }
  | { kind: "remove-window"; period: number; window: number };

const INDEX = "(\\d{1,3})";
const PATTERNS: [RegExp, (...indexes: number[]) => FormIntent][] = [
  [/^next$/, () => ({ kind: "next" })],
  [/^back$/, () => ({ kind: "back" })],
  [/^submit$/, () => ({ kind: "submit" })],
  [/^add-period$/, () => ({ kind: "add-period" })],
  [new RegExp(`^edit:${INDEX}$`), (step) => ({ kind: "edit", step })],
  [new RegExp(`^remove-period:${INDEX}$`), (period) => ({ kind: "remove-period", period })],
  [new RegExp(`^add-window:${INDEX}$`), (period) => ({ kind: "add-window", period })],
  [new RegExp(`^remove-window:${INDEX}:${INDEX}$`), (period, window) => ({ kind: "remove-window", period, window })],
];

export function parseIntent(value: unknown): FormIntent | null {
  if (typeof value !== "string") return null;
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(value);
    if (match) return build(...match.slice(1).map(Number));
  }
  return null;
}

/** The `value` of the button that posts an intent. */
export function intentValue(intent: FormIntent): string {
  switch (intent.kind) {
    case "edit":
      return `edit:${intent.step}`;
    case "remove-period":
    case "add-window":
      return `${intent.kind}:${intent.period}`;
    case "remove-window":
      return `remove-window:${intent.period}:${intent.window}`;
    default:
      return intent.kind;
  }
}
