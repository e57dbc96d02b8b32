import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { AnalyticsTracker } from "~/analytics/analytics-tracker";
import { CookieBanner } from "~/components/cookie-banner";
import { DocumentTitle } from "~/components/document-title";
import { ErrorPage } from "~/components/errors/error-page";
import { NotFound } from "~/components/errors/not-found";
import { HelpWidget } from "~/components/help-widget";
import { LayoutFor } from "~/components/layouts/layout-for";
import { RouteLoadingBar } from "~/components/loading-bar";
import { FlashedNotification, NotificationsProvider } from "~/components/notifications";
import { SessionWatcher } from "~/components/session-watcher";
import { errorStatus, isChunkLoadError, shouldReload } from "~/domain/error-status";
import { useTextLanguage } from "~/i18n/client-texts";
import { useNonce } from "~/nonce";
import { loadRootData } from "~/root-data.server";
import { useRootData, type LayoutName, type RouteHandle } from "~/root-data";
import { PageStyles } from "~/styles/page-styles";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const handle: RouteHandle = { i18n: ["common", "ui", "validation"] };

export const loader = (args: LoaderFunctionArgs) => loadRootData(args);

// Session expiry, navigation and flash messages must be current on every navigation.
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? "en-GB"} data-text-language={data?.textLanguage ?? "en-GB"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentTitle />
        <Meta />
        <PageStyles />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useLayoutName(): LayoutName {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const layout = (matches[index].handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return "app";
}

export default function App() {
  const data = useRootData()!;
  const layout = useLayoutName();
  useTextLanguage(data.textLanguage);
  // Only the first page's notification is the provider's initial one; later ones are added by FlashedNotification.
  const [initialNotifications] = useState(() => (data.notification ? [data.notification] : []));
  return (
    <AuthenticityTokenProvider token={data.csrfToken}>
      <NotificationsProvider initial={initialNotifications}>
        <FlashedNotification notification={data.notification} />
        <RouteLoadingBar />
        <LayoutFor name={layout} data={data}>
          <Outlet />
        </LayoutFor>
        {layout === "embed" ? null : <CookieBanner consent={data.consent} toggleRedesign={data.flags.toggleRedesign} />}
      </NotificationsProvider>
      {data.session ? (
        <SessionWatcher
          expiresAt={data.session.expiresAt}
          expiryCheck={data.session.expiryCheck}
          idleLogout={data.session.idleLogout}
          idleTimeoutMs={data.settings.idleTimeoutMs}
          intervalMs={data.settings.sessionCheckIntervalMs}
        />
      ) : null}
      <AnalyticsTracker endpoint={data.settings.analyticsEndpoint} recordingFlag={data.flags.sessionRecording} consent={data.consent} />
      <HelpWidget beaconId={data.settings.helpBeaconId} embed={layout === "embed"} />
    </AuthenticityTokenProvider>
  );
}

const RELOAD_KEY = "flexmarket:chunk-reload-at";

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;

  // A code chunk that failed to load (a new release replaced it): reload, at most once a minute.
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
    if (shouldReload(last, Date.now())) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    }
  }, [error]);

  const page = status === 404 ? <NotFound loggedIn={Boolean(data?.user)} backPath={data?.backPath} /> : <ErrorPage status={status} message={message} />;
  return (
    <AuthenticityTokenProvider token={data?.csrfToken ?? ""}>
      {/* A signed-in user keeps the side navigation on the not-found and error pages. */}
      <LayoutFor name={data?.user ? "app" : "simple"} data={data}>
        {page}
      </LayoutFor>
    </AuthenticityTokenProvider>
  );
}
