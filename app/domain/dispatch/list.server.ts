import type { LoaderFunctionArgs } from "@remix-run/node";
import { nowIso } from "~/clock.server";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { instructionFacets, listInstructions } from "~/upstream/dispatch.server";
import { DISPATCH_PAGE_SIZE, readListQuery, upstreamQuery } from "./list-query";
import { sideOf } from "./side";

/** One page of upcoming or past instructions with what the filters offer; upstream calls at once. */
export const listLoader = (period: "upcoming" | "past") => (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const url = new URL(request.url);
    // The list's filters are its own query; a dialog over it (create's competition and day) has its own.
    const own = url.pathname.replace(/\/+$/, "") === `/operations/${period}dispatches`;
    const query = readListQuery(own ? url : new URL(url.pathname, url), period === "upcoming" ? "start" : "-start");
    const [page, facets] = await Promise.all([listInstructions(client, upstreamQuery(period, query)), instructionFacets(client, period)]);
    const total = page.total ?? page.items.length;
    return {
      period,
      side: sideOf(auth),
      query,
      instructions: page.items,
      total,
      pages: Math.max(1, Math.ceil(total / DISPATCH_PAGE_SIZE)),
      facets,
      loadedAt: nowIso(),
    };
  });
