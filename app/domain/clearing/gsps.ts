import { encodeClearingMessage } from "./messages";
import type { GridSupplyPointOption } from "./types";

/** The error text's key, in the clearing namespace (001 §5: error text key gspsErrorMsg). */
export const GSPS_ERROR = "clearing:rules.gspsErrorMsg";

/** `error`: the message with the names not found, as `encodeClearingMessage` writes it; `unknown`: those names, as typed. */
export type ExcludedGspsResult = { ids: number[] } | { error: string; unknown: string[] };

/** The names typed into the excluded grid supply points field: split on commas, trimmed, empties dropped. */
export function splitGspNames(text: string | null | undefined): string[] {
  if (typeof text !== "string") return [];
  return text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/**
 * The ids of the excluded grid supply points, or the error naming every name that is not
 * among the ones the bids name. Names match regardless of letter case, since operators type
 * them by hand; a name shared by several points excludes all of them.
 */
export function excludedGsps(text: string | null | undefined, available: readonly GridSupplyPointOption[]): ExcludedGspsResult {
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const name of splitGspNames(text)) {
    const matches = available.filter((gsp) => sameName(gsp.name, name));
    if (matches.length === 0 && !unknown.includes(name)) unknown.push(name);
    for (const gsp of matches) ids.add(gsp.id);
  }
  // Every name not found is told at once, so the operator corrects them in one go.
  if (unknown.length) return { error: encodeClearingMessage(GSPS_ERROR, { unknown: unknown.join(", ") }), unknown };
  return { ids: [...ids] };
}

/** The field's text for saved ids, so an interval shown again reads as it was typed; unknown ids are left out. */
export function gspNamesText(ids: readonly number[] | undefined, available: readonly GridSupplyPointOption[]): string {
  if (!ids?.length) return "";
  const names = ids.map((id) => available.find((gsp) => gsp.id === id)?.name).filter((name) => name !== undefined);
  return [...new Set(names)].join(", ");
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b, "en", { sensitivity: "accent" }) === 0;
}
