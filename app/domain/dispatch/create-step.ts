/** The create-instructions form's steps, from the query it was submitted with (pure). */
export type CreateChoice = { competition: number | null; date: string; windows: number[]; decisions: number[]; listBids: boolean };

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
  const date = params.get("date") ?? "";
  return {
    competition: Number.isInteger(competition) && competition > 0 ? competition : null,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : tomorrow,
    windows: ids(params, "window"),
    decisions: ids(params, "decision"),
    // "Show the accepted bids" asks for the day's single bids instead of a preview.
    listBids: params.get("step") === "bids",
  };
}

/** Ready to preview once a competition, a day and at least one window or single bid are chosen. */
export const readyToPreview = (choice: CreateChoice) => !choice.listBids && choice.competition !== null && (choice.windows.length > 0 || choice.decisions.length > 0);

/**
 * What is wrong with the windows of a submitted choice, before the upstream is asked: nothing
 * ticked (and no single bids), or a window of another competition than the one chosen. Null
 * when the choice is fine, or when the form has not been submitted yet (no competition).
 */
export function windowProblem(choice: CreateChoice, competitions: readonly { id: number; service_windows: readonly { id: number }[] }[]): "noWindows" | "otherWindows" | null {
  if (choice.competition === null || choice.listBids) return null;
  if (choice.windows.length === 0 && choice.decisions.length === 0) return "noWindows";
  const chosen = competitions.find((competition) => competition.id === choice.competition);
  if (chosen && choice.windows.some((id) => !chosen.service_windows.some((window) => window.id === id))) return "otherWindows";
  return null;
}
