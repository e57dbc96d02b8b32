import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BidForm } from "~/components/exchange/bid-form";
import { bidAction } from "~/components/exchange/bid-action.server";
import { ListingDetails } from "~/components/exchange/listing-details";
import { closingLabel } from "~/domain/exchange/present";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "~/components/exchange/use-money";
import { useCapacity } from "~/components/exchange/use-capacity";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { loadListing, organisationId } from "~/components/exchange/listing.server";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/** EXCH-02: a load modification as an operator sees it, with its bid form for buyers (buy-load-mod). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const [client, locale, zone] = await Promise.all([userClient(request, context, auth), getLocale(request, context), displayTimezone(request, context)]);
    const { listing, bids } = await loadListing(client, params.listingId);
    if (listing.exchange_type !== "load_modification") notFound();
    const me = organisationId(auth);
    return {
      listing: { ...listing, closesLabel: closingLabel(listing.closes_at, locale, zone) },
      myBid: bids.find((bid) => bid.bidder_fp_id === me && bid.state === "live") ?? null,
      canBuy: auth.role === "systemoperator" && auth.permissions.has("buy-load-mod") && listing.state === "open",
    };
  });

export const action = (args: ActionFunctionArgs) => bidAction(args, (id) => `/exchange/load-modifications/${id}/view`);

export default function LoadModification() {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const { listing, myBid, canBuy } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <article aria-labelledby="lm-title">
      <p><Link to="/exchange/browse?exchange_type=load_modification">{t("listing.back")}</Link></p>
      <h2 id="lm-title">{t("loadModification.title")}: {listing.title}</h2>
      <ListingDetails listing={listing} />
      {myBid ? <p>{t("listing.yourBid", { capacity: capacity(myBid.capacity), price: money(myBid.price) })}</p> : null}
      {canBuy ? (
        <>
          <h3>{t("loadModification.bid")}</h3>
          <BidForm reply={reply && "errors" in reply ? reply : undefined} label={t("loadModification.bid")} />
        </>
      ) : null}
    </article>
  );
}
