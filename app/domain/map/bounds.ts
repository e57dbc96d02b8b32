/**
 * Competition outlines on the map (001 §2, §5, §9; MAP-04, MAP-08): the bounding box of a
 * Polygon or MultiPolygon, how the map fits it, and which outlines have no coordinates
 * (the caller logs those and still lists the competition).
 */
import type { Boundary } from "~/upstream/schemas/market";

export const FIT_PADDING = 100;
export const FIT_MAX_ZOOM = 16;
export const FIT_OPTIONS = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } as const;

/** [west, south, east, north] in degrees, as GeoJSON and maplibre's fitBounds take it. */
export type BBox = [number, number, number, number];

/** Great Britain, where the markets are: the view when nothing else gives one. */
export const DEFAULT_BBOX: BBox = [-8.65, 49.85, 1.9, 60.9];

/**
 * The server-drawn map is letterboxed to fit its box, so its land is drawn this many
 * pictures' widths and heights beyond each edge: a wide or tall map shows land to its
 * edges, not a cut-off.
 */
export const LAND_REACH = 1;

function positionsOf(boundary: Boundary): Array<[number, number]> {
  const polygons = boundary.type === "Polygon" ? [boundary.coordinates] : boundary.coordinates;
  return polygons.flat(2) as Array<[number, number]>;
}

export function hasEmptyCoordinates(boundary: Boundary | null | undefined): boolean {
  return !boundary || !Array.isArray(boundary.coordinates) || positionsOf(boundary).length === 0;
}

export function boundaryBbox(boundary: Boundary | null | undefined): BBox | null {
  if (hasEmptyCoordinates(boundary)) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of positionsOf(boundary!)) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

export function unionBbox(boxes: ReadonlyArray<BBox | null | undefined>): BBox | null {
  const present = boxes.filter((box): box is BBox => Boolean(box));
  if (!present.length) return null;
  return [
    Math.min(...present.map((box) => box[0])),
    Math.min(...present.map((box) => box[1])),
    Math.max(...present.map((box) => box[2])),
    Math.max(...present.map((box) => box[3])),
  ];
}

/** The competitions whose outline has no coordinates, for the caller to log (MAP-08). */
export function competitionsWithoutCoordinates<C extends { id: number; boundary?: Boundary | null }>(competitions: readonly C[]): C[] {
  return competitions.filter((competition) => hasEmptyCoordinates(competition.boundary));
}

/** Where the map opens: the active competition's detailed outline, else its own, else all competitions, else Great Britain. */
export function initialBbox({
  competitions,
  activeCompetitionId,
  activeBoundary,
}: {
  competitions: ReadonlyArray<{ id: number; boundary?: Boundary | null }>;
  activeCompetitionId?: number | null;
  activeBoundary?: Boundary | null;
}): BBox {
  const active = competitions.find((competition) => competition.id === activeCompetitionId);
  return boundaryBbox(activeBoundary) ?? boundaryBbox(active?.boundary) ?? unionBbox(competitions.map((competition) => boundaryBbox(competition.boundary))) ?? DEFAULT_BBOX;
}

const TILE_SIZE = 512;
const lngToX = (lng: number) => (lng + 180) / 360;
const latToY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const xToLng = (x: number) => x * 360 - 180;
const yToLat = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((1 - 2 * y) * Math.PI)) - 90;

/**
 * The view a map of `width` × `height` pixels shows after fitting `bbox` with `FIT_OPTIONS`:
 * the same Web Mercator arithmetic as maplibre's fitBounds (512-pixel tiles, the box centred,
 * padding on every side). Known before maplibre has loaded, so the first pins can be asked for
 * while it loads. Null when the map has no room.
 */
export function fittedView([west, south, east, north]: BBox, width: number, height: number, { padding, maxZoom } = FIT_OPTIONS): { bbox: BBox; zoom: number } | null {
  const room = [width - 2 * padding, height - 2 * padding];
  if (room[0] <= 0 || room[1] <= 0) return null;
  const spanX = Math.max(lngToX(east) - lngToX(west), 1e-12);
  const spanY = Math.max(latToY(south) - latToY(north), 1e-12);
  const zoom = Math.max(0, Math.min(Math.log2(Math.min(room[0] / (spanX * TILE_SIZE), room[1] / (spanY * TILE_SIZE))), maxZoom));
  const world = TILE_SIZE * 2 ** zoom;
  const [centreX, centreY] = [(lngToX(west) + lngToX(east)) / 2, (latToY(north) + latToY(south)) / 2];
  const [halfX, halfY] = [width / 2 / world, height / 2 / world];
  return { bbox: [xToLng(centreX - halfX), yToLat(Math.min(centreY + halfY, 1)), xToLng(centreX + halfX), yToLat(Math.max(centreY - halfY, 0))], zoom };
}
