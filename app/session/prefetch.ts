/** A browser's prefetch of a page's data (`Sec-Purpose: prefetch`): the user has not gone there yet. */
export function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "");
}
