/**
 * Answers for the base map's files (the land as tiles and as pictures). They change only
 * with the world-atlas package, so browsers and proxies keep them for a week and
 * revalidate by ETag after. `type` is the whole Content-Type (with its charset for text).
 */
export function atlasResponse(request: Request, { body, etag, type }: { body: string | Uint8Array; etag: string; type: string }): Response {
  const headers = {
    "Content-Type": type,
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body as BodyInit, { headers });
}
