import { FLAGS } from "~/domain/flags";
import { safeNext } from "~/domain/safe-next";
import type { AccessRule, AccessSubject } from "./access";

export type AccessSettings = { registerRedirectUrl: string };

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "login"; next: string }
  | { kind: "notFound" }
  | { kind: "redirect"; to: string }
  | { kind: "unknownMiddleware"; name: string };

type MiddlewareInput = { subject: AccessSubject; url: URL; settings: AccessSettings };
type Middleware = (input: MiddlewareInput) => AccessDecision;

const allow: AccessDecision = { kind: "allow" };

/** Named guards a route may list in `middleware`. */
export const MIDDLEWARE: Record<string, Middleware> = {
  /** Signed-in users have nothing to do on the login page. */
  guest: ({ subject, url }) => (subject.loggedIn ? { kind: "redirect", to: safeNext(url.searchParams.get("next")) } : allow),
  registerRedirect: ({ subject, settings }) =>
    subject.features.has(FLAGS.redirectRegisterButtons) ? { kind: "redirect", to: settings.registerRedirectUrl } : allow,
  serviceTermsRedirect: ({ subject }) =>
    subject.params.document === "serviceterms" && subject.features.has(FLAGS.updateTermsSep25)
      ? { kind: "redirect", to: "/legal/basic-terms" }
      : allow,
};

/** Where to come back to after logging in: the path, plus the query with the flag on. */
export function nextFor(url: URL, subject: AccessSubject): string {
  return subject.features.has(FLAGS.loginPreservesQuerystring) ? `${url.pathname}${url.search}` : url.pathname;
}

/** The route access rules of 000 §6, in order: known guards, login, isAuthorised, permissions, named guards. */
export function evaluateAccess(rule: AccessRule, subject: AccessSubject, url: URL, settings: AccessSettings): AccessDecision {
  const unknown = rule.middleware?.find((name) => !(name in MIDDLEWARE));
  if (unknown) return { kind: "unknownMiddleware", name: unknown };
  if (rule.requiresLogin && !subject.loggedIn) return { kind: "login", next: nextFor(url, subject) };
  if (rule.isAuthorised && !rule.isAuthorised(subject)) return { kind: "notFound" };
  if (
    rule.permissions?.length &&
    subject.features.has(FLAGS.permissionsNavigationGuard) &&
    !rule.permissions.some((name) => subject.permissions.has(name))
  ) {
    return { kind: "notFound" };
  }
  for (const name of rule.middleware ?? []) {
    const decision = MIDDLEWARE[name]({ subject, url, settings });
    if (decision.kind !== "allow") return decision;
  }
  return allow;
}
