/**
 * The built-in base map: the land as vector tiles cut by the app itself (land-tiles.server.ts),
 * drawn as water background, land fill and coastline. No outside tiles, glyphs or sprites, so
 * the map needs no outside service; count labels are HTML markers for the same reason.
 */
import type { StyleSpecification } from "maplibre-gl";
import { BASE_MAP_COLOURS } from "~/domain/map/colours";

export const BUILT_IN_STYLE_URL = "/map/style.json";
export const LAND_SOURCE = "land";
/** The layer of each land tile. */
export const LAND_LAYER = "land";
/** The land is cut up to this zoom and drawn larger beyond it: 1:50m holds no more detail. */
export const LAND_TILE_MAX_ZOOM = 7;
/** Relative, so the style is the same behind any proxy; the map resolves it against the page. */
export const LAND_TILES_URL = "/map/land/{z}/{x}/{y}";

export function baseMapStyle(): StyleSpecification {
  return {
    version: 8,
    name: "Flexmarket base map",
    sources: {
      [LAND_SOURCE]: { type: "vector", tiles: [LAND_TILES_URL], minzoom: 0, maxzoom: LAND_TILE_MAX_ZOOM, attribution: "Natural Earth" },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": BASE_MAP_COLOURS.water } },
      { id: "land", type: "fill", source: LAND_SOURCE, "source-layer": LAND_LAYER, paint: { "fill-color": BASE_MAP_COLOURS.land } },
      { id: "coastline", type: "line", source: LAND_SOURCE, "source-layer": LAND_LAYER, paint: { "line-color": BASE_MAP_COLOURS.coastline, "line-width": 0.8 } },
    ],
  };
}
