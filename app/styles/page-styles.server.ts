import { readBuiltOnce } from "~/build-files/read-once.server";
import { PAGE_STYLESHEETS } from "./page-styles";

/**
 * The text of the stylesheets every page uses, read once per process from the built assets
 * (`public/build/_assets/`). Null when they are not there, and the page links them instead.
 */
export const pageStylesText = readBuiltOnce(
  PAGE_STYLESHEETS.map((href) => `../public${href}`),
  (texts) => texts.join("\n"),
);
