import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { applicationPath } from "~/domain/applications/paths";
import { withAccess } from "~/session/guard.server";
import { ACCESS, applicationContext } from "./manage.flexprovider.applications.$id/context.server";

/** An application opens on its first step that is not yet complete (or the last one). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async (guarded) => {
    const ctx = await applicationContext(guarded);
    const step = ctx.steps.find((candidate) => !candidate.confirmed) ?? ctx.steps.at(-1)!;
    return redirect(applicationPath(ctx.draft.id, step.segment));
  });

export { RedirectOnly as default } from "~/components/redirect-only";
