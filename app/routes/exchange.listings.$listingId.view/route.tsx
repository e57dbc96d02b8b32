import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { ListingDetails } from "~/components/exchange/listing-details";
import { BestBidPanel } from "~/components/exchange/best-bid";
import { ObligationDetails } from "~/components/exchange/obligation-details";
import { bidStateKey, closingLabel, loadedLabel } from "~/domain/exchange/present";
import { nowIso } from "~/clock.server";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "~/components/exchange/use-money";
import { useCapacity } from "~/components/exchange/use-capacity";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { loadListing, organisationId } from "~/components/exchange/listing.server";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/** EXCH-02: a listing, what the caller may do with it, and the caller's own latest bid, whatever became of it. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const [client, locale, zone] = await Promise.all([userClient(request, context, auth), getLocale(request, context), displayTimezone(request, context)]);
    const { listing, bids } = await loadListing(client, params.listingId);
    const me = organisationId(auth);
    const own = listing.flex_provider_id === me;
    return {
      listing: { ...listing, closesLabel: closingLabel(listing.closes_at, locale, zone) },
      own,
      myBid: bids.filter((bid) => bid.bidder_fp_id === me).sort((a, b) => b.id - a.id)[0] ?? null,
      loadedLabel: loadedLabel(nowIso(), locale, zone),
      canBid: !own && listing.state === "open" && (listing.exchange_type === "load_modification" ? auth.role === "systemoperator" : auth.role === "flexprovider"),
    };
  });

export default function ListingView() {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const { listing, own, myBid, canBid, loadedLabel } = useLoaderData<typeof loader>();
  const base = `/exchange/listings/${listing.id}`;
  return (
    <article aria-labelledby="listing-title">
      <p><Link to="/exchange/browse">{t("listing.back")}</Link></p>
      <h2 id="listing-title">{listing.title}</h2>
      {own ? <p>{t("listing.own")}</p> : null}
      <ListingDetails listing={listing} />
      {listing.obligation ? <ObligationDetails obligation={listing.obligation} /> : null}
      {listing.state === "open" || listing.state === "closed" ? (
        <BestBidPanel listingId={listing.id} own={own} bestBid={listing.best_bid} hasBids={listing.has_bids} loadedLabel={loadedLabel} />
      ) : null}
      {myBid ? <p>{myBid.state === "live" ? t("listing.yourBid", { capacity: capacity(myBid.capacity), price: money(myBid.price) }) : t("listing.yourDecidedBid", { capacity: capacity(myBid.capacity), price: money(myBid.price), state: t(bidStateKey(myBid.state)) })}</p> : null}
      <div className="form-actions">
        {canBid ? <Link className="button button--primary" to={`${base}/submit-bid`}>{t("listing.bid")}</Link> : null}
        {own && (listing.state === "closed" || listing.state === "unawarded" || listing.state === "awarded") ? <Link className="button" to={`${base}/decision-bids`}>{t("listing.decide")}</Link> : null}
        {listing.state === "awarded" || listing.state === "closed" || listing.state === "unawarded" ? <Link to={`${base}/outcome`}>{t("listing.outcome")}</Link> : null}
        {/* Withdrawing cancels other organisations' live bids, so it asks first (a modal over this page with JavaScript). */}
        {own && listing.state === "open" ? <Link className="button" to={`${base}/view/withdraw`} preventScrollReset>{t("listing.withdraw")}</Link> : null}
      </div>
      <Outlet />
    </article>
  );
}
