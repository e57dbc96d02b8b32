import { readFileSync } from "node:fs";
import { PAGE_STYLESHEETS } from "./page-styles";

let known: { css: string | null } | undefined;

/**
 * The text of the stylesheets every page uses, read once per process from the built assets
 * (`public/build/_assets/`, beside the server build in `build/`). Null when they are not there
 * (the unit tests render from the sources), and the page links them instead.
 */
export function pageStylesText(): string | null {
  if (!known) {
    try {
      known = { css: PAGE_STYLESHEETS.map((href) => readFileSync(new URL(`../public${href}`, import.meta.url), "utf8")).join("\n") };
    } catch {
      known = { css: null };
    }
  }
  return known.css;
}
