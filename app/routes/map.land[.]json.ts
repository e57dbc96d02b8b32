import type { LoaderFunctionArgs } from "@remix-run/node";
import { landFile } from "~/components/map/land.server";

/**
 * The base map's land as GeoJSON, public like any atlas. It changes only with the
 * world-atlas package, so browsers keep it for a week and revalidate by ETag after.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { json, etag } = landFile();
  const headers = {
    "Content-Type": "application/geo+json; charset=utf-8",
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers });
}
