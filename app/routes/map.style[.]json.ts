import { baseMapStyle } from "~/components/map/base-style";

/** The built-in maplibre style: water, land and coastline from the app's own land tiles only. */
export function loader() {
  return new Response(JSON.stringify(baseMapStyle()), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
