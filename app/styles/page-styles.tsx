/**
 * The stylesheets every page uses (design tokens, the component kit, the app's layout), written
 * into the document's head instead of linked. Linked, they were three render-blocking requests:
 * a phone on a slow connection painted nothing until they arrived, and they competed for the
 * connection with the page's scripts. Inline, the first paint needs the HTML alone (about 6 KB
 * more of it, compressed). The server reads the built files once (`page-styles.server.ts`) and
 * hands their text down through a context; the browser keeps the element the server wrote.
 * Without the text (the built files not found) the page links the stylesheets as before.
 */
import { createContext, useContext } from "react";
import tokensCss from "~/styles/tokens.css";
import kitCss from "~/styles/kit.css";
import appCss from "~/styles/app.css";

/** In cascade order. */
export const PAGE_STYLESHEETS = [tokensCss, kitCss, appCss];

const ELEMENT_ID = "page-styles";

const PageStylesContext = createContext<string | null>(null);
export const PageStylesProvider = PageStylesContext.Provider;

/** In the browser, the text the server wrote, read once before hydration so both render the same. */
const written = typeof document === "undefined" ? null : (document.getElementById(ELEMENT_ID)?.textContent ?? null);

export function PageStyles() {
  const css = useContext(PageStylesContext) ?? written;
  if (css === null) return PAGE_STYLESHEETS.map((href) => <link key={href} rel="stylesheet" href={href} />);
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
