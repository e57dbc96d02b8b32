import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getConfig } from "~/config.server";

let csrf: CSRF | undefined;

/** Anti-forgery tokens: a signed cookie plus a hidden field in every form (remix-utils). */
export function csrfProtection(): CSRF {
  if (csrf) return csrf;
  const config = getConfig();
  const cookie = createCookie("__flexmarket_csrf", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.cookieSecure,
    secrets: config.sessionSecrets,
  });
  csrf = new CSRF({ cookie, formDataKey: "csrf", secret: config.sessionSecrets[0] });
  return csrf;
}

export { CSRFError };
