import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { bidStateKey, stateKey } from "~/domain/exchange/present";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "~/components/exchange/use-money";
import { useCapacity } from "~/components/exchange/use-capacity";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { loadListing, organisationId } from "~/components/exchange/listing.server";
import { ObligationWindows } from "~/components/exchange/obligation-details";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/**
 * What the caller is told of the award: the lister and the winner see the winning bid; a
 * losing bidder is only told the listing went to someone else, since the exchange shows it no
 * other organisation's bid.
 */
type Award = { kind: "none" } | { kind: "toYou" | "to"; bidder: string; capacity: number; price: number } | { kind: "toAnother" };

/** EXCH-02: who the listing went to, and what became of the caller's own bid. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const { listing, bids } = await loadListing(await userClient(request, context, auth), params.listingId);
    const me = organisationId(auth);
    const mine = bids.filter((bid) => bid.bidder_fp_id === me).sort((a, b) => b.id - a.id)[0] ?? null;
    const awarded = listing.state === "awarded" ? (bids.find((bid) => bid.id === listing.awarded_bid) ?? null) : null;
    const award: Award =
      listing.state !== "awarded"
        ? { kind: "none" }
        : awarded
          ? { kind: awarded.bidder_fp_id === me ? "toYou" : "to", bidder: awarded.bidder_fp_name, capacity: awarded.capacity, price: awarded.price }
          : { kind: "toAnother" };
    return { listing, award, awarded, mine };
  });

function awardText(t: (key: string, options?: Record<string, unknown>) => string, award: Award, money: (value: number) => string, capacity: (value: number) => string) {
  switch (award.kind) {
    case "to":
      return t("outcome.awardedTo", { bidder: award.bidder, capacity: capacity(award.capacity), price: money(award.price) });
    case "toYou":
      return t("outcome.awardedToYou", { capacity: capacity(award.capacity), price: money(award.price) });
    case "toAnother":
      return t("outcome.awardedToAnother");
    case "none":
      return t("outcome.notAwarded");
  }
}

export default function Outcome() {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const { listing, award, awarded, mine } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="outcome-title">
      <p><Link to={`/exchange/listings/${listing.id}/view`}>{listing.title}</Link></p>
      <h2 id="outcome-title">{t("outcome.title")}</h2>
      <p>{t(stateKey(listing.state))}</p>
      <p>{awardText(t, award, money, capacity)}</p>
      {awarded && listing.obligation?.moved_to && listing.obligation.moved_to.holder_id === awarded.bidder_fp_id ? (
        <>
          <p>{t("outcome.windowsMoved", { contract: listing.obligation.contract.reference, competition: listing.obligation.competition.name, buyer: awarded.bidder_fp_name, moved: listing.obligation.moved_to.reference })}</p>
          <ObligationWindows obligation={listing.obligation} moved level="h3" />
        </>
      ) : awarded && listing.obligation && listing.obligation.contract.holder_id === awarded.bidder_fp_id ? (
        <p>{t("outcome.contractMoved", { contract: listing.obligation.contract.reference, competition: listing.obligation.competition.name, buyer: awarded.bidder_fp_name })}</p>
      ) : null}
      {mine ? <p>{t("outcome.yours", { state: t(bidStateKey(mine.state)) })}</p> : null}
    </section>
  );
}
