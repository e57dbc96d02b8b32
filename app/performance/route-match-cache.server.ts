import { createRequire } from "node:module";
import { keptIn } from "~/domain/bounded-cache";

/**
 * React Router 6's `matchRoutes` flattens and ranks the whole route tree and compiles a regular
 * expression per candidate path on every call, and a request calls it several times (Remix's
 * request handler, then rendering). With a hundred routes that was a quarter of the server's CPU
 * time on `/home`. The answer depends only on the tree's shape (ids, paths, index and case
 * flags) and the pathname, so it is kept per shape and pathname and rebuilt with the caller's own
 * route objects: a call with the same tree and pathname costs a lookup. See
 * docs/decisions/0007-route-match-cache.md.
 */

type RouteLike = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteLike[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: RouteLike };
type MatchRoutes = (routes: RouteLike[], location: string | { pathname?: string }, basename?: string) => Match[] | null;
/** What a match list is, without the route objects: rebuilt for whichever tree of that shape asks. */
type Shape = { params: Record<string, string | undefined>; steps: { id: string; pathname: string; pathnameBase: string }[] } | null;
type Tree = { key: string; byId: Map<string, RouteLike> } | null;

/** Pathnames kept per tree shape; unknown addresses are as many as clients make up, so the set is bounded. */
export const MAX_PATHNAMES = 2000;

const trees = new WeakMap<RouteLike[], Tree>();

/** The tree's shape as a string and its routes by id; null when a route has no id (not cacheable). */
function describe(routes: RouteLike[]): Tree {
  let tree = trees.get(routes);
  if (tree !== undefined) return tree;
  const byId = new Map<string, RouteLike>();
  const parts: string[] = [];
  const walk = (list: RouteLike[]): boolean => {
    parts.push("[");
    for (const route of list) {
      if (route.id === undefined || byId.has(route.id)) return false;
      byId.set(route.id, route);
      parts.push(`${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`);
      if (route.children?.length && !walk(route.children)) return false;
    }
    parts.push("]");
    return true;
  };
  tree = walk(routes) ? { key: parts.join("\u0002"), byId } : null;
  trees.set(routes, tree);
  return tree;
}

const pathnameOf = (location: string | { pathname?: string }) => (typeof location === "string" ? location.replace(/[?#].*$/s, "") : location.pathname) || "/";

export function cachedMatchRoutes(original: MatchRoutes): MatchRoutes {
  const shapes = new Map<string, Map<string, Shape>>();
  return function matchRoutes(routes, location, basename = "/") {
    const tree = describe(routes);
    if (!tree) return original(routes, location, basename);
    let byPathname = shapes.get(tree.key);
    if (!byPathname) shapes.set(tree.key, (byPathname = new Map()));
    const key = `${basename}\u0000${pathnameOf(location)}`;
    const shape: Shape = keptIn(byPathname, key, MAX_PATHNAMES, () => {
      const matches = original(routes, location, basename);
      return (
        matches && {
          params: { ...matches[matches.length - 1]?.params },
          steps: matches.map((match) => ({ id: match.route.id as string, pathname: match.pathname, pathnameBase: match.pathnameBase })),
        }
      );
    });
    if (!shape) return null;
    // As React Router does, every match of one list shares one params object; a fresh one per call.
    const params = { ...shape.params };
    return shape.steps.map((step) => ({ params, pathname: step.pathname, pathnameBase: step.pathnameBase, route: tree.byId.get(step.id) as RouteLike }));
  };
}

/**
 * Puts the cache in front of `@remix-run/router`'s exported `matchRoutes`, which Remix's server
 * runtime and React Router read from the module's exports on every call. Calls inside the router
 * module itself (its static handler) are not reached and stay as they are.
 */
export function installRouteMatchCache() {
  const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes & { cached?: true } };
  if (router.matchRoutes.cached) return;
  router.matchRoutes = Object.assign(cachedMatchRoutes(router.matchRoutes), { cached: true as const });
}
