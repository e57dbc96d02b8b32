import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { interestSchema } from "~/domain/applications/market-forms";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { upstreamErrorReply } from "~/upstream/form-reply";
import { marketsApi, registerInterest } from "~/upstream/markets.server";

const ACCESS = "manage:flexprovider:market-access" as const;

export function marketId(params: LoaderFunctionArgs["params"]): number {
  const id = Number(params.marketId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: "This page could not be found" }, { status: 404 });
  return id;
}

/** The market and who the provider's contact would be (the signed-in user, to start with). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth, params }) => {
    const market = await marketsApi(await userClient(request, context, auth)).get(marketId(params));
    const name = [auth.user?.first_name, auth.user?.last_name].filter(Boolean).join(" ");
    return { market: { id: market.id, name: market.name, operator: market.operator }, contact: { contact_name: name, contact_email: auth.user?.email ?? auth.claims?.email ?? "" } };
  });

/** MGMT-04: registering interest, then the market interest thanks modal. */
export const action = (args: ActionFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth, params }) => {
    const id = marketId(params);
    const submission = parseWithZod(await request.formData(), { schema: interestSchema });
    if (submission.status !== "success") return { reply: submission.reply() };
    try {
      await registerInterest(await userClient(request, context, auth), id, submission.value);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ reply: submission.reply({ formErrors: [message] }) }));
      return { reply: upstreamErrorReply(submission, error) };
    }
    return redirect(`/manage/flexprovider/market-access/${id}/thanks`);
  });
