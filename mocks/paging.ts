import { HttpResponse } from "msw";
import { contentRange } from "~/upstream/content-range";

export type PageOptions = { defaultLimit?: number; maxLimit?: number };

/** `limit` and `offset` as the Flex API reads them: missing or bad values fall back, never below 0. */
export function pageParams(url: URL, { defaultLimit = 100, maxLimit = Infinity }: PageOptions = {}) {
  const limit = Math.min(maxLimit, Math.max(0, Number(url.searchParams.get("limit") ?? defaultLimit) || 0));
  const offset = Math.max(0, Number(url.searchParams.get("offset") ?? 0) || 0);
  return { limit, offset };
}

/** One page of rows as a plain list, the total in Content-Range; `wire` shapes only the rows sent. */
export function pagedJson<T, W = T>(request: Request, rows: readonly T[], options: PageOptions & { wire?: (row: T) => W } = {}): Response {
  const { limit, offset } = pageParams(new URL(request.url), options);
  const slice = rows.slice(offset, offset + limit);
  const body = options.wire ? slice.map(options.wire) : slice;
  return HttpResponse.json(body, { headers: { "Content-Range": contentRange(offset, slice.length, rows.length) } });
}

/** How long a listing's later pages are read from what its first page computed. */
export const LISTING_SNAPSHOT_MS = 10_000;
const snapshots = new Map<string, { at: number; owner: object; rows: readonly unknown[] }>();
const SNAPSHOTS_KEPT = 50;

/**
 * The rows of a listing someone pages through, as a database cursor would keep them: the
 * first page (offset 0) computes them, and the following pages of the same listing, for the
 * same caller and the same store (`owner`), read them for LISTING_SNAPSHOT_MS. A market of
 * 100,000 assets is then computed once per listing, not once per page of 1,000; a changed
 * record shows from the next listing on, as a cursor's would.
 */
export function listingSnapshot<T>(request: Request, caller: string, owner: object, build: () => readonly T[]): readonly T[] {
  const url = new URL(request.url);
  url.searchParams.delete("offset");
  url.searchParams.delete("limit");
  const key = `${caller} ${request.method} ${url.pathname}?${url.searchParams}`;
  const kept = snapshots.get(key);
  const now = Date.now();
  if (pageParams(new URL(request.url)).offset > 0 && kept && kept.owner === owner && now - kept.at < LISTING_SNAPSHOT_MS) return kept.rows as readonly T[];
  const rows = build();
  if (snapshots.size >= SNAPSHOTS_KEPT) snapshots.clear();
  snapshots.set(key, { at: now, owner, rows });
  return rows;
}
