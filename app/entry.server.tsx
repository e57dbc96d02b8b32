import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { i18nFor } from "~/i18n/i18n.server";
import { NonceProvider } from "~/nonce";
import { PageStylesProvider } from "~/styles/page-styles";
import { pageStylesText } from "~/styles/page-styles.server";
import { logger } from "~/observability/logger.server";
import { maskUrl } from "~/observability/mask";
import { getLocale } from "~/session/locale.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const locale = await getLocale(request, loadContext);
  const i18n = i18nFor(locale);
  const nonce = loadContext.cspNonce;
  // Bots and no-JS crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  // Pages are per user: never stored by shared caches.
  responseHeaders.set("Cache-Control", "private, no-store");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageStylesProvider value={pageStylesText()}>
          <I18nextProvider i18n={i18n}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </I18nextProvider>
        </PageStylesProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          // The abort timer holds the whole render; once the document is sent it has nothing left to abort.
          body.on("close", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          logger.error({ err: error }, "render failed");
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the user navigated away) are not errors.
  if (request.signal.aborted) return;
  // A post to a page without a form (405) and the like: the client's mistake, not ours.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, url: maskUrl(new URL(request.url).pathname) }, "request refused");
    return;
  }
  logger.error({ err: error, url: maskUrl(new URL(request.url).pathname) }, "unhandled error");
};
