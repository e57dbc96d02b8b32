import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { consentFor, type ConsentIntent } from "~/domain/consent";
import { safeNext } from "~/domain/safe-next";
import { serializeConsent } from "~/session/consent.server";
import { withAccess } from "~/session/guard.server";

const INTENTS: ConsentIntent[] = ["accept", "reject", "save"];

/** Saves the cookie choice; a plain form post goes back to the page it came from. */
export const action = (args: ActionFunctionArgs) => withAccess("consent", args, async ({ request, context }) => {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!INTENTS.includes(intent as ConsentIntent)) throw data({ message: "Unknown intent" }, { status: 400 });
  const consent = consentFor(intent as ConsentIntent, {
    statistics: form.get("statistics") === "true",
    marketing: form.get("marketing") === "true",
  });
  context.appendSetCookie(await serializeConsent(consent));
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string") throw redirect(safeNext(redirectTo, "/"));
  return { consent };
});

export const loader = (args: LoaderFunctionArgs) => withAccess("consent", args, () => redirect("/legal/cookies"));
