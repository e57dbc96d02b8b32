/**
 * The base map's land: Natural Earth 1:50m land (public domain) from world-atlas, converted
 * from TopoJSON to GeoJSON once per process and kept in memory. It feeds both the
 * interactive map's only source and the server-drawn boundaries.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export type Land = FeatureCollection<Polygon | MultiPolygon>;

/** The 1:50m source is quantised to about 0.002°; three decimals keep all of it at half the bytes. */
const DECIMALS = 3;

type LandFile = { land: Land; json: string; etag: string };
let cached: LandFile | undefined;

function round(value: unknown): unknown {
  if (typeof value === "number") return Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;
  return Array.isArray(value) ? value.map(round) : value;
}

function convert(): LandFile {
  const file = createRequire(import.meta.url).resolve("world-atlas/land-50m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{ land: GeometryCollection }>;
  const converted = feature(topology, topology.objects.land) as Land;
  const land: Land = {
    type: "FeatureCollection",
    features: converted.features.map((part) => ({
      type: "Feature",
      properties: {},
      geometry: { ...part.geometry, coordinates: round(part.geometry.coordinates) } as Polygon | MultiPolygon,
    })),
  };
  const json = JSON.stringify(land);
  return { land, json, etag: `"${createHash("sha1").update(json).digest("base64url").slice(0, 20)}"` };
}

export function landFile(): LandFile {
  cached ??= convert();
  return cached;
}

export function land(): Land {
  return landFile().land;
}
