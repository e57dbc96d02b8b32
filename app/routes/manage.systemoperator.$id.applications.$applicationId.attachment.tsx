import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadAttachment } from "~/components/applications/download.server";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { operatorApplications } from "~/upstream/applications.server";
import { reviewBase } from "./manage.systemoperator.$id.applications.$applicationId/review.server";

/** APP-07: a file of the application under review (`?key=`): the presigned address, then the file. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:systemoperator:id:applications", args, async ({ request, context, auth, params }) => {
    const key = new URL(request.url).searchParams.get("key") ?? "";
    const client = await userClient(request, context, auth);
    return downloadAttachment(request, context, () => operatorApplications(client).attachment(key), reviewBase(params));
  });
