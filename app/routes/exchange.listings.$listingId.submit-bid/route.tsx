import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BidForm } from "~/components/exchange/bid-form";
import { bidAction } from "~/components/exchange/bid-action.server";
import { ListingDetails } from "~/components/exchange/listing-details";
import { closingLabel } from "~/domain/exchange/present";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { loadListing, organisationId } from "~/components/exchange/listing.server";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const [client, locale, zone] = await Promise.all([userClient(request, context, auth), getLocale(request, context), displayTimezone(request, context)]);
    const { listing } = await loadListing(client, params.listingId);
    return { listing: { ...listing, closesLabel: closingLabel(listing.closes_at, locale, zone) }, own: listing.flex_provider_id === organisationId(auth) };
  });

/** EXCH-02: a bid stamped with bidder_fp_id and bidder_fp_name. */
export const action = (args: ActionFunctionArgs) => bidAction(args, (id) => `/exchange/listings/${id}/view`);

export default function SubmitBid() {
  const { t } = useTranslation("exchange");
  const { listing, own } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="bid-title">
      <p><Link to={`/exchange/listings/${listing.id}/view`}>{listing.title}</Link></p>
      <h2 id="bid-title">{t("bid.title")}</h2>
      <ListingDetails listing={listing} />
      {own ? (
        // Said before anything is typed: the exchange refuses a bid on one's own listing.
        <p role="status">{t("errors.ownListing")}</p>
      ) : listing.state === "open" ? (
        <>
          <p>{t("bid.intro")}</p>
          <BidForm reply={reply && "errors" in reply ? reply : undefined} label={t("bid.title")} />
        </>
      ) : (
        <p>{t(listing.state === "withdrawn" ? "bid.withdrawn" : "bid.closed")}</p>
      )}
    </section>
  );
}
