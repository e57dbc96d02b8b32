import { matchPath } from "@remix-run/react";
import { getConfig } from "~/config.server";
import { keptIn } from "~/domain/bounded-cache";
import { ACCESS_RULES, type AccessRule, type AccessSubject } from "./access";
import { evaluateAccess } from "./access-check";

/** The access rules of every route the specification names, most specific path first. */
const KNOWN: AccessRule[] = Object.values(ACCESS_RULES).sort((a, b) => b.path.length - a.path.length);

type Found = { rule: AccessRule; params: Record<string, string | undefined> } | null;

/**
 * Rules found per pathname: the side navigation asks for the same few links on every page, and
 * trying each rule compiles its pattern again. Unknown paths are as many as clients make up, so
 * the set is bounded.
 */
const FOUND_LIMIT = 1000;
const found = new Map<string, Found>();

/** The access rule of a path, with the parameters it takes from it. */
export function ruleForPath(pathname: string): Found {
  const result = keptIn(found, pathname, FOUND_LIMIT, () => {
    for (const rule of KNOWN) {
      const match = matchPath({ path: rule.path, end: true }, pathname);
      if (match) return { rule, params: match.params };
    }
    return null;
  });
  // Callers get their own params, so none can change another's answer.
  return result && { rule: result.rule, params: { ...result.params } };
}

/**
 * Whether this user may open a link of the app as it is (no sign-in, redirect or 404 on the
 * way): what decides that a link is worth prefetching. A path no rule names is not.
 */
export function mayOpen(href: string, subject: Omit<AccessSubject, "params">): boolean {
  const url = new URL(href, "http://app.invalid");
  const found = ruleForPath(url.pathname);
  if (!found) return false;
  const decision = evaluateAccess(found.rule, { ...subject, params: found.params }, url, { registerRedirectUrl: getConfig().registerRedirectUrl });
  return decision.kind === "allow";
}
