import type { RequestHandler } from "msw";
import { API_PREFIX, CONTROL_PREFIX } from "./api";

const PREFIXES = [API_PREFIX, CONTROL_PREFIX];

/**
 * The resource a handler answers under: its prefix and first segment (`/api/flex`), or
 * undefined when that segment is a parameter or a wildcard, or the path is not a string.
 */
export function resourceOf(handler: RequestHandler): string | undefined {
  const path = (handler.info as { path?: unknown }).path;
  if (typeof path !== "string") return undefined;
  for (const prefix of PREFIXES) {
    const at = path.indexOf(prefix);
    if (at === -1) continue;
    const segment = path.slice(at + prefix.length).split("/")[0];
    return segment && !/[:*?(){}+]/.test(segment) ? `${prefix}${segment}` : undefined;
  }
  return undefined;
}

/** Every resource a request's path could be under: each prefix it contains, with the segment after it. */
export function resourcesIn(pathname: string): string[] {
  const resources: string[] = [];
  for (const prefix of PREFIXES) {
    for (let at = pathname.indexOf(prefix); at !== -1; at = pathname.indexOf(prefix, at + 1)) {
      resources.push(`${prefix}${pathname.slice(at + prefix.length).split("/")[0]}`);
    }
  }
  return resources;
}

/**
 * msw tries handlers one after another, compiling each one's path pattern on every request: with
 * two hundred handlers that was a sixth of the sandbox's time. A request is only offered the
 * handlers that can answer it: those under one of its resources and those under any (the
 * behaviour handler, patterns that start with a parameter), in their original order, so the
 * first that answers is the one msw alone would have chosen. One set is built per resource.
 */
export function handlersByResource<Handler extends RequestHandler>(handlers: readonly Handler[]) {
  const resources = handlers.map(resourceOf);
  const known = new Set(resources.filter((resource) => resource !== undefined));
  const sets = new Map<string | undefined, Handler[]>();
  return (pathname: string): Handler[] => {
    // A resource no handler is under adds no handler. A path under two resources (an API path
    // inside another, which no client of the sandbox sends) is offered every handler. So the
    // sets kept are bounded by the handlers, whatever paths clients send.
    const wanted = new Set(resourcesIn(pathname).filter((resource) => known.has(resource)));
    if (wanted.size > 1) return handlers as Handler[];
    const [resource] = wanted;
    let set = sets.get(resource);
    if (!set) {
      set = handlers.filter((_, index) => resources[index] === undefined || resources[index] === resource);
      sets.set(resource, set);
    }
    return set;
  };
}
