import { readConfig } from "@remix-run/dev/dist/config.js";

export type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };

/**
 * The app's own route tree, nested as Remix's server runtime nests it, and an address for each
 * route with its parameters filled in, with `extra` addresses added.
 */
export async function appRouteTree(extra: string[]) {
  const config = await readConfig(process.cwd());
  const all = Object.values(config.routes);
  const build = (parentId?: string): Route[] =>
    all.filter((route) => route.parentId === parentId).map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: build(route.id) }));
  const fullPaths = all.map((route) => {
    const segments: string[] = [];
    for (let id: string | undefined = route.id; id; id = config.routes[id]?.parentId) segments.unshift(config.routes[id].path ?? "");
    return `/${segments.filter(Boolean).join("/")}`.replace(/:[A-Za-z]+\?/g, "").replace(/:[A-Za-z]+/g, "42").replace(/\*/g, "a/b").replace(/\/+/g, "/");
  });
  return { tree: build(undefined), paths: [...new Set([...fullPaths, ...extra])] };
}

/** A deep copy of a tree: the same shape, new route objects. */
export const copyOf = (routes: Route[]): Route[] => routes.map((route) => ({ ...route, children: route.children && copyOf(route.children) }));

/** What React Router answers for one matched route, as the tests compare it. */
export type RouteMatch = { route: Route; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };

/** The parts of a match that tell two matchings apart, without the route objects themselves. */
export const shape = (matches: RouteMatch[] | null) => matches?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase })) ?? null;
