import { pagedJson } from "../paging";
import { forbidden } from "../drf";
import { authenticate, isResponse, type Caller } from "../session";
import { store } from "../store";

/** The caller's organisation id; 0 for users without one, who then own nothing. */
export const orgOf = (caller: Caller): number => caller.user.organisation_id ?? 0;

export function isProvider(caller: Caller): boolean {
  return store.organisations.find((org) => org.id === caller.user.organisation_id)?.org_type === "flexprovider";
}

/** Any signed-in caller; reads are limited to the caller's organisation by each handler. */
export const reader = (request: Request) => authenticate(request);

/** Only flex providers bid, enter competitions and confirm results. */
export async function provider(request: Request): Promise<Caller | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  return isProvider(caller) ? caller : forbidden();
}

/** `true`/`True`/`1` → true, `false`/`False`/`0` → false, absent → null. */
export function booleanParam(url: URL, name: string): boolean | null {
  const value = url.searchParams.get(name);
  if (value === null) return null;
  return ["true", "1"].includes(value.toLowerCase());
}

/** `ordering=created`, `-created`, `id` or `-id`; ties fall back to the id in the same direction. */
export function ordered<R extends { id: number; created: string }>(rows: R[], ordering: string | null, fallback = "id"): R[] {
  const key = (ordering ?? fallback).replace(/^-/, "");
  const sign = (ordering ?? fallback).startsWith("-") ? -1 : 1;
  const value = (row: R) => (key === "created" ? row.created : row.id);
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x > y ? 1 : x < y ? -1 : a.id - b.id;
    return order * sign;
  });
}

/** One page (`limit`, `offset`) with the DRF-style content-range the app reads totals from. */
export function page<T>(request: Request, rows: T[], defaultLimit = 100) {
  return pagedJson(request, rows, { defaultLimit });
}
