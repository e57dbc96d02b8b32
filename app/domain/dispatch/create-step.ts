import { normaliseDate } from "~/domain/validation/date";

/**
 * The create-instructions form's steps, from the query it was submitted with (pure). `date` is
 * empty when the day sent is not a real one; `typedDate` then keeps what was typed, to show it again.
 * `submitted`: the preview's own button was pressed (`step=preview`), not just an address with a
 * competition and a day opened, so a choice with nothing ticked is only then said to be incomplete.
 */
export type CreateChoice = { competition: number | null; date: string; windows: number[]; decisions: number[]; asked: CreateAsk; submitted: boolean; typedDate?: string };

/**
 * What the button pressed asked for: the chosen competition's windows, to choose the competition
 * again, the day's single bids, or (the main button, and the first showing) the preview.
 */
export type CreateAsk = "windows" | "competition" | "bids" | "preview";
const ASKS: readonly string[] = ["windows", "competition", "bids"];

const ids = (params: URLSearchParams, name: string) => [
  ...new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(","))
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
  ),
];

export function readCreateChoice(params: URLSearchParams, tomorrow: string): CreateChoice {
  const competition = Number(params.get("competition"));
  const typed = params.get("date");
  // No day sent (the form's first showing): tomorrow. A day sent must be a real one.
  const date = typed === null ? tomorrow : (normaliseDate(typed) ?? "");
  return {
    ...(typed !== null && !date ? { typedDate: typed.slice(0, 40) } : {}),
    competition: Number.isInteger(competition) && competition > 0 ? competition : null,
    date,
    windows: ids(params, "window"),
    decisions: ids(params, "decision"),
    // "Choose single bids" asks for the day's single bids instead of a preview; the steps without JavaScript ask for a competition's windows, or to choose the competition again.
    asked: ASKS.includes(params.get("step") ?? "") ? (params.get("step") as CreateAsk) : "preview",
    submitted: params.get("step") === "preview",
  };
}

/** Ready to preview once a competition, a day and at least one window or single bid are chosen. */
export const readyToPreview = (choice: CreateChoice) =>
  choice.asked === "preview" && choice.competition !== null && choice.date !== "" && (choice.windows.length > 0 || choice.decisions.length > 0);

/**
 * Without JavaScript a form cannot narrow its windows to the competition chosen in its list, so
 * the competition is chosen first: this is the competition whose windows are shown, or null while
 * it is still to be chosen (the first showing, or "Change competition").
 */
export function competitionShown<Competition extends { id: number }>(choice: CreateChoice, competitions: readonly Competition[]): Competition | null {
  if (choice.asked === "competition") return null;
  return competitions.find((competition) => competition.id === choice.competition) ?? null;
}

/**
 * What is wrong with the windows of a submitted choice, before the upstream is asked: nothing
 * ticked (and no single bids) once the preview was asked for with its button, or a window of
 * another competition than the one chosen. Null when the choice is fine, or when the form has not
 * been submitted yet (no competition, or only shown with its competition's windows).
 */
export function windowProblem(choice: CreateChoice, competitions: readonly { id: number; service_windows: readonly { id: number }[] }[]): "noWindows" | "otherWindows" | null {
  // Choosing the competition again drops the windows: nothing to check.
  if (choice.competition === null || choice.asked === "competition") return null;
  // Asking for the windows or the single bids needs no window ticked, but a ticked window of another competition is still refused.
  if (choice.asked === "preview" && choice.windows.length === 0 && choice.decisions.length === 0) return choice.submitted ? "noWindows" : null;
  const chosen = competitions.find((competition) => competition.id === choice.competition);
  if (choice.windows.length && (!chosen || choice.windows.some((id) => !chosen.service_windows.some((window) => window.id === id)))) return "otherWindows";
  return null;
}

/** The create form's fields an error can stand beside; `form` is above the form. */
export type CreateField = "competition" | "date" | "window" | "decision" | "form";

/**
 * The upstream's refusal of a preview, each message beside the field it is about: a window's
 * (`service_windows.<i>`) beside the windows, named by that window; a single bid's
 * (`decisions.<i>`) beside the bids; the competition's and the day's beside theirs.
 */
export function createFieldErrors(
  fieldErrors: Record<string, string[]>,
  choice: Pick<CreateChoice, "windows" | "decisions">,
  windowName: (id: number) => string | undefined,
  translate: (message: string) => string = (message) => message,
): Partial<Record<CreateField, string[]>> {
  const errors: Partial<Record<CreateField, string[]>> = {};
  // The upstream says a problem once per bid; a window or field shows each different one once.
  const add = (field: CreateField, message: string) => {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const [head, index] = key.split(".");
    for (const message of messages.map(translate)) {
      if (head === "service_windows") {
        const name = index === undefined ? undefined : windowName(choice.windows[Number(index)] ?? -1);
        add("window", name ? `${name}: ${message}` : message);
      } else if (head === "decisions") add("decision", message);
      else if (head === "competition" || head === "date") add(head, message);
      else add("form", message);
    }
  }
  return errors;
}
