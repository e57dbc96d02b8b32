import type { LoaderFunctionArgs } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";
import { ACCESS, applicationContext } from "./context.server";

/** The frame of every step: the purchasing system, where the application stands and the steps. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async (guarded) => {
    const ctx = await applicationContext(guarded);
    return {
      id: ctx.draft.id,
      recordName: ctx.record.name,
      operatorName: ctx.operatorName,
      state: ctx.state,
      editable: ctx.editable,
      submission: ctx.submission ? { created: ctx.submission.created, outcome: ctx.submission.outcome ?? null } : null,
      requests: ctx.requests.length,
      steps: ctx.steps,
    };
  });

export type LayoutModel = Awaited<ReturnType<typeof loader>>;
