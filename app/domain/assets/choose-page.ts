/**
 * The choose-assets step shows one page of a competition's assets at a time (a competition
 * may offer hundreds). Choices made on other pages travel as hidden fields, so moving between
 * pages keeps every chosen asset; moving is a post that answers a redirect to the step's address.
 */
import { qualificationHref, type QualificationState } from "./qualification-flow";

export const CHOOSE_PAGE_SIZE = 50;
const PAGE_INTENT = /^page:([1-9]\d{0,5})$/;

/** The page asked for, kept within the pages there are. */
export function choosePage<Row extends { asset: { id: number; planned: boolean } }>(rows: readonly Row[], chosen: readonly string[], asked: unknown, size = CHOOSE_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const wanted = Number(asked);
  const page = Number.isInteger(wanted) && wanted >= 1 ? Math.min(wanted, pages) : 1;
  const shown = rows.slice((page - 1) * size, page * size);
  const onPage = new Set(shown.map((row) => `${row.asset.planned ? "p" : "a"}${row.asset.id}`));
  return { rows: shown, page, pages, total: rows.length, chosenElsewhere: chosen.filter((key) => !onPage.has(key)) };
}

/** A page button's post: where to go with the state as posted, or null when the intent is not a page. */
export function choosePageHref(intent: unknown, state: QualificationState): string | null {
  const match = PAGE_INTENT.exec(String(intent ?? ""));
  if (!match) return null;
  const href = qualificationHref("assets", state);
  return `${href}${href.includes("?") ? "&" : "?"}page=${match[1]}`;
}
