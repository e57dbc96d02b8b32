import { matchRequestUrl, type HttpHandler } from "msw";
import { describe, expect, test } from "vitest";
import { handlersByResource, resourceOf, resourcesIn } from "~mocks/dispatch";
import { handlers } from "~mocks/handlers";

const ORIGIN = "http://127.0.0.1:4010";

/** A request path each handler's pattern matches: parameters filled in, wildcards given a segment. */
function examplePath(pattern: string): string {
  return pattern
    .replace(/^\*/, "")
    .replace(/:[A-Za-z_]+\??/g, "7")
    .replace(/\*/g, "any");
}

const httpHandlers = handlers as HttpHandler[];
const matching = (candidates: readonly HttpHandler[], pathname: string) =>
  candidates.filter((handler) => typeof handler.info.path === "string" && matchRequestUrl(new URL(`${ORIGIN}${pathname}`), handler.info.path).matches);

describe("the sandbox offers a request only the handlers that can answer it", () => {
  test("for every handler's path, every handler whose pattern matches it is offered, in msw's order", () => {
    const candidates = handlersByResource(httpHandlers);
    let checked = 0;
    for (const handler of httpHandlers) {
      if (typeof handler.info.path !== "string") continue;
      const pathname = examplePath(handler.info.path);
      const all = matching(httpHandlers, pathname);
      expect(all, pathname).toContain(handler);
      // The same handlers, in the same order: msw's first answer is the same either way.
      expect(matching(candidates(pathname), pathname), pathname).toEqual(all);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  test("a resource is the prefix and the first segment when that segment is literal", () => {
    const fake = (path: unknown) => ({ info: { path } }) as unknown as HttpHandler;
    expect(resourceOf(fake("*/api/flex/competitions/:id/"))).toBe("/api/flex");
    expect(resourceOf(fake("*/__sandbox/faults"))).toBe("/__sandbox/faults");
    expect(resourceOf(fake("*/api/:resource/"))).toBeUndefined();
    expect(resourceOf(fake("*/api/*"))).toBeUndefined();
    expect(resourceOf(fake(/\/api\/.*/))).toBeUndefined();
    expect(resourcesIn("/api/flex/competitions/3/")).toEqual(["/api/flex"]);
    expect(resourcesIn("/elsewhere")).toEqual([]);
  });

  test("paths no handler is under get the handlers that answer anywhere; a path under two resources gets them all; sets are kept per resource", () => {
    const candidates = handlersByResource(httpHandlers);
    const anywhere = httpHandlers.filter((handler) => resourceOf(handler) === undefined);
    expect(candidates("/api/no-such-resource/1/")).toEqual(anywhere);
    expect(candidates("/favicon.ico")).toBe(candidates("/api/no-such-resource/2/"));
    expect(candidates("/api/flex/api/auth/")).toBe(handlers);
    expect(candidates("/api/flex/competitions/1/")).toBe(candidates("/api/flex/competitions/2/"));
    expect(candidates("/api/flex/competitions/1/").length).toBeLessThan(handlers.length / 2);
  });
});
