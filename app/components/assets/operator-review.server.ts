import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { OVERRIDE_REASONS } from "~/domain/market/enums";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getCompetition } from "~/upstream/competitions.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { operatorQualifications, override, overrideReasons, stackingRules } from "~/upstream/asset-register.server";

const RULE = "manage:systemoperator:id:competitions" as const;
export const reviewBase = (params: { id?: string; competitionId?: string }) => `/manage/systemoperator/${params.id}/competitions/${params.competitionId}/qualification`;

/** QUAL-03: the assets put forward for one of the operator's competitions, with the rules' reasons and the reason codes. */
export const reviewLoader = (args: LoaderFunctionArgs) =>
  withAccess(RULE, args, async ({ request, context, auth, params }) => {
    if (!/^\d{1,9}$/.test(params.competitionId ?? "")) return notFound();
    const client = await userClient(request, context, auth);
    try {
      const [competition, rows, reasons] = await Promise.all([
        getCompetition(client, params.competitionId!, "systemoperator"),
        operatorQualifications(client, params.competitionId!),
        overrideReasons(client).catch(() => [...OVERRIDE_REASONS]),
      ]);
      return { competition: { id: competition.id, name: competition.name, product_type: competition.product_type ?? null }, rows, reasons, base: reviewBase(params) };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return notFound();
      throw error;
    }
  });

/** The stacking rules matrix the eligibility check applies, for the operator's modal. */
export const stackingLoader = (args: LoaderFunctionArgs) =>
  withAccess(RULE, args, async ({ request, context, auth }) => ({ rules: await stackingRules(await userClient(request, context, auth)) }));

/** Qualify (a positive override), disqualify with a required reason code, or give the asset back to the rules. */
export const reviewAction = (args: ActionFunctionArgs) =>
  withAccess(RULE, args, async ({ request, context, auth, params }) => {
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    const qualification = Number(form.get("qualification"));
    const reason = String(form.get("reason") ?? "");
    if (!["qualify", "disqualify", "clear"].includes(intent) || !Number.isInteger(qualification)) throw json({ message: "Unknown intent" }, { status: 400 });
    if (intent === "disqualify" && !reason) return { qualification, reason, error: "reasonRequired" as string, formErrors: [] as string[] };
    const decision = intent === "qualify" ? "qualified" : intent === "disqualify" ? "disqualified" : "clear";
    try {
      await override(await userClient(request, context, auth), qualification, decision, intent === "disqualify" ? reason : null);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ qualification, reason, error: "", formErrors: [message] }));
      return { qualification, reason, error: Object.values(error.fieldErrors).flat()[0] ?? error.detail, formErrors: [] };
    }
    throw redirect(`${reviewBase(params)}?decided=${qualification}`);
  });
