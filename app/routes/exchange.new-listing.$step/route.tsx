import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { advanceListing, listingValues, reachableStep, stepsFor, type ListingState, type ListingValues } from "~/domain/exchange/new-listing";
import { nowMs } from "~/clock.server";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess, type GuardedArgs } from "~/session/guard.server";
import { clearListingDraft, keepListingDraft, readListingDraft } from "~/session/listing-draft.server";
import { displayTimezone } from "~/session/timezone.server";
import { translateError } from "~/components/form-errors";
import { offerableContracts, windowsOf } from "./offerable-contracts.server";
import { publishListing } from "./publish.server";
import { ListingStepFields } from "./step-fields";
import { stepOf, stepPath } from "./step-path";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange", "ui", "validation"] };

/** Only providers list; an address that names no step is not a page. */
function guardStep({ auth, params }: GuardedArgs) {
  const step = stepOf(params.step);
  if (auth.role !== "flexprovider" || !step) notFound();
  // A draft is its author's: whoever signs in next on this browser starts afresh.
  return { step, owner: String(auth.claims?.user_id ?? auth.user?.email ?? "") };
}

/**
 * Set by a post answered in place (errors, an upstream failure): the page shows that answer, on
 * whichever step it names, though the values kept have not reached it yet.
 */
const ANSWERED_IN_PLACE = "new-listing:answered-in-place";

/** EXCH-01: a step shown from the values kept so far; a step not reached yet sends back to the first one missing. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async (guarded) => {
    const { step, owner } = guardStep(guarded);
    const { request, context, auth } = guarded;
    const [values, client, zone] = await Promise.all([readListingDraft(request, owner), userClient(request, context, auth), displayTimezone(request, context)]);
    const contracts = await offerableContracts(client);
    const kept: ListingValues = values ?? {};
    const reachable = reachableStep(step, kept, nowMs(), windowsOf(contracts, kept), zone);
    if (reachable !== step && !context.memo.has(ANSWERED_IN_PLACE)) throw redirect(stepPath(reachable));
    const state: ListingState = { step, values: kept, errors: {}, done: false };
    return { contracts, state };
  });

/** The longest of the values this step posted: the one to shorten when the draft would be too long to keep. */
const longestPosted = (posted: ListingValues) =>
  Object.entries(posted)
    .filter(([field]) => field !== "description")
    .sort(([, a], [, b]) => (b ?? "").length - (a ?? "").length)[0]?.[0] ?? "form";

/**
 * EXCH-01: a step posted (a pure reducer over what it posts and what the steps before kept). A
 * step done keeps the draft and answers 303 with the next step's (or, for Back, the previous
 * step's) own address, so the browser's history holds one page per step and no form post.
 * Errors are shown in place with what was typed; publishing stamps the listing from the session.
 */
export const action = (args: ActionFunctionArgs) =>
  withAccess("exchange", args, async (guarded) => {
    const answer = await answerStep(guarded);
    if (!(answer instanceof Response)) guarded.context.memo.set(ANSWERED_IN_PLACE, Promise.resolve(true));
    return answer;
  });

/** A post answered in place changes nothing kept, so the step's page is not loaded again after it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  actionResult !== undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

async function answerStep(guarded: GuardedArgs) {
  const { step, owner } = guardStep(guarded);
  const { request, context, auth } = guarded;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "next");
  if (intent === "restart") {
    for (const cookie of await clearListingDraft()) context.appendSetCookie(cookie);
    return redirect(stepPath("type"), 303);
  }
  const typed = listingValues(form);
  const posted: ListingValues = { ...(await readListingDraft(request, owner)), ...typed };
  const [client, zone] = await Promise.all([userClient(request, context, auth), displayTimezone(request, context)]);
  // An obligation's ticked windows are checked against its contract's.
  const windows = posted.exchange_type === "flexibility_obligation" && posted.contract ? windowsOf(await offerableContracts(client, { periods: false }), posted) : undefined;
  const state = advanceListing(step, posted, intent, nowMs(), windows, zone);
  if (state.done) {
    const published = await publishListing(guarded, client, state.values, zone);
    if (published instanceof Response) for (const cookie of await clearListingDraft()) context.appendSetCookie(cookie);
    return published;
  }
  if (Object.keys(state.errors).length) return state;
  const kept = await keepListingDraft(state.values, owner);
  if ("tooLong" in kept) {
    const field = kept.tooLong === "description" ? "description" : longestPosted(typed);
    return { step, values: posted, errors: { [field]: field === "form" ? "exchange:errors.tooLongToKeep" : "errors.tooLongToKeep" }, done: false } satisfies ListingState;
  }
  for (const cookie of kept.setCookies) context.appendSetCookie(cookie);
  return redirect(stepPath(state.step), 303);
}

export default function NewListingStep() {
  const { t } = useTranslation("exchange");
  const { contracts, state: shown } = useLoaderData<typeof loader>();
  // A post answered in place (errors, or an upstream failure) shows that answer; otherwise the step kept.
  const state = (useActionData<typeof action>() as ListingState | undefined) ?? shown;
  const steps = stepsFor(state.values.exchange_type);
  const index = steps.indexOf(state.step);
  return (
    <>
      <ol className="steps" aria-label={t("new.steps.label")}>
        {steps.map((step, position) => (
          <li key={step} aria-current={position === index ? "step" : undefined}>{t(`new.steps.${step}`)}</li>
        ))}
      </ol>
      <p>{t("new.stamp")}</p>
      {/* Keyed by step: each step's fields start from its own values, not the last step's. */}
      <Form key={state.step} method="post" action={stepPath(state.step)} className="form" noValidate>
        <AuthenticityTokenInput />
        {state.errors.form ? <p role="alert" className="form-error">{translateError(t, state.errors.form)}</p> : null}
        <ListingStepFields state={state} contracts={contracts} />
        <div className="form-actions">
          {/* The forward button comes first: Enter in a field submits it. */}
          {state.step === "review" ? (
            <button type="submit" name="intent" value="publish" className="button button--primary">{t("new.publish")}</button>
          ) : (
            <button type="submit" name="intent" value="next" className="button button--primary">{t("new.next")}</button>
          )}
          {index > 0 ? <button type="submit" name="intent" value="back" className="button">{t("new.back")}</button> : null}
          {Object.keys(state.values).length ? <button type="submit" name="intent" value="restart" className="button">{t("new.restart")}</button> : null}
        </div>
      </Form>
    </>
  );
}
