import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadAttachment } from "~/components/applications/download.server";
import { applicationPath } from "~/domain/applications/steps";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { providerApplications } from "~/upstream/applications.server";
import { applicationId } from "./manage.flexprovider.applications.$id/context.server";

/** A file the provider attached to its application (`?key=`), through a presigned address. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:applications:id", args, async ({ request, context, auth, params }) => {
    const key = new URL(request.url).searchParams.get("key") ?? "";
    const client = await userClient(request, context, auth);
    return downloadAttachment(request, context, () => providerApplications(client).attachment(key), applicationPath(applicationId(params)));
  });
