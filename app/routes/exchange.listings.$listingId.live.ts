import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getListing } from "~/upstream/exchange.server";
import type { Listing } from "~/upstream/schemas/exchange";

/** How often one open listing page's feed asks the upstream for the listing. */
const POLL_MS = 1000;

/** What the page shows of the bidding: the best bid (to the lister only), whether bids exist, the state. */
const biddingKey = (listing: Listing) => [listing.state, listing.has_bids, listing.best_bid?.id ?? "", listing.best_bid?.price ?? ""].join(":");

/**
 * The live feed of one listing page (server-sent events), polled as the operations feed is: a
 * `bidding` event whenever the best bid, the presence of bids or the listing's state changes.
 * The upstream decides what the caller may see, so a non-lister's feed never carries a price.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const id = Number(params.listingId);
    if (!Number.isInteger(id) || id <= 0) notFound();
    const client = await userClient(request, context, auth);
    let last = biddingKey(await getListing(client, id));
    return eventStream(request.signal, (send, abort) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let open = true;
      const tick = async () => {
        try {
          const key = biddingKey(await getListing(client, id));
          if (key !== last) send({ event: "bidding", data: key });
          last = key;
        } catch {
          open = false;
          abort();
          return;
        }
        if (open) timer = setTimeout(tick, POLL_MS);
      };
      timer = setTimeout(tick, POLL_MS);
      return () => {
        open = false;
        clearTimeout(timer);
      };
    });
  });
