import { data, redirect } from "@remix-run/node";
import type { RequestContext } from "~/load-context";
import { flash } from "~/session/flash.server";
import { userClient } from "~/session/api.server";
import type { Auth } from "~/session/auth.server";
import { listInstructions } from "~/upstream/dispatch.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { selectedIds } from "./actions";

export const UPCOMING = "/operations/upcomingdispatches";

/** The instructions a confirmation was opened with (at most a page of 100). */
export async function chosenInstructions(request: Request, context: RequestContext, auth: Auth) {
  const ids = selectedIds(new URL(request.url).searchParams.getAll("instruction"));
  if (!ids.length) return [];
  const client = await userClient(request, context, auth);
  return (await listInstructions(client, { ids: ids.join(","), limit: 100 })).items;
}

/**
 * Runs a write on the chosen instructions: on success a notification and back to the list;
 * a refusal comes back as one message per instruction (DRF field `<list>.<index>…`).
 */
export async function confirmWrite(
  request: Request,
  context: RequestContext,
  ids: number[],
  write: () => Promise<unknown>,
  success: { title: string; message: string },
) {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ problems: [{ id: null as number | null, message }] }));
    const problems: { id: number | null; message: string }[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const index = Number(/\.(\d+)/.exec(field)?.[1]);
      for (const message of messages) problems.push({ id: Number.isInteger(index) ? (ids[index] ?? null) : null, message });
    }
    if (!problems.length) problems.push({ id: null, message: error.detail });
    return data({ problems }, { status: 400 });
  }
  await flash(request, context, { ...success, tone: "success" });
  return redirect(UPCOMING);
}
