import { matchRoutes as routerMatchRoutes } from "@remix-run/router";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { cachedMatchRoutes, MAX_PATHNAMES } from "~/performance/route-match-cache.server";
import { appRouteTree, copyOf, shape, type Route, type RouteMatch } from "./app-route-tree";

/** React Router's own matching, typed for the plain route objects built here. */
const matchRoutes = routerMatchRoutes as unknown as (routes: unknown[], location: string | { pathname: string }, basename?: string) => RouteMatch[] | null;

let tree: Route[];
let paths: string[];

/** The app's own route tree, and an address for each route and some no route has. */
beforeAll(async () => {
  ({ tree, paths } = await appRouteTree(["/no/such/page", "/HOME", "/home/", "/dashboard?competition=1", "/legal/basic-terms#top", "/exchange/listings/7/view"]));
});

describe("route matching, kept per tree shape and pathname", () => {
  test("ROUTE-01 ROUTE-02 ROUTE-03 every route of the app and unknown addresses match as React Router matches them, first call and later calls alike", () => {
    expect(paths.length).toBeGreaterThan(100);
    const cached = cachedMatchRoutes(matchRoutes as never);
    for (const path of paths) {
      const expected = shape(matchRoutes(tree, path));
      expect(shape(cached(tree, path) as never), path).toEqual(expected);
      expect(shape(cached(tree, path) as never), path).toEqual(expected);
      expect(shape(cached(tree, { pathname: path.replace(/[?#].*$/, "") }) as never), path).toEqual(expected);
    }
    expect(shape(cached(tree, "/manage/flexprovider/applications/45/profile") as never)?.at(-1)?.params).toEqual({ id: "45" });
    expect(cached(tree, "/no/such/page")?.at(-1)?.route.id).toBe("routes/$");
  });

  test("ROUTE-01 a second tree of the same shape (a new render) gets its own route objects, a fresh params object, and no second matching", () => {
    const original = vi.fn(matchRoutes);
    const cached = cachedMatchRoutes(original as never);
    const first = cached(tree, "/manage/flexprovider/applications/45/profile")!;
    const again = copyOf(tree);
    const second = cached(again, "/manage/flexprovider/applications/45/profile")!;
    expect(original).toHaveBeenCalledTimes(1);
    expect(second.map((match) => match.route.id)).toEqual(first.map((match) => match.route.id));
    const ids = new Map<string, Route>();
    const walk = (routes: Route[]) => routes.forEach((route) => (ids.set(route.id, route), walk(route.children ?? [])));
    walk(again);
    for (const match of second) expect(match.route).toBe(ids.get(match.route.id as string));
    // One params object per list, as React Router gives; changing it changes no later answer.
    expect(new Set(second.map((match) => match.params)).size).toBe(1);
    second[0].params.id = "changed";
    expect(cached(tree, "/manage/flexprovider/applications/45/profile")!.at(-1)!.params).toEqual({ id: "45" });
    expect(original).toHaveBeenCalledTimes(1);
  });

  test("ROUTE-01 a different tree, routes without ids and a different basename are matched afresh; the pathnames kept per tree are bounded", () => {
    const original = vi.fn(matchRoutes);
    const cached = cachedMatchRoutes(original as never);
    const other = [{ id: "root", path: "", children: [{ id: "a", path: "home" }] }];
    expect(cached(other, "/home")!.map((match) => match.route.id)).toEqual(["root", "a"]);
    expect(cached(tree, "/home")!.map((match) => match.route.id)).toEqual(["root", "routes/home"]);
    expect(cached(tree, "/app/home", "/app")!.map((match) => match.route.id)).toEqual(["root", "routes/home"]);
    const anonymous = [{ path: "/", children: [{ path: "home" }] }];
    cached(anonymous as never, "/home");
    cached(anonymous as never, "/home");
    expect(original).toHaveBeenCalledTimes(5);

    original.mockClear();
    for (let index = 0; index <= MAX_PATHNAMES; index++) cached(other, `/unknown/${index}`);
    expect(original).toHaveBeenCalledTimes(MAX_PATHNAMES + 1);
    cached(other, `/unknown/${MAX_PATHNAMES}`);
    expect(original).toHaveBeenCalledTimes(MAX_PATHNAMES + 1);
    cached(other, "/unknown/0");
    expect(original).toHaveBeenCalledTimes(MAX_PATHNAMES + 2);
  });
});
