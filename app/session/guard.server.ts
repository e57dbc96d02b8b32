import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { logger } from "~/observability/logger.server";
import { UpstreamDataError, UpstreamError, UpstreamUnavailableError } from "~/upstream/errors";
import { ACCESS_RULES, type AccessRule, type AccessSubject, type RouteName } from "./access";
import { evaluateAccess } from "./access-check";
import { authErrorRedirect, getAuth, type Auth } from "./auth.server";
import { CSRFError, csrfProtection } from "./csrf.server";
import { documentUrl } from "./request-url";

type Args = LoaderFunctionArgs | ActionFunctionArgs;
export type GuardedArgs = Args & { auth: Auth };

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function subjectOf(auth: Auth, params: Args["params"]): AccessSubject {
  return {
    loggedIn: auth.loggedIn,
    role: auth.role,
    orgId: auth.claims?.role?.id,
    permissions: auth.permissions,
    features: auth.features,
    params,
  };
}

export function notFound(): never {
  throw data({ message: "This page could not be found" }, { status: 404 });
}

/** Upstream failures become responses the error page can explain; the rest stays as it is. */
export function toHttpError(error: unknown): unknown {
  if (error instanceof Response || (error && typeof error === "object" && "type" in error && error.type === "DataWithResponseInit")) return error;
  if (error instanceof UpstreamError) {
    const status = error.status >= 500 ? 502 : error.status;
    return data({ message: error.detail, upstreamStatus: error.status }, { status });
  }
  if (error instanceof UpstreamDataError) return data({ message: "upstream-data" }, { status: 502 });
  if (error instanceof UpstreamUnavailableError) return data({ message: error.timedOut ? "upstream-timeout" : "upstream-unreachable" }, { status: error.timedOut ? 504 : 503 });
  return error;
}

async function verifyCsrf(request: Request, context: Args["context"]) {
  if (context.crossSite) {
    logger.warn({ path: new URL(request.url).pathname, origin: "another site" }, "form post refused: cross-site origin");
    throw data({ message: "csrf" }, { status: 403 });
  }
  // A body that is not a form (JSON, a broken multipart) is the client's mistake: 400, not a crash.
  const form = await request
    .clone()
    .formData()
    .catch(() => {
      logger.warn({ path: new URL(request.url).pathname, type: request.headers.get("content-type") }, "form post refused: not a form");
      throw data({ message: "bad-form" }, { status: 400 });
    });
  try {
    await csrfProtection().validate(form, request.headers);
  } catch (error) {
    if (!(error instanceof CSRFError)) throw error;
    logger.warn({ code: error.code, path: new URL(request.url).pathname }, "form post refused: anti-forgery token");
    throw data({ message: "csrf" }, { status: 403 });
  }
}

/** Applies one access rule to a request; exported so a bespoke rule can be checked too. */
export async function enforceAccess(rule: AccessRule, args: Args): Promise<Auth> {
  const { request, context, params } = args;
  if (MUTATIONS.has(request.method)) await verifyCsrf(request, context);
  const auth = await getAuth(request, context);
  const url = documentUrl(request);
  const decision = evaluateAccess(rule, subjectOf(auth, params), url, { registerRedirectUrl: getConfig().registerRedirectUrl });
  switch (decision.kind) {
    case "allow":
      return auth;
    case "login":
      throw redirect(`/login?${new URLSearchParams({ next: decision.next })}`);
    case "redirect":
      throw redirect(decision.to);
    case "notFound":
      return notFound();
    case "unknownMiddleware":
      throw data({ message: `Unknown middleware ${decision.name}` }, { status: 500 });
  }
}

/** The memo key under which a request records the access rule it was checked against. */
export const ACCESS_CHECKED = "access-checked";

/**
 * Runs a loader or an action under the access rule of its route: the same checks for a
 * page and for a form post to it (plus the anti-forgery check on posts). A 401 from
 * upstream ends the session and returns the user to the index page.
 *
 * Routes call it inside their exported function (`export const loader = (args) =>
 * withAccess("home", args, …)`), so the browser build can drop the loader and its imports.
 */
export async function withAccess<Result>(name: RouteName, args: Args, handler: (args: GuardedArgs) => Promise<Result> | Result): Promise<Result> {
  args.context.memo.set(ACCESS_CHECKED, Promise.resolve(name));
  try {
    const auth = await enforceAccess(ACCESS_RULES[name], args);
    return await handler({ ...args, auth });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw await authErrorRedirect(args.request, args.context);
    throw toHttpError(error);
  }
}
