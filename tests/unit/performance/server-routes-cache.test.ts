import { UNSAFE_convertRoutesToDataRoutes as convertRoutesToDataRoutes } from "@remix-run/router";
import { createRequire } from "node:module";
import { describe, expect, test, vi } from "vitest";
import { cachedDataRoutes, cachedServerRoutes } from "~/performance/server-routes-cache.server";

const require = createRequire(import.meta.url);
const { createServerRoutes } = require("@remix-run/react/dist/routes.js") as { createServerRoutes: Parameters<typeof cachedServerRoutes>[0] };
const { UNSAFE_mapRouteProperties: mapRouteProperties } = require("react-router") as { UNSAFE_mapRouteProperties: unknown };

/** A build's manifest and route modules, shaped as Remix's server runtime hands them to RemixServer. */
function build() {
  const manifest = {
    root: { id: "root", path: "", hasLoader: true },
    "routes/home": { id: "routes/home", parentId: "root", path: "home", hasLoader: true },
    "routes/manage": { id: "routes/manage", parentId: "root", path: "manage", hasLoader: false },
    "routes/manage.$id": { id: "routes/manage.$id", parentId: "routes/manage", path: ":id", hasLoader: true },
    "routes/manage._index": { id: "routes/manage._index", parentId: "routes/manage", index: true, hasLoader: false },
  };
  const modules = Object.fromEntries(Object.keys(manifest).map((id) => [id, { default: () => null, handle: { id } }]));
  return { manifest, modules };
}

type Tree = { id: string; path?: string; index?: boolean; handle?: unknown; children?: Tree[] };
const shape = (routes: unknown): unknown => (routes as Tree[]).map(({ id, path, index, handle, children }) => ({ id, path, index, handle, children: children && shape(children) }));

describe("the route trees Remix builds for each document, built once per build", () => {
  test("ROUTE-01 createServerRoutes: the same tree as Remix's own, built once while the modules stay the same, again when one changes", () => {
    const { manifest, modules } = build();
    const original = vi.fn(createServerRoutes);
    const cached = cachedServerRoutes(original);
    const first = cached(manifest as never, { ...modules }, {}, false);
    expect(shape(first)).toEqual(shape(createServerRoutes(manifest as never, modules, {}, false)));
    // A new request brings a new route-modules object holding the same modules.
    expect(cached(manifest as never, { ...modules }, {}, false)).toBe(first);
    expect(original).toHaveBeenCalledTimes(1);
    // A rebuilt module (development) or SPA mode gives a new tree.
    const rebuilt = cached(manifest as never, { ...modules, "routes/home": { default: () => null, handle: "new" } }, {}, false);
    expect(rebuilt).not.toBe(first);
    expect((rebuilt as Tree[])[0].children?.find((route) => route.id === "routes/home")?.handle).toBe("new");
    expect(cached(manifest as never, { ...modules, "routes/home": modules["routes/home"] }, {}, true)).not.toBe(rebuilt);
    expect(original).toHaveBeenCalledTimes(3);
  });

  test("ROUTE-01 convertRoutesToDataRoutes: one conversion per tree, and every caller's manifest gets the data routes by id", () => {
    const { manifest, modules } = build();
    const tree = createServerRoutes(manifest as never, modules, {}, false);
    const convert = cachedDataRoutes(convertRoutesToDataRoutes as never);
    const firstManifest: Record<string, unknown> = {};
    const first = convert(tree, mapRouteProperties, undefined, firstManifest);
    const freshManifest: Record<string, unknown> = {};
    expect(shape(first)).toEqual(shape(convertRoutesToDataRoutes(tree as never, mapRouteProperties as never, undefined, freshManifest as never)));
    expect(Object.keys(firstManifest).sort()).toEqual(Object.keys(freshManifest).sort());

    const secondManifest: Record<string, unknown> = {};
    expect(convert(tree, mapRouteProperties, undefined, secondManifest)).toBe(first);
    expect(secondManifest).toEqual(firstManifest);
    expect(secondManifest["routes/manage.$id"]).toBe((first as Tree[])[0].children?.find((route) => route.id === "routes/manage")?.children?.find((route) => route.id === "routes/manage.$id"));
    // Another tree (or a nested call with a parent path) is converted afresh.
    expect(convert(createServerRoutes(manifest as never, modules, {}, false), mapRouteProperties, undefined, {})).not.toBe(first);
  });
});
