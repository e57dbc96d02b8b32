import type { LoaderFunctionArgs } from "@remix-run/node";
import { userClient } from "~/session/api.server";
import { attachment, downloadOrBack } from "~/session/download.server";
import { withAccess } from "~/session/guard.server";
import { filesApi } from "~/upstream/files.server";

/**
 * Downloads an upload template, saved under the name the upstream gives in
 * Content-Disposition. A failure goes back to the page with the download-error notification.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("files:templates", args, ({ request, context, auth, params }) =>
    downloadOrBack(request, context, "/home", async () => {
      const template = await filesApi(await userClient(request, context, auth)).template(params.type ?? "");
      return attachment(template.body, template.fileName, template.contentType);
    }),
  );
