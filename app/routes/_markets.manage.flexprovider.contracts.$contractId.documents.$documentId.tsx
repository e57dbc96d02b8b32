import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getFixedT } from "~/i18n/i18n.server";
import { logger } from "~/observability/logger.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { contractDocument } from "~/upstream/contracts.server";
import { UpstreamError } from "~/upstream/errors";
import { fileNameFrom } from "~/upstream/files.server";

/** A contract's document as the upstream makes it; a failure returns to the contract with the download error. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:contracts", args, async ({ request, context, auth, params }) => {
    const contractId = Number(params.contractId) || 0;
    try {
      const document = await contractDocument(await userClient(request, context, auth), contractId, Number(params.documentId) || 0);
      const name = fileNameFrom(document.disposition, `contract-${contractId}`).replace(/["\\\r\n]/g, "_");
      return new Response(document.body, { headers: { "Content-Type": document.contentType, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" } });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) throw error;
      logger.warn({ err: error }, "contract document download failed");
      const t = getFixedT(await getLocale(request, context));
      await flash(request, context, {
        title: t("errors.download.title"),
        message: `${t("errors.download.message")} ${t("errors.download.contact", { email: getConfig().supportEmail })}`,
        tone: "error",
      });
      return redirect(`/manage/flexprovider/contracts/${contractId}`);
    }
  });
