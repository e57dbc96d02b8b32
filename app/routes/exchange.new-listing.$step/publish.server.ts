import { redirect } from "@remix-run/node";
import { closingInstant, listingBody, type ListingState, type ListingValues } from "~/domain/exchange/new-listing";
import { getFixedT } from "~/i18n/i18n.server";
import type { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { createListing } from "~/upstream/exchange.server";
import { organisationStamp } from "~/components/exchange/listing.server";

/**
 * EXCH-01: a complete listing sent to the exchange, stamped with the lister's organisation: the
 * listing's page with a notice, or the form again on the step of what the exchange refused.
 */
export async function publishListing({ request, context, auth }: GuardedArgs, client: Awaited<ReturnType<typeof userClient>>, values: ListingValues, zone: string) {
  const closesAt = closingInstant(values, zone)!;
  const stamp = await organisationStamp(client, auth);
  try {
    const listing = await createListing(client, { ...listingBody(values, closesAt), flex_provider_id: stamp.id, flex_provider_name: stamp.name });
    const t = getFixedT(await getLocale(request, context), "exchange");
    await flash(request, context, { message: t("new.published"), tone: "success" });
    return redirect(`/exchange/listings/${listing.id}/view`);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) return upstreamFailureAnswer(error, (message): ListingState => ({ step: "review", values, errors: { form: message }, done: false }));
    // The exchange's own refusals go back to the step of the field they name.
    const fields = Object.entries(error.fieldErrors).map(([field, messages]) => [field === "closes_at" ? "closes_date" : field, messages.join(" ")]);
    const errors = Object.fromEntries(fields.length ? fields : [["form", error.detail]]);
    const back = ["title", "description", "capacity", "start", "end", "contract"].some((field) => field in errors) ? "offer" : "service_windows" in errors ? "windows" : "terms";
    return { step: back, values, errors, done: false } satisfies ListingState;
  }
}
