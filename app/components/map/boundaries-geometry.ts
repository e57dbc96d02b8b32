/**
 * Geometry of the server-drawn map: the competition outlines and the land projected with
 * d3-geo, fitted to the competitions' extent and clipped to the picture. The outlines go
 * into the page; the land is a picture of its own (`/map/land.svg`), named by its view,
 * so the page does not carry tens of kilobytes of coastline and browsers cache it.
 */
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { DEFAULT_BBOX, LAND_REACH, boundaryBbox, hasEmptyCoordinates, unionBbox, type BBox } from "~/domain/map/bounds";
import { competitionColour } from "~/domain/map/colours";
import type { Boundary } from "~/upstream/schemas/market";

export type DrawableCompetition = { id: number; name?: string | null; colour?: string | null; boundary?: Boundary | null };
export type DrawnBoundary = { id: number; name: string; colour: string; d: string };
/** What a drawing shows: the extent fitted into a picture of this size, less the margin. */
export type LandView = { bbox: BBox; width: number; height: number; margin: number };
export type BoundariesDrawing = { width: number; height: number; landHref: string; boundaries: DrawnBoundary[] };

export type DrawOptions = {
  width?: number;
  height?: number;
  /** Space kept around the competitions' extent, in pixels. */
  margin?: number;
  /** Points ([lng, lat]) to place on the picture, e.g. assets; the extent takes them in unless `view` is given. */
  points?: readonly [number, number][];
  /** The extent to show, instead of the one the outlines and points make. */
  view?: BBox;
};

/** Where the drawing puts each point it was given, in the picture's pixels. */
export type PointsDrawing = BoundariesDrawing & { points: [number, number][] };

function pointsBbox(points: readonly [number, number][]): BBox | null {
  if (!points.length) return null;
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** The extent is rounded (to about 10 m) so the land picture's address stays short and both sides fit the same numbers. */
const BBOX_DECIMALS = 4;
const roundBbox = (bbox: BBox) => bbox.map((value) => Number(value.toFixed(BBOX_DECIMALS))) as BBox;

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

/** Clipped to the picture, or to a wider frame around it (`reach` pictures' widths and heights on each side). */
export function fittedProjection(bbox: BBox, width: number, height: number, margin: number, reach = 0): GeoProjection {
  const [west, south, east, north] = bbox;
  const corners = { type: "MultiPoint" as const, coordinates: [[west, south], [east, north], [west, north], [east, south]] };
  return geoMercator()
    .fitExtent([[margin, margin], [width - margin, height - margin]], corners)
    .clipExtent([[-reach * width, -reach * height], [(1 + reach) * width, (1 + reach) * height]]);
}


export const LAND_PICTURE_PATH = "/map/land.svg";

export function landHref({ bbox, width, height, margin }: LandView): string {
  return `${LAND_PICTURE_PATH}?${new URLSearchParams({ view: bbox.join(","), size: `${width}x${height}`, margin: String(margin) })}`;
}

const LIMITS = { size: [50, 2000], margin: [0, 200] } as const;
const within = (value: number, [low, high]: readonly [number, number]) => Number.isInteger(value) && value >= low && value <= high;

/** The view a land picture's address names; null when it is not one a drawing could make. */
export function parseLandView(params: URLSearchParams): LandView | null {
  const bbox = (params.get("view") ?? "").split(",").map(Number);
  const [width, height] = (params.get("size") ?? "").split("x").map(Number);
  const margin = Number(params.get("margin"));
  if (bbox.length !== 4 || !bbox.every(Number.isFinite)) return null;
  const [west, south, east, north] = bbox;
  if (!(west >= -180 && west < east && east <= 180 && south >= -85 && south < north && north <= 85)) return null;
  if (!within(width, LIMITS.size) || !within(height, LIMITS.size) || !within(margin, LIMITS.margin) || 2 * margin >= Math.min(width, height)) return null;
  return { bbox: bbox as BBox, width, height, margin };
}

/** The land's outline in the view's picture, reaching LAND_REACH beyond its edges (coordinates keep the picture's origin). */
export function drawLand(land: FeatureCollection<Polygon | MultiPolygon>, { bbox, width, height, margin }: LandView): string {
  return geoPath(fittedProjection(bbox, width, height, margin, LAND_REACH)).digits(1)(land) ?? "";
}

export function drawBoundaries(competitions: readonly DrawableCompetition[], { width = 640, height = 480, margin = 16, points = [], view }: DrawOptions = {}): PointsDrawing {
  const drawable = competitions.filter((competition) => !hasEmptyCoordinates(competition.boundary));
  const bbox = roundBbox(view ?? unionBbox([...drawable.map((competition) => boundaryBbox(competition.boundary)), pointsBbox(points)]) ?? DEFAULT_BBOX);
  const projection = fittedProjection(bbox, width, height, margin);
  const path = geoPath(projection).digits(1);
  return {
    width,
    height,
    landHref: landHref({ bbox, width, height, margin }),
    boundaries: drawable.map((competition) => ({
      id: competition.id,
      name: competition.name ?? "",
      colour: competitionColour(competition.colour),
      d: path(rewindForD3(competition.boundary!)) ?? "",
    })),
    points: points.map((point) => {
      const [x, y] = projection(point as [number, number]) ?? [Number.NaN, Number.NaN];
      return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
    }),
  };
}
