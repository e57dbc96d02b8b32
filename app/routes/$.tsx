import { enforceAccess, notFound, type GuardedArgs } from "~/session/guard.server";
import { ruleForPath } from "~/session/may-open.server";
import { logger } from "~/observability/logger.server";
import { maskUrl } from "~/observability/mask";
import { documentUrl } from "~/session/request-url";
import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * Any unmatched path is a 404. A path the specification names still gets its route's
 * guards first (login, redirects), so e.g. a signed-out visitor is asked to sign in.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { pathname } = documentUrl(args.request);
  const known = ruleForPath(pathname);
  if (known) await enforceAccess(known.rule, { ...args, params: { ...args.params, ...known.params } } as GuardedArgs);
  logger.warn({ path: maskUrl(pathname) }, "page not found");
  return notFound();
}

// A page route (not a resource route), so the thrown 404 renders the not-found page.
export default function NotFoundRoute() {
  return null;
}
