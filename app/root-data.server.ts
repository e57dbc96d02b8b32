import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { browserEpochSeconds } from "~/clock.server";
import { getConfig } from "~/config.server";
import { arrivalRedirect } from "~/domain/arrival";
import { FLAGS } from "~/domain/flags";
import { textLanguage } from "~/domain/locales";
import { ianaZone, REGIONS } from "~/domain/regions";
import { accountMenu, sideNavigation, type Viewer } from "~/domain/navigation";
import { sameSitePath } from "~/domain/safe-next";
import { getAuth, type Auth } from "~/session/auth.server";
import { readConsent } from "~/session/consent.server";
import { csrfProtection } from "~/session/csrf.server";
import { isPrefetch } from "~/session/prefetch";
import { takeFlash } from "~/session/flash.server";
import { subjectOf } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { mayOpen } from "~/session/may-open.server";
import { documentUrl } from "~/session/request-url";
import { selectedRegion } from "~/session/upstream.server";

/** Pages a user must be able to reach even when an arrival redirect would apply. */
const NO_ARRIVAL_REDIRECT = ["/logout", "/ssoresponse", "/session"];

export function viewerOf(auth: Auth): Viewer {
  return {
    loggedIn: auth.loggedIn,
    role: auth.role,
    permissions: auth.permissions,
    features: auth.features,
    orgId: auth.claims?.role?.id,
    maxMode: getConfig().appMode === "max",
  };
}

/** What every page needs: who is signed in, navigation, locale, consent, anti-forgery token. */
export async function loadRootData({ request, context }: LoaderFunctionArgs) {
  const config = getConfig();
  const auth = await getAuth(request, context);
  const url = documentUrl(request);
  if (!NO_ARRIVAL_REDIRECT.includes(url.pathname)) {
    const target = arrivalRedirect({
      appMode: config.appMode,
      loggedIn: auth.loggedIn,
      role: auth.role,
      isMaxUser: auth.isMax,
      features: auth.features,
      token: auth.token,
      apiBaseUrl: auth.claims?.api_base_url,
      redirectMaxUsers: config.redirectMaxUsers,
      maxFrontendUrl: config.maxFrontendUrl,
      flexFrontendUrl: config.flexFrontendUrl,
    });
    if (target) throw redirect(target);
  }
  const [locale, region, consent, [csrfToken, csrfCookie], notification] = await Promise.all([
    getLocale(request, context),
    selectedRegion(request),
    readConsent(request),
    csrfProtection().commitToken(request),
    takeFlash(request, context),
  ]);
  // A prefetch may finish after the page the user opened next (Chromium lets it outlive the page
  // that started it): a fresh anti-forgery cookie from it would replace that page's, and the
  // page's form would be refused. Its data is never reused (.data answers are no-store).
  if (csrfCookie && !isPrefetch(request)) context.appendSetCookie(csrfCookie);
  const viewer = viewerOf(auth);
  const has = (name: string) => auth.features.has(name);
  return {
    locale,
    textLanguage: textLanguage(locale),
    region,
    /** Dates and times are shown in the time zone the user chose, else the selected region's. */
    timezone: auth.timezone ? ianaZone(auth.timezone) : REGIONS[region].timezone,
    currency: REGIONS[region].currency,
    csrfToken,
    consent,
    notification: notification ?? null,
    user: auth.loggedIn
      ? {
          firstName: auth.user?.first_name ?? "",
          lastName: auth.user?.last_name ?? "",
          email: auth.user?.email || auth.claims?.email || "",
          role: auth.role,
          isMax: auth.isMax,
        }
      : null,
    // Only links the user may open as they are are prefetched (the browser also skips paths no page serves).
    navigation: sideNavigation(viewer).map((item) => ({ ...item, prefetch: !item.upgrade && mayOpen(item.href, subjectOf(auth, {})) })),
    accountMenu: accountMenu(viewer),
    session: auth.loggedIn
      ? { expiresAt: browserEpochSeconds(auth.claims!.exp), idleLogout: has(FLAGS.idleLogout), expiryCheck: has(FLAGS.sessionExpiryCheck) }
      : null,
    flags: {
      fullTier: has(FLAGS.gatewayFullTier),
      upgradeViaBeacon: has(FLAGS.upgradeViaBeacon),
      toggleRedesign: has(FLAGS.toggleRedesign),
      sessionRecording: has(FLAGS.sessionRecording),
    },
    settings: {
      appMode: config.appMode,
      sandbox: config.sandboxMode,
      helpUrl: config.helpUrl,
      helpBeaconId: config.helpBeaconId ?? null,
      analyticsEndpoint: config.analyticsEndpoint ?? null,
      idleTimeoutMs: config.idleTimeoutMs,
      sessionCheckIntervalMs: config.sessionCheckIntervalMs,
      supportEmail: config.supportEmail,
      salesEmail: config.salesEmail,
      plansUrl: config.plansUrl,
    },
    /** Register buttons go straight to the external sign-up form with its flag on. */
    registerHref: has(FLAGS.redirectRegisterButtons) ? config.registerRedirectUrl : "/register",
    backPath: sameSitePath(request.headers.get("Referer"), url.toString()) ?? null,
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
