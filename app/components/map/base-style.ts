/**
 * The built-in base map: one GeoJSON source (the land), drawn as water background, land
 * fill and coastline. No tiles, glyphs or sprites, so the map needs no outside service;
 * count labels are HTML markers for the same reason.
 */
import type { StyleSpecification } from "maplibre-gl";
import { BASE_MAP_COLOURS } from "~/domain/map/colours";

export const LAND_URL = "/map/land.json";
export const BUILT_IN_STYLE_URL = "/map/style.json";
export const LAND_SOURCE = "land";

/** Relative URLs are fine: maplibre resolves a GeoJSON source's URL against the page. */
export function baseMapStyle(landUrl: string = LAND_URL): StyleSpecification {
  return {
    version: 8,
    name: "Flexmarket base map",
    sources: {
      [LAND_SOURCE]: { type: "geojson", data: landUrl, attribution: "Natural Earth" },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": BASE_MAP_COLOURS.water } },
      { id: "land", type: "fill", source: LAND_SOURCE, paint: { "fill-color": BASE_MAP_COLOURS.land } },
      { id: "coastline", type: "line", source: LAND_SOURCE, paint: { "line-color": BASE_MAP_COLOURS.coastline, "line-width": 0.8 } },
    ],
  };
}
