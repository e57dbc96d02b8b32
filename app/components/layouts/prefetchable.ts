import { matchRoutes } from "@remix-run/react";
import { useEffect, useState } from "react";

/** The splat route that answers 404 for every path no page serves (app/routes/$.tsx). */
export const NOT_FOUND_ROUTE_ID = "routes/$";
const RETRY_MS = 500;
const MAX_TRIES = 20;

type RouteTree = Parameters<typeof matchRoutes>[0];

/**
 * Whether a link leads to a page of the app: true when the deepest route it matches is a real
 * page, false when only the not-found route matches it, undefined while the browser has not yet
 * learnt the routes under that path (Remix discovers them lazily for the links on the page).
 */
export function leadsToPage(routes: RouteTree, href: string): boolean | undefined {
  const pathname = new URL(href, "http://app.invalid").pathname;
  const matches = matchRoutes(routes, pathname);
  if (!matches?.length) return undefined;
  return matches[matches.length - 1].route.id !== NOT_FOUND_ROUTE_ID;
}

function browserRoutes(): RouteTree | undefined {
  return (window as Window & { __remixRouter?: { routes: RouteTree } }).__remixRouter?.routes;
}

/**
 * The hrefs worth prefetching: those that lead to a page. A link to a path no page serves (an
 * area not built yet) would only fetch a 404, so it is left out; one whose routes are still being
 * discovered is asked about again a little later. Empty on the server and before hydration.
 */
export function usePrefetchable(hrefs: string[]): string[] {
  const [pages, setPages] = useState<string[]>([]);
  const key = hrefs.join("\n");
  useEffect(() => {
    const wanted = key ? key.split("\n") : [];
    let tries = 0;
    let timer: number | undefined;
    const check = () => {
      const routes = browserRoutes();
      const answers = wanted.map((href) => (routes ? leadsToPage(routes, href) : undefined));
      setPages(wanted.filter((_, index) => answers[index] === true));
      if (answers.includes(undefined) && ++tries < MAX_TRIES) timer = window.setTimeout(check, RETRY_MS);
    };
    check();
    return () => window.clearTimeout(timer);
  }, [key]);
  return pages;
}
