import { matchPath } from "@remix-run/react";
import { ACCESS_RULES } from "~/session/access";
import { enforceAccess, notFound, type GuardedArgs } from "~/session/guard.server";
import { logger } from "~/observability/logger.server";
import { maskUrl } from "~/observability/mask";
import { documentUrl } from "~/session/request-url";
import type { LoaderFunctionArgs } from "@remix-run/node";

/** Rules of the routes the specification names, most specific path first. */
const KNOWN = Object.values(ACCESS_RULES).sort((a, b) => b.path.length - a.path.length);

/**
 * Any unmatched path is a 404. A path the specification names still gets its route's
 * guards first (login, redirects), so e.g. a signed-out visitor is asked to sign in.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { pathname } = documentUrl(args.request);
  const rule = KNOWN.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (rule) {
    const match = matchPath({ path: rule.path, end: true }, pathname)!;
    await enforceAccess(rule, { ...args, params: { ...args.params, ...match.params } } as GuardedArgs);
  }
  logger.warn({ path: maskUrl(pathname) }, "page not found");
  return notFound();
}

// A page route (not a resource route), so the thrown 404 renders the not-found page.
export default function NotFoundRoute() {
  return null;
}
