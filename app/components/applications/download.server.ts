import { redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { sameSitePath } from "~/domain/safe-next";
import { getFixedT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context";
import { logger } from "~/observability/logger.server";
import { flash } from "~/session/flash.server";
import { getLocale } from "~/session/locale.server";
import { fetchPresigned } from "~/upstream/applications.server";
import { UpstreamError } from "~/upstream/errors";

const safeName = (name: string) => name.replace(/["\\\r\n]/g, "_");

/**
 * APP-07: a file download in two steps: the presigned address for the key, then the file
 * from it, passed on under its name. Any failure returns to the page with the file
 * download error notification (000 §8).
 */
export async function downloadAttachment(request: Request, context: RequestContext, presign: () => Promise<{ presigned_url: string; filename: string }>, back: string) {
  try {
    const { presigned_url: url, filename } = await presign();
    const file = await fetchPresigned(url);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
        "Content-Disposition": `attachment; filename="${safeName(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw error;
    logger.warn({ err: error }, "attachment download failed");
    const t = getFixedT(await getLocale(request, context));
    await flash(request, context, {
      title: t("errors.download.title"),
      message: `${t("errors.download.message")} ${t("errors.download.contact", { email: getConfig().supportEmail })}`,
      tone: "error",
    });
    return redirect(sameSitePath(request.headers.get("Referer"), request.url) ?? back);
  }
}
