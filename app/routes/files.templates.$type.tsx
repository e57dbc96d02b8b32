import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { sameSitePath } from "~/domain/safe-next";
import { getFixedT } from "~/i18n/i18n.server";
import { logger } from "~/observability/logger.server";
import { getConfig } from "~/config.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { filesApi } from "~/upstream/files.server";

/**
 * Downloads an upload template, saved under the name the upstream gives in
 * Content-Disposition. A failure goes back to the page with the download-error notification.
 */
export const loader = (args: LoaderFunctionArgs) => withAccess("files:templates", args, async ({ request, context, auth, params }) => {
  try {
    const template = await filesApi(await userClient(request, context, auth)).template(params.type ?? "");
    return new Response(template.body, {
      headers: {
        "Content-Type": template.contentType,
        "Content-Disposition": `attachment; filename="${template.fileName.replace(/["\\\r\n]/g, "_")}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) throw error;
    logger.warn({ err: error, type: params.type }, "template download failed");
    const t = getFixedT(await getLocale(request, context));
    await flash(request, context, {
      title: t("errors.download.title"),
      message: `${t("errors.download.message")} ${t("errors.download.contact", { email: getConfig().supportEmail })}`,
      tone: "error",
    });
    return redirect(sameSitePath(request.headers.get("Referer"), request.url) ?? "/home");
  }
});
