import { createCookie } from "@remix-run/node";
import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_DAYS } from "~/domain/session-constants";
import { parseConsent, type Consent } from "~/domain/consent";

/** The consent record lives in its own plain cookie for 365 days; it holds no secret. */
export const consentCookie = createCookie(CONSENT_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  maxAge: CONSENT_MAX_AGE_DAYS * 24 * 60 * 60,
});

export async function readConsent(request: Request): Promise<Consent | null> {
  return parseConsent(await consentCookie.parse(request.headers.get("Cookie")));
}

export function serializeConsent(consent: Consent): Promise<string> {
  return consentCookie.serialize(consent);
}
