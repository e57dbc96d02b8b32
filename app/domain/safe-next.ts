import { safeRedirect } from "remix-utils/safe-redirect";

const ORIGIN = "http://flexmarket.invalid";

/**
 * A `next` target the user supplied, only if it stays on this site; otherwise `fallback`.
 * remix-utils' check runs first; resolving against a fake origin then catches what
 * browsers would normalise into another host (tabs, newlines, backslashes, encodings).
 */
export function safeNext(to: unknown, fallback = "/home"): string {
  if (typeof to !== "string") return fallback;
  const checked = safeRedirect(to, "");
  if (!checked || /[\u0000-\u001f\\]/.test(to)) return fallback;
  try {
    const url = new URL(checked, ORIGIN);
    if (url.origin !== ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The same-site path of a Referer header, for "go back" links rendered on the server. */
export function sameSitePath(referer: string | null, requestUrl: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(requestUrl).origin) return undefined;
    return safeNext(`${url.pathname}${url.search}`, "") || undefined;
  } catch {
    return undefined;
  }
}
