import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { decodeMessage } from "~/domain/validation/messages";
import { zCurrency, zOptional } from "~/domain/validation/schemas";
import { sideOf } from "~/domain/dispatch/side";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { addAutoAcceptRule, autoAcceptRules, instructionFacets, removeAutoAcceptRule } from "~/upstream/dispatch.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";

const HERE = "/operations/upcomingdispatches/auto-accept";
const optionalId = z.preprocess((value) => (value === "" || value == null ? null : Number(value)), z.number().int().positive().nullable());

/** The add-rule form: empty choices mean "any"; the price floor is optional. */
export const ruleForm = z.object({
  competition: optionalId,
  flex_asset: optionalId,
  // An amount of 0 or more with up to 2 decimals, as every price; empty means no floor.
  min_utilisation_price: zOptional(zCurrency()).transform((price) => price ?? null),
  require_available: z.preprocess((value) => value === "on", z.boolean()),
});

/** DISP-02 beyond: the provider's auto-accept rules, with what the add form offers. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canRespond) return notFound();
    const client = await userClient(request, context, auth);
    const [rules, upcoming, past] = await Promise.all([autoAcceptRules(client), instructionFacets(client, "upcoming"), instructionFacets(client, "past")]);
    const merge = <T extends { id: number }>(a: T[], b: T[]) => [...new Map([...a, ...b].map((item) => [item.id, item])).values()];
    return { rules, competitions: merge(upcoming.competitions, past.competitions), assets: merge(upcoming.assets, past.assets) };
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canRespond) return notFound();
    const form = await request.formData();
    const client = await userClient(request, context, auth);
    const t = getFixedT(await getLocale(request, context), "dispatch");
    const intent = form.get("intent");
    if (intent === "remove") {
      try {
        await removeAutoAcceptRule(client, Number(form.get("rule")));
      } catch (error) {
        // A second press, or a page left open after the rule went: the rule is off either way.
        if (!(error instanceof UpstreamError) || error.status !== 404) throw error;
        await flash(request, context, { message: t("rules.alreadyRemoved"), tone: "info" });
        return redirect(HERE);
      }
      await flash(request, context, { message: t("rules.removed"), tone: "success" });
      return redirect(HERE);
    }
    if (intent !== "add") throw data({ message: "Unknown intent" }, { status: 400 });
    const values = Object.fromEntries([...form].filter(([name, value]) => typeof value === "string" && name !== "csrf")) as Record<string, string>;
    const parsed = ruleForm.safeParse(values);
    if (!parsed.success) {
      // A number too long to keep says so; any other fault gets the field's own advice.
      const tooLong = parsed.error.issues.map((issue) => decodeMessage(issue.message)).find((message) => message?.key === "wholeDigits");
      const message = tooLong ? getFixedT(await getLocale(request, context), "validation")(tooLong.key, tooLong.values) : t("rules.invalidPrice");
      return data({ fieldErrors: { min_utilisation_price: message }, values }, { status: 400 });
    }
    try {
      await addAutoAcceptRule(client, parsed.data);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ errors: [message], values }));
      return data({ errors: Object.values(error.fieldErrors).flat(), values }, { status: 400 });
    }
    await flash(request, context, { message: t("rules.added"), tone: "success" });
    return redirect(HERE);
  });
