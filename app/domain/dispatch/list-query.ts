/** The operations lists' filters, paging and sort, read from the page's own query string. */
/** Every status 001 §3 lists (created, scheduled, awaiting response, expired, rejected, stop, unknown), and delivered, the sandbox's accepted instruction after its end. */
export const INSTRUCTION_STATUSES = ["created", "awaiting_response", "scheduled", "delivered", "expired", "rejected", "stop", "unknown"] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];
export const isKnownStatus = (value: string): value is InstructionStatus => (INSTRUCTION_STATUSES as readonly string[]).includes(value);

export const DISPATCH_PAGE_SIZE = 25;

export type ListQuery = { competition: string; asset: string; status: string; sort: "start" | "-start"; page: number };

const digits = (value: string | null) => (value && /^\d+$/.test(value) ? value : "");

export function readListQuery(url: URL, defaultSort: "start" | "-start"): ListQuery {
  const status = url.searchParams.get("status") ?? "";
  const sort = url.searchParams.get("sort");
  return {
    competition: digits(url.searchParams.get("competition")),
    asset: digits(url.searchParams.get("asset")),
    status: isKnownStatus(status) ? status : "",
    sort: sort === "start" || sort === "-start" ? sort : defaultSort,
    page: Math.max(1, Number(digits(url.searchParams.get("page"))) || 1),
  };
}

/** The upstream query for one page of a period. */
export function upstreamQuery(period: "upcoming" | "past", query: ListQuery) {
  return {
    period,
    competition: query.competition || undefined,
    flex_asset: query.asset || undefined,
    status: query.status || undefined,
    ordering: query.sort,
    limit: DISPATCH_PAGE_SIZE,
    offset: (query.page - 1) * DISPATCH_PAGE_SIZE,
  };
}

/** The same list with some settings changed (paging links, sort links). */
export function listHref(query: ListQuery, change: Partial<ListQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.competition) params.set("competition", next.competition);
  if (next.asset) params.set("asset", next.asset);
  if (next.status) params.set("status", next.status);
  params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  return `?${params}`;
}
