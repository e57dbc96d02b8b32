import type {} from "@remix-run/node";
import type { Turn } from "~/performance/turns.server";

/**
 * What the server gives every loader and action of one request. Nothing here outlives
 * the request: the app keeps no server-side state, so replicas share sessions through
 * the cookie alone.
 */
export type RequestContext = {
  requestId: string;
  cspNonce: string;
  /** Adds (or replaces, by cookie name) a Set-Cookie header on this request's response. */
  appendSetCookie(cookie: string): void;
  /** Work done once per request even when nested loaders run in parallel (auth, refresh, locale). */
  memo: Map<string, Promise<unknown>>;
  /** A form post whose Origin names another site (see app/security/request-limits.server.ts). */
  crossSite?: boolean;
  /** The client's address (through the configured trusted proxies), for sign-in throttling. */
  clientAddress?: string;
  /** This request's turn at the event loop, given up while it waits on the upstream. */
  turn?: Turn;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export function memoise<T>(context: RequestContext, key: string, work: () => Promise<T>): Promise<T> {
  let pending = context.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = work();
    context.memo.set(key, pending);
  }
  return pending;
}

export function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}
