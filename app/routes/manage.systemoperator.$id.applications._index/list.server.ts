import type { LoaderFunctionArgs } from "@remix-run/node";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { readDatePeriod } from "~/domain/validation/date-period";
import { operatorApplications } from "~/upstream/applications.server";
import { loadMarkets } from "~/upstream/markets.server";

export const REVIEW_ACCESS = "manage:systemoperator:id:applications" as const;
export const REVIEW_PAGE_SIZE = 25;

const STATUSES = ["pending", "approved", "rejected"];

/** The filters as the URL holds them, each only when it makes sense. */
export function reviewFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const status = STATUSES.includes(get("status")) ? get("status") : "";
  const market = /^\d+$/.test(get("market")) ? get("market") : "";
  const { from, to, errors } = readDatePeriod(url.searchParams);
  const page = Math.max(1, Number(get("page")) || 1);
  return { status, market, from, to, page, errors };
}

/** APP-07: applications to the operator's purchasing systems, filtered by status, market and submitted date. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(REVIEW_ACCESS, args, async ({ request, context, auth, params }) => {
    const { errors, ...filters } = reviewFilters(new URL(request.url));
    const client = await userClient(request, context, auth);
    // A period with a mistake lists nothing until it is corrected, rather than a list for some other period.
    const refused = Object.keys(errors).length > 0;
    const [page, markets] = await Promise.all([
      refused ? { items: [], total: 0 } : operatorApplications(client).list({
        status: filters.status || undefined,
        market: filters.market || undefined,
        submitted_after: filters.from || undefined,
        submitted_before: filters.to || undefined,
        limit: REVIEW_PAGE_SIZE,
        offset: (filters.page - 1) * REVIEW_PAGE_SIZE,
      }),
      loadMarkets(client),
    ]);
    const orgId = Number(params.id);
    return {
      orgId,
      filters,
      errors,
      refused,
      applications: page.items.map(({ id, flex_provider_name, dps_record_name, created, outcome, previous }) => ({ id, flex_provider_name, dps_record_name, created, outcome: outcome ?? null, resubmitted: previous != null })),
      pages: Math.max(1, Math.ceil((page.total ?? page.items.length) / REVIEW_PAGE_SIZE)),
      markets: markets.markets.filter((market) => market.operator_id === orgId && market.dps_record).map((market) => ({ id: market.id, name: market.name })),
    };
  });
