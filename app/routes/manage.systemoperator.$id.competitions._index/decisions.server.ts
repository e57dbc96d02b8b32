import { data, redirect } from "@remix-run/node";
import { bidAnchor, parseDecision } from "~/domain/clearing/bid-row";
import { getFixedT } from "~/i18n/i18n.server";
import type { RequestContext } from "~/load-context";
import { flash } from "~/session/flash.server";
import { getLocale } from "~/session/locale.server";
import type { Client } from "~/upstream/client.server";
import { clearingApi } from "~/upstream/clearing.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";

type Args = { request: Request; context: RequestContext; client: Client; competition: number; formData: FormData; listUrl: string };

async function notify(request: Request, context: RequestContext, key: string, tone: "success" | "error", message?: string) {
  const t = getFixedT(await getLocale(request, context), "clearing");
  await flash(request, context, { title: t(`${key}.title`), message: message ?? t(`${key}.message`), tone });
}

/**
 * DEC-01: the operator approves or rejects one bid; the decision covers the bid's service period.
 * A refusal is told in a notification; an upstream failure stays on the page above the bids, to try again.
 */
export async function decideBid({ request, context, client, competition, formData, listUrl }: Args) {
  const decision = parseDecision(formData.get("decision"));
  if (!decision) throw data({ message: "bad-decision" }, { status: 400 });
  const { bidId, approved } = decision;
  try {
    await clearingApi(client).confirmDecisions(competition, [{ bid_id: bidId, approved }]);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ decisionErrors: [message] }));
    await notify(request, context, "pages.decision.failed", "error", Object.values(error.fieldErrors).flat()[0] ?? error.detail);
    return redirect(listUrl);
  }
  await notify(request, context, approved ? "pages.decision.approved" : "pages.decision.rejected", "success");
  return redirect(`${listUrl}#${bidAnchor(bidId)}`);
}

/** CLEAR-06: auto bid decisioning clears every window with its own required capacity and stores the result at once. */
export async function autoDecide({ request, context, client, competition, listUrl }: Args) {
  try {
    await clearingApi(client).autoDecisions(competition);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ autoErrors: [message] }));
    await notify(request, context, "pages.auto.failed", "error", Object.values(error.fieldErrors).flat()[0] ?? error.detail);
    return redirect(listUrl);
  }
  await notify(request, context, "pages.auto.done", "success");
  return redirect(listUrl);
}
