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
