import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PrintableAnswers } from "~/components/applications/printable-answers";
import { stepHandle } from "~/components/applications/step-route";
import { applicationPath } from "~/domain/applications/paths";
import type { Definitions } from "~/domain/applications/types";
import { withAccess } from "~/session/guard.server";
import { ACCESS, applicationContext } from "./manage.flexprovider.applications.$id/context.server";

export const handle = stepHandle;

/** The latest submission's answers, with the names of its files, in a layout a provider can print and keep; before any submission, the application itself. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async (guarded) => {
    const ctx = await applicationContext(guarded);
    if (!ctx.submission) throw redirect(applicationPath(ctx.draft.id));
    const submitted = await ctx.api.get(ctx.submission.id, "sections,attachments");
    return {
      recordName: ctx.record.name,
      created: ctx.submission.created,
      definitions: ctx.definitions as Definitions,
      sections: submitted.sections,
      files: Object.fromEntries(submitted.attachments.map((attachment) => [attachment.key, attachment.filename])),
      attachmentPath: applicationPath(ctx.draft.id, "attachment"),
    };
  });

export default function PrintApplication() {
  return <PrintableAnswers {...useLoaderData<typeof loader>()} />;
}
