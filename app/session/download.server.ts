import { redirect } from "@remix-run/node";
import contentDisposition from "content-disposition";
import { getConfig } from "~/config.server";
import { sameSitePath } from "~/domain/safe-next";
import { getFixedT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context";
import { logger } from "~/observability/logger.server";
import { UpstreamError } from "~/upstream/errors";
import { flash } from "./flash.server";
import { getLocale } from "./locale.server";

/** The name a file is saved under: no folders, no control characters or quotes, never empty. */
export function safeFileName(name: string, fallback = "download"): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "_").replace(/^[.\s]+/, "").trim();
  return base || fallback;
}

/**
 * A file the browser saves rather than shows. The plain `filename` is ASCII, as older browsers
 * read it byte for byte; a name outside ASCII travels whole in `filename*`.
 */
export function attachment(body: BodyInit | null, fileName: string, contentType: string): Response {
  const name = safeFileName(fileName);
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(name, { fallback: name.replace(/[^\u0020-\u007e]/g, "_") }),
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Back to the page the download link was on (its same-site Referer, else `back`) with the file
 * download error notification (000 §8), or `message` when it says more, such as which filter
 * was wrong. The link must not carry `download`: the browser would then save this redirect's
 * page as the file, and the notification with it.
 */
export async function downloadFailed(request: Request, context: RequestContext, { back, message, error }: { back: string; message?: string; error?: unknown }): Promise<Response> {
  const url = new URL(request.url);
  logger.warn({ err: error, path: url.pathname }, "download failed");
  const t = getFixedT(await getLocale(request, context));
  await flash(request, context, {
    title: t("errors.download.title"),
    message: message ?? `${t("errors.download.message")} ${t("errors.download.contact", { email: getConfig().supportEmail })}`,
    tone: "error",
  });
  const referer = sameSitePath(request.headers.get("Referer"), request.url);
  // A Referer naming the download itself would send the browser round in a loop.
  return redirect(referer && new URL(referer, url).pathname !== url.pathname ? referer : back);
}

/** An answer a route chose on purpose (a 404, a redirect to sign in), which passes through as it is. */
const isHttpAnswer = (error: unknown) => error instanceof Response || (!!error && typeof error === "object" && "type" in error && error.type === "DataWithResponseInit");

/**
 * Answers a download link with the file `produce` makes, or on any failure (the upstream's
 * error, unreadable data, no answer in time) goes back with {@link downloadFailed}. A 401 is
 * rethrown so the guard still sends the user to sign in.
 */
export async function downloadOrBack(request: Request, context: RequestContext, back: string, produce: () => Promise<Response>): Promise<Response> {
  try {
    return await produce();
  } catch (error) {
    if (isHttpAnswer(error) || (error instanceof UpstreamError && error.status === 401)) throw error;
    return downloadFailed(request, context, { back, error });
  }
}
