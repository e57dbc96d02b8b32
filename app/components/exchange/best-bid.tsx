import { Link, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useEventSource } from "remix-utils/sse/react";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "./use-money";
import { useCapacity } from "./use-capacity";

type BestBid = { capacity: number; price: number; bidder_fp_name: string } | null;

/**
 * The bidding on an open listing: the best bid to its lister, only whether bids exist to anyone
 * else. With JavaScript the listing's live feed reloads it in place when it changes; without,
 * the time it was loaded and a plain link to load it again.
 */
export function BestBidPanel({ listingId, own, bestBid, hasBids, loadedLabel }: { listingId: number; own: boolean; bestBid: BestBid; hasBids: boolean; loadedLabel: string }) {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const href = `/exchange/listings/${listingId}/view`;
  return (
    <section aria-labelledby="best-bid-title" aria-live="polite">
      <LiveBidding listingId={listingId} />
      <h3 id="best-bid-title">{t(own ? "bestBid.title" : "bestBid.bidsTitle")}</h3>
      <p>
        {own && bestBid
          ? t("bestBid.best", { capacity: capacity(bestBid.capacity), price: money(bestBid.price), bidder: bestBid.bidder_fp_name })
          : t(hasBids ? "bestBid.exist" : "bestBid.none")}
      </p>
      <p>
        {t("bestBid.loaded", { time: loadedLabel })} <Link to={href} reloadDocument>{t("bestBid.refresh")}</Link>
      </p>
    </section>
  );
}

/** Reloads the page's data when the listing's feed says the bidding changed (unless a navigation is already loading it). */
function LiveBidding({ listingId }: { listingId: number }) {
  const change = useEventSource(`/exchange/listings/${listingId}/live`, { event: "bidding" });
  const { revalidate } = useRevalidator();
  // A navigation under way brings the new data itself; revalidating would cut it short and lose
  // what only its answer carries, such as the notice after withdrawing the listing.
  const navigating = useNavigation().state !== "idle";
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (change === null || change === seen.current) return;
    seen.current = change;
    if (!navigating) revalidate();
  }, [change, navigating, revalidate]);
  return null;
}
