import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { LISTING_STEPS, advanceListing, closingInstant, listingBody, listingValues, stepsFor, type ListingState } from "~/domain/exchange/new-listing";
import { nowMs } from "~/clock.server";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { createListing } from "~/upstream/exchange.server";
import { contractsApi } from "~/upstream/contracts.server";
import { getCompetition } from "~/upstream/competitions.server";
import { organisationStamp } from "~/components/exchange/listing.server";
import { translateError } from "~/components/form-errors";
import { ListingStepFields } from "./step-fields";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange", "ui", "validation"] };

const START: ListingState = { step: "type", values: {}, errors: {}, done: false };

/**
 * The contracts a flexibility obligation can offer: the provider's own, not yet ended, with their
 * service windows, each named with its service period (windows of two periods often share a name).
 */
async function offerableContracts(client: Awaited<ReturnType<typeof userClient>>, { periods = true } = {}) {
  const held = (await contractsApi(client).fetchAll()).filter((contract) => contract.status !== "ended");
  const competitions = await Promise.all(
    [...new Set(periods ? held.map((contract) => contract.competition) : [])].map((id) => getCompetition(client, id, "flexprovider", { includeArchived: true }).catch(() => null)),
  );
  const periodOf = new Map(competitions.flatMap((competition) => (competition?.service_periods ?? []).flatMap((period) => period.windows.map((window) => [window.id, period.name] as const))));
  return held
    .map((contract) => ({
      id: contract.id,
      reference: contract.reference,
      competition_name: contract.competition_name,
      capacity: contract.capacity,
      start: contract.period.start,
      end: contract.period.end,
      windows: contract.windows.map(({ service_window, name, start_time, end_time, capacity }) => ({ service_window, name, start_time, end_time, capacity, period: periodOf.get(service_window) ?? null })),
    }));
}

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth }) => {
    if (auth.role !== "flexprovider") notFound();
    return { contracts: await offerableContracts(await userClient(request, context, auth)) };
  });

/** EXCH-01: the form a step at a time (a pure reducer); publishing stamps the listing from the session. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth }) => {
    if (auth.role !== "flexprovider") notFound();
    const form = await request.formData();
    const step = LISTING_STEPS.find((name) => name === form.get("step")) ?? "type";
    const posted = listingValues(form);
    const [client, zone] = await Promise.all([userClient(request, context, auth), displayTimezone(request, context)]);
    // An obligation's ticked windows are checked against its contract's.
    const contract = posted.exchange_type === "flexibility_obligation" && posted.contract ? (await offerableContracts(client, { periods: false })).find((row) => String(row.id) === posted.contract) : undefined;
    const state = advanceListing(step, posted, String(form.get("intent") ?? "next"), nowMs(), contract?.windows.map((window) => window.service_window), zone);
    if (!state.done) return state;
    const { values } = state;
    const closesAt = closingInstant(values, zone)!;
    const stamp = await organisationStamp(client, auth);
    try {
      const listing = await createListing(client, { ...listingBody(values, closesAt), flex_provider_id: stamp.id, flex_provider_name: stamp.name });
      const t = getFixedT(await getLocale(request, context), "exchange");
      await flash(request, context, { message: t("new.published"), tone: "success" });
      return redirect(`/exchange/listings/${listing.id}/view`);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500) return upstreamFailureAnswer(error, (message): ListingState => ({ step, values, errors: { form: message }, done: false }));
      // The exchange's own refusals go back to the step of the field they name.
      const fields = Object.entries(error.fieldErrors).map(([field, messages]) => [field === "closes_at" ? "closes_date" : field, messages.join(" ")]);
      const errors = Object.fromEntries(fields.length ? fields : [["form", error.detail]]);
      const back = ["title", "description", "capacity", "start", "end", "contract"].some((field) => field in errors) ? "offer" : "service_windows" in errors ? "windows" : "terms";
      return { step: back, values, errors, done: false } satisfies ListingState;
    }
  });

export default function NewListing() {
  const { t } = useTranslation("exchange");
  const { contracts } = useLoaderData<typeof loader>();
  const state = (useActionData<typeof action>() as ListingState | undefined) ?? START;
  const steps = stepsFor(state.values.exchange_type);
  const index = steps.indexOf(state.step);
  return (
    <section aria-labelledby="new-title">
      <h2 id="new-title">{t("new.title")}</h2>
      <ol className="steps" aria-label={t("new.steps.label")}>
        {steps.map((step, position) => (
          <li key={step} aria-current={position === index ? "step" : undefined}>{t(`new.steps.${step}`)}</li>
        ))}
      </ol>
      <p>{t("new.stamp")}</p>
      <Form method="post" className="form" noValidate>
        <AuthenticityTokenInput />
        <input type="hidden" name="step" value={state.step} />
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
        </div>
      </Form>
    </section>
  );
}
