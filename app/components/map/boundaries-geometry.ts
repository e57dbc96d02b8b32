/**
 * Geometry of the server-drawn map: the land and the competition outlines projected with
 * d3-geo, fitted to the competitions' extent and clipped to the picture. Pure: the land
 * comes in as an argument, so the loader decides where it is read from.
 */
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { DEFAULT_BBOX, boundaryBbox, hasEmptyCoordinates, unionBbox, type BBox } from "~/domain/map/bounds";
import { competitionColour } from "~/domain/map/colours";
import type { Boundary } from "~/upstream/schemas/market";

export type DrawableCompetition = { id: number; name?: string | null; colour?: string | null; boundary?: Boundary | null };
export type DrawnBoundary = { id: number; name: string; colour: string; d: string };
export type BoundariesDrawing = { width: number; height: number; land: string; boundaries: DrawnBoundary[] };

export type DrawOptions = {
  width?: number;
  height?: number;
  /** Space kept around the competitions' extent, in pixels. */
  margin?: number;
  /** Land paths by projection, so the same view is not projected again. */
  landCache?: Map<string, string>;
};

const LAND_CACHE_LIMIT = 32;

/** Signed-area test with latitude pointing up: true when the ring turns clockwise. */
export function isClockwise(ring: readonly Position[]): boolean {
  let sum = 0;
  for (let index = 1; index < ring.length; index++) {
    const [x1, y1] = ring[index - 1];
    const [x2, y2] = ring[index];
    sum += (x2 - x1) * (y2 + y1);
  }
  return sum > 0;
}

/**
 * d3 reads polygons on the sphere: an exterior ring must run clockwise, or it encloses the
 * rest of the world. GeoJSON (RFC 7946) winds them the other way, so every outline is
 * rewound: exterior clockwise, holes anticlockwise.
 */
export function rewindForD3(boundary: Boundary): Polygon | MultiPolygon {
  const polygon = (rings: Position[][]) => rings.map((ring, index) => (isClockwise(ring) === (index === 0) ? ring : [...ring].reverse()));
  return boundary.type === "Polygon"
    ? { type: "Polygon", coordinates: polygon(boundary.coordinates) }
    : { type: "MultiPolygon", coordinates: boundary.coordinates.map(polygon) };
}

function fittedProjection(bbox: BBox, width: number, height: number, margin: number): GeoProjection {
  const [west, south, east, north] = bbox;
  const corners = { type: "MultiPoint" as const, coordinates: [[west, south], [east, north], [west, north], [east, south]] };
  return geoMercator()
    .fitExtent([[margin, margin], [width - margin, height - margin]], corners)
    .clipExtent([[0, 0], [width, height]]);
}

function remember(cache: Map<string, string>, key: string, draw: () => string): string {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = draw();
  if (cache.size >= LAND_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

export function drawBoundaries(
  competitions: readonly DrawableCompetition[],
  land: FeatureCollection<Polygon | MultiPolygon>,
  { width = 640, height = 480, margin = 16, landCache }: DrawOptions = {},
): BoundariesDrawing {
  const drawable = competitions.filter((competition) => !hasEmptyCoordinates(competition.boundary));
  const bbox = unionBbox(drawable.map((competition) => boundaryBbox(competition.boundary))) ?? DEFAULT_BBOX;
  const projection = fittedProjection(bbox, width, height, margin);
  const path = geoPath(projection).digits(1);
  const drawLand = () => path(land) ?? "";
  const key = `${bbox.join(",")}|${width}x${height}|${margin}`;
  return {
    width,
    height,
    land: landCache ? remember(landCache, key, drawLand) : drawLand(),
    boundaries: drawable.map((competition) => ({
      id: competition.id,
      name: competition.name ?? "",
      colour: competitionColour(competition.colour),
      d: path(rewindForD3(competition.boundary!)) ?? "",
    })),
  };
}
