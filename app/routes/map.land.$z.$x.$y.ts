import type { LoaderFunctionArgs } from "@remix-run/node";
import { atlasResponse } from "~/components/map/atlas-response.server";
import { landTile, landTileEtag, parseTileAddress } from "~/components/map/land-tiles.server";

/** One tile of the base map's land (Mapbox Vector Tile), public like any atlas. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const address = parseTileAddress(params);
  if (!address) return new Response("No such tile.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return atlasResponse(request, { body: landTile(address), etag: landTileEtag(address), type: "application/vnd.mapbox-vector-tile" });
}
