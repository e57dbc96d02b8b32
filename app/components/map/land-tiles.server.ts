/**
 * The base map's land as vector tiles, cut on the server from the same Natural Earth 1:50m
 * land as the rest of the base map. The browser fetches and draws only the tiles in view;
 * before, it downloaded the whole world's land (1.2 MB of GeoJSON) and cut it into tiles in
 * maplibre's worker on every page load, which was the last thing the map waited for.
 * The index is built on the first tile asked for; tiles are kept once made.
 */
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { keptIn } from "~/domain/bounded-cache";
import { LAND_LAYER, LAND_TILE_MAX_ZOOM } from "./base-style";
import { land, landFile } from "./land.server";

/** Most of the world's 21,845 tiles up to zoom 7 are open sea; the kept set is bounded anyway. */
const KEPT_TILES = 4096;
/** The vector tile extent maplibre expects (4096 units a side) and a margin against seams. */
const EXTENT = 4096;
const BUFFER = 64;

let index: GeoJSONVT | undefined;
const tiles = new Map<string, Uint8Array>();

export type TileAddress = { z: number; x: number; y: number };

/** A tile address from the route's parameters, or null when there is no such tile. */
export function parseTileAddress(params: Record<string, string | undefined>): TileAddress | null {
  const [z, x, y] = [params.z, params.x, params.y].map((value) => (value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN));
  if (!Number.isInteger(z) || z < 0 || z > LAND_TILE_MAX_ZOOM) return null;
  const side = 2 ** z;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x >= side || y >= side) return null;
  return { z, x, y };
}

/** The tile as Mapbox Vector Tile bytes; a tile of open sea has no features (and no bytes). */
export function landTile({ z, x, y }: TileAddress): Uint8Array {
  return keptIn(tiles, `${z}/${x}/${y}`, KEPT_TILES, () => {
    index ??= new GeoJSONVT(land(), { maxZoom: LAND_TILE_MAX_ZOOM, indexMaxZoom: 4, extent: EXTENT, buffer: BUFFER });
    const tile = index.getTile(z, x, y);
    return tile ? fromGeojsonVt({ [LAND_LAYER]: tile }, { version: 2, extent: EXTENT }) : new Uint8Array(0);
  });
}

/** Tiles change only with the land itself: its version is in every tile's ETag. */
export function landTileEtag({ z, x, y }: TileAddress): string {
  return `"${landFile().version}-${z}-${x}-${y}"`;
}
