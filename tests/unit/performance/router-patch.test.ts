import { createMemoryHistory, createRouter, createStaticHandler, matchRoutes as routerMatchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { beforeAll, describe, expect, test } from "vitest";
import { appRouteTree, copyOf, shape, type Route, type RouteMatch } from "./app-route-tree";

// patches/@remix-run+router+1.23.3.patch (docs/decisions/0010-router-patch.md): the router ranks
// a route tree once instead of on every match, and compiles each path's expression once.

const matchRoutes = routerMatchRoutes as unknown as (routes: Route[], location: string) => RouteMatch[] | null;

let tree: Route[];
let paths: string[];

/** The app's own route tree, and an address for each route and some no route has. */
beforeAll(async () => {
  ({ tree, paths } = await appRouteTree(["/no/such/page", "/HOME", "/home/", "/exchange/listings/7/view"]));
});

describe("the router, patched to rank a route tree once", () => {
  test("ROUTE-01 ROUTE-02 ROUTE-03 every route of the app and unknown addresses match on a tree ranked once as on a tree ranked afresh", () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      // A new copy of the tree for each address is ranked afresh: the reference.
      const expected = shape(matchRoutes(copyOf(tree), path));
      expect(shape(matchRoutes(tree, path)), path).toEqual(expected);
    }
    expect(matchRoutes(tree, "/no/such/page")?.at(-1)?.route.id).toBe("routes/$");
  });

  test("ROUTE-01 a tree is walked once, however often it is matched", () => {
    let walks = 0;
    const routes = new Proxy(copyOf(tree), {
      get(target, key, receiver) {
        if (key === "forEach") walks++;
        return Reflect.get(target, key, receiver);
      },
    });
    matchRoutes(routes, "/home");
    const afterFirst = walks;
    expect(afterFirst).toBeGreaterThan(0);
    for (const path of paths) matchRoutes(routes, path);
    expect(walks).toBe(afterFirst);
  });

  test("ROUTE-01 routes patched into a router's tree are matched at once", async () => {
    // Routes found on navigation are patched into the tree the router is matching against:
    // the same array, so its ranking must start afresh.
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", path: "home" }] }],
      history: createMemoryHistory({ initialEntries: ["/home"] }),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch("root", [{ id: "late", path: "late" }]);
      },
    }).initialize();
    await router.navigate("/home");
    await router.navigate("/late");
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "late"]);
    router.patchRoutes("root", [{ id: "later", path: "later" }]);
    await router.navigate("/later");
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "later"]);
    router.dispose();
  });

  test("ROUTE-01 ROUTE-02 the static handler that answers every server request matches through the ranked tree", async () => {
    const routes: AgnosticRouteObject[] = [
      { id: "root", path: "/", loader: () => "root", children: [
        { id: "item", path: "items/:id", loader: ({ params }) => `item ${params.id}` },
        { id: "rest", path: "*", loader: () => "rest" },
      ] },
    ];
    const handler = createStaticHandler(routes);
    for (const round of [1, 2]) {
      const item = await handler.query(new Request(`http://localhost/items/${round}`));
      expect(item).toMatchObject({ loaderData: { root: "root", item: `item ${round}` } });
      const rest = await handler.query(new Request("http://localhost/anything/else"));
      expect(rest).toMatchObject({ loaderData: { root: "root", rest: "rest" } });
    }
  });
});
