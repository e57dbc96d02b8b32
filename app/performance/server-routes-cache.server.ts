import { createRequire } from "node:module";

/**
 * Remix renders every document by rebuilding the whole route tree twice: `RemixServer` turns
 * the build's manifest into React Router routes (`createServerRoutes`), then React Router's
 * `createStaticRouter` turns those into data routes (`convertRoutesToDataRoutes`). Both walk
 * every route of the app, allocate a few hundred objects per request, and give the renderer
 * a new tree each time, so nothing downstream can recognise it. Both depend only on the
 * build (its manifest and route modules), so each is built once per build here and handed
 * out again; what they return is only read. See docs/decisions/0007-route-match-cache.md.
 */

type Manifest = Record<string, { id: string; parentId?: string }>;
type RouteModules = Record<string, unknown>;
type Routes = unknown[];
type CreateServerRoutes = (manifest: Manifest, routeModules: RouteModules, future: object, isSpaMode: boolean, ...rest: unknown[]) => Routes;
type ConvertRoutes = (routes: Routes, mapRouteProperties: unknown, parentPath?: string[], manifest?: Record<string, unknown>) => Routes;

type Built = { modules: RouteModules; isSpaMode: boolean; routes: Routes };

/**
 * `createServerRoutes` once per manifest: reused while each route id still names the same
 * module object (a rebuild in development brings new ones) and SPA mode is unchanged. Calls
 * with more arguments are its own recursion and pass through.
 */
export function cachedServerRoutes(original: CreateServerRoutes): CreateServerRoutes {
  const built = new WeakMap<Manifest, Built>();
  return function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
    if (rest.length) return original(manifest, routeModules, future, isSpaMode, ...rest);
    const known = built.get(manifest);
    if (known && known.isSpaMode === isSpaMode && Object.keys(manifest).every((id) => known.modules[id] === routeModules[id])) return known.routes;
    const routes = original(manifest, routeModules, future, isSpaMode);
    built.set(manifest, { modules: { ...routeModules }, isSpaMode, routes });
    return routes;
  };
}

/**
 * `convertRoutesToDataRoutes` once per route tree (the one above) and route-property mapper.
 * The caller's `manifest` (an object it fills with the data routes by id) gets the same
 * entries as the first call made.
 */
export function cachedDataRoutes(original: ConvertRoutes): ConvertRoutes {
  const converted = new WeakMap<Routes, { mapper: unknown; routes: Routes; byId: Record<string, unknown> }>();
  return function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    if (parentPath !== undefined || !manifest || Object.keys(manifest).length) return original(routes, mapRouteProperties, parentPath, manifest);
    const known = converted.get(routes);
    if (known && known.mapper === mapRouteProperties) {
      Object.assign(manifest, known.byId);
      return known.routes;
    }
    const byId: Record<string, unknown> = {};
    const result = original(routes, mapRouteProperties, undefined, byId);
    converted.set(routes, { mapper: mapRouteProperties, routes: result, byId });
    Object.assign(manifest, byId);
    return result;
  };
}

/**
 * Puts both caches in front of the modules' exports, which `RemixServer` and
 * `createStaticRouter` read on every call (CommonJS, as Node loads them for the server).
 */
export function installServerRoutesCache() {
  const require = createRequire(import.meta.url);
  const remixRoutes = require("@remix-run/react/dist/routes.js") as { createServerRoutes: CreateServerRoutes & { cached?: true } };
  if (!remixRoutes.createServerRoutes.cached) remixRoutes.createServerRoutes = Object.assign(cachedServerRoutes(remixRoutes.createServerRoutes), { cached: true as const });
  const router = require("@remix-run/router") as { UNSAFE_convertRoutesToDataRoutes: ConvertRoutes & { cached?: true } };
  if (!router.UNSAFE_convertRoutesToDataRoutes.cached) router.UNSAFE_convertRoutesToDataRoutes = Object.assign(cachedDataRoutes(router.UNSAFE_convertRoutesToDataRoutes), { cached: true as const });
}
