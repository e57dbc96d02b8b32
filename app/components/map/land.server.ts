/**
 * The base map's land: Natural Earth 1:50m land (public domain) from world-atlas, converted
 * from TopoJSON to GeoJSON once per process and kept in memory. It feeds both the
 * interactive map's tiles (land-tiles.server.ts) and the server-drawn boundaries.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export type Land = FeatureCollection<Polygon | MultiPolygon>;

/** The land and a version of it (a hash of the source file) for the caches of what is made from it. */
type LandFile = { land: Land; version: string };
let cached: LandFile | undefined;

function convert(): LandFile {
  const file = createRequire(import.meta.url).resolve("world-atlas/land-50m.json");
  const source = readFileSync(file, "utf8");
  const topology = JSON.parse(source) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as Land;
  return { land, version: createHash("sha1").update(source).digest("base64url").slice(0, 20) };
}

export function landFile(): LandFile {
  cached ??= convert();
  return cached;
}

export function land(): Land {
  return landFile().land;
}
