import { redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { memoise, type RequestContext } from "~/load-context";
import { logger } from "~/observability/logger.server";
import { authApi } from "~/upstream/auth.server";
import { UpstreamError } from "~/upstream/errors";
import { organisationApi } from "~/upstream/organisation.server";
import { usersApi } from "~/upstream/users.server";
import { isTimezone } from "~/domain/regions";
import { decodeToken, isMaxUser, isValidToken, needsRefresh, roleOf, type Role, type TokenClaims } from "./token";
import { sessionStorage, type AppSession, type CurrentUser } from "./storage.server";
import { isPrefetch } from "./prefetch";
import { signInEnded } from "./revoked.server";
import { upstreamClient } from "./upstream.server";

export type Auth = {
  loggedIn: boolean;
  token?: string;
  claims?: TokenClaims;
  role: Role;
  isMax: boolean;
  permissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  user?: CurrentUser;
  /** The user's chosen time zone, when one is known. */
  timezone?: string;
};

export const ANONYMOUS: Auth = { loggedIn: false, role: "user", isMax: false, permissions: new Set(), features: new Set() };

const AUTH_FAILURE_TEXTS = ["Refresh has expired.", "Signature has expired."];

/** The refresh was refused for good: the session is over (000 §8). */
function isAuthFailure(error: unknown): boolean {
  return error instanceof UpstreamError && (error.status === 401 || AUTH_FAILURE_TEXTS.includes(error.detail));
}

/** The request's cookie session, read once per request. */
export function getSession(request: Request, context: RequestContext): Promise<AppSession> {
  return memoise(context, "session", () => sessionStorage().getSession(request.headers.get("Cookie")));
}

/** Writes the session onto this request's response (the last write wins). */
export async function saveSession(session: AppSession, context: RequestContext) {
  context.appendSetCookie(await sessionStorage().commitSession(session));
}

export function clearAuth(session: AppSession) {
  session.unset("token");
  session.unset("features");
  session.unset("featuresFetchedAt");
  session.unset("user");
  session.unset("timezone");
}

/** Ends the session and sends the user to the index page (after a 401 or a refused refresh). */
export async function authErrorRedirect(request: Request, context: RequestContext): Promise<Response> {
  const session = await getSession(request, context);
  clearAuth(session);
  // A prefetch refused because the user has just signed out must not overwrite the cookie the
  // sign-out answer set (and its notification); the next real load clears the session.
  if (!isPrefetch(request)) await saveSession(session, context);
  return redirect("/");
}

async function loadUserData(request: Request, context: RequestContext, session: AppSession, token: string) {
  const client = await upstreamClient(request, context, { token });
  const api = usersApi(client);
  const [features, user, preferences] = await Promise.allSettled([api.features(), api.currentUser(), organisationApi(client).preferences()]);
  // Dates and times are then shown in the zone the user chose; without it, the region's.
  if (preferences.status === "fulfilled" && isTimezone(preferences.value.timezone)) session.set("timezone", preferences.value.timezone);
  if (features.status === "fulfilled") {
    session.set("features", features.value);
    session.set("featuresFetchedAt", Date.now());
  } else logger.warn({ err: features.reason }, "could not load feature flags");
  if (user.status === "fulfilled") session.set("user", user.value);
  // The upstream no longer accepts the token (signed out elsewhere, blacklisted): the session ends.
  else if (isAuthFailure(user.reason)) throw await authErrorRedirect(request, context);
  else logger.warn({ err: user.reason }, "could not load the current user");
}

async function resolveAuth(request: Request, context: RequestContext): Promise<Auth> {
  const session = await getSession(request, context);
  let token = session.get("token");
  let claims = decodeToken(token);
  let changed = false;

  const ended = token !== undefined && isValidToken(claims) && signInEnded(token, claims);
  if (token && (!isValidToken(claims) || ended)) {
    // A signed-out token was already cleared by the "Sign out" answer, and a prefetch is not a
    // load: either may have begun before that answer or a new sign-in, and writing here would
    // overwrite the cookie it set, with its token or notification.
    changed = !ended && !isPrefetch(request);
    clearAuth(session);
    token = undefined;
  }
  if (token && claims && needsRefresh(claims)) {
    try {
      const fresh = await authApi(await upstreamClient(request, context)).refresh(token);
      const freshClaims = decodeToken(fresh.token);
      if (fresh.token && isValidToken(freshClaims)) {
        token = fresh.token;
        claims = freshClaims;
        session.set("token", token);
      } else {
        clearAuth(session);
        token = undefined;
      }
      changed = true;
    } catch (error) {
      if (isAuthFailure(error)) throw await authErrorRedirect(request, context);
      // A passing upstream fault: the current token is still valid, so carry on with it.
      logger.warn({ err: error }, "token refresh failed; keeping the current token");
    }
  }
  const stale = Date.now() - (session.get("featuresFetchedAt") ?? 0) > getConfig().featuresTtlSeconds * 1000;
  if (token && (stale || !session.has("user"))) {
    await loadUserData(request, context, session, token);
    changed = true;
  }
  if (changed) await saveSession(session, context);
  if (!token || !claims) return { ...ANONYMOUS, features: await anonymousFeatures(request, context) };
  return {
    loggedIn: true,
    token,
    claims,
    role: roleOf(claims),
    isMax: isMaxUser(claims),
    permissions: new Set(claims.permission_names ?? []),
    features: new Set(session.get("features") ?? []),
    user: session.get("user"),
    timezone: session.get("timezone"),
  };
}

const anonymousCache = new Map<string, { features: Set<string>; fetchedAt: number }>();

/**
 * Flags for visitors who are not signed in (register redirect, login query, terms): the
 * features list asked for without a token. Cached per upstream for a short while; this is
 * a cache of public data, not session state.
 */
async function anonymousFeatures(request: Request, context: RequestContext): Promise<ReadonlySet<string>> {
  const client = await upstreamClient(request, context);
  const cached = anonymousCache.get(client.options.baseUrl);
  if (cached && Date.now() - cached.fetchedAt < getConfig().anonymousFeaturesTtlSeconds * 1000) return cached.features;
  try {
    const features = new Set(await usersApi(client).features());
    anonymousCache.set(client.options.baseUrl, { features, fetchedAt: Date.now() });
    return features;
  } catch (error) {
    logger.warn({ err: error }, "could not load the public feature flags");
    return cached?.features ?? new Set();
  }
}

/**
 * Who is asking, with the token refreshed when it is within half an hour of expiry.
 * Memoised per request, so parallel nested loaders share one refresh.
 */
export function getAuth(request: Request, context: RequestContext): Promise<Auth> {
  return memoise(context, "auth", () => resolveAuth(request, context));
}

/** Stores a fresh login token and the user's flags and name. */
export async function startSession(request: Request, context: RequestContext, token: string) {
  const session = await getSession(request, context);
  clearAuth(session);
  session.set("token", token);
  await loadUserData(request, context, session, token);
  await saveSession(session, context);
  context.memo.delete("auth");
}
