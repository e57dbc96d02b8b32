import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingTable } from "~/components/exchange/listing-table";
import { closingLabel } from "~/domain/exchange/present";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { displayTimezone } from "~/session/timezone.server";
import { listListings } from "~/upstream/exchange.server";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/** 000 §2 /marketplace/buy: the buyer's entry, open-market flexibility open for bids. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("marketplace:buy", args, async ({ request, context, auth }) => {
    const [client, locale, zone] = await Promise.all([userClient(request, context, auth), getLocale(request, context), displayTimezone(request, context)]);
    const { items } = await listListings(client, { exchange_type: "open_market", state: "open", limit: 100 });
    return { listings: items.map((listing) => ({ ...listing, closesLabel: closingLabel(listing.closes_at, locale, zone) })) };
  });

export default function Buy() {
  const { t } = useTranslation("exchange");
  const { listings } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="buy-title">
      <h1 id="buy-title">{t("buy.title")}</h1>
      <p>{t("buy.intro")}</p>
      <ListingTable listings={listings} caption={t("buy.title")} />
    </section>
  );
}
