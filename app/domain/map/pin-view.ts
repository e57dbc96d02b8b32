/**
 * One view of the asset pins (MAP-03): the map asks the server for the clusters, or above
 * the cluster max zoom the pins, inside a box at a zoom, 200 features a page. The server
 * clusters once per data version; `v` names the version the first answer came from, so
 * the map's later views are answered from the same index without asking the upstream again.
 */
import type { FeatureCollection, Point } from "geojson";
import type { BBox } from "./bounds";
import { CLUSTER_MAX_ZOOM } from "./clusters";
import type { PinProperties } from "./pins";

/** The properties of a cluster feature: its counts and the zoom at which it splits. */
export type ClusterProperties = {
  cluster: true;
  cluster_id: number;
  point_count: number;
  qualified: number;
  unqualified: number;
  expansion_zoom: number;
};

export type PinViewFeature = { type: "Feature"; id?: number; geometry: Point; properties: PinProperties | ClusterProperties };

/** An answer: one page of the view's features, how many pages it has, and the data version. */
export type PinViewCollection = FeatureCollection<Point, PinProperties | ClusterProperties> & { version: string; page: number; pages: number };

export type PinView = { bbox: BBox; zoom: number; page: number; version: string | null };

/** Above this zoom every pin is its own feature, so views differ only by their box. */
export const PIN_VIEW_MAX_ZOOM = CLUSTER_MAX_ZOOM + 1;
const MAX_PAGE = 100_000;
const VERSION = /^[0-9a-z]{1,32}$/;

/** Rounded so nearby views share an address: 4 decimals are about 10 m, far below a pin's size. */
const rounded = (value: number) => Math.round(value * 1e4) / 1e4;

export function pinViewQuery({ bbox, zoom, page, version }: PinView): string {
  const params = new URLSearchParams({ bbox: bbox.map(rounded).join(","), zoom: String(Math.min(Math.floor(zoom), PIN_VIEW_MAX_ZOOM)), page: String(page) });
  if (version) params.set("v", version);
  return params.toString();
}

/** The view a query names, or why it names none. */
export function parsePinView(params: URLSearchParams): { view: PinView } | { error: string } {
  const bbox = (params.get("bbox") ?? "").split(",").map(Number);
  if (bbox.length !== 4 || bbox.some((value) => !Number.isFinite(value))) return { error: "bbox must be west,south,east,north in degrees." };
  const [west, south, east, north] = bbox;
  if (south < -90 || north > 90 || south > north || west < -540 || east > 540 || west > east) return { error: "bbox is outside the world or inverted." };
  const zoom = Number(params.get("zoom"));
  if (!params.has("zoom") || !Number.isInteger(zoom) || zoom < 0 || zoom > PIN_VIEW_MAX_ZOOM) return { error: `zoom must be a whole number from 0 to ${PIN_VIEW_MAX_ZOOM}.` };
  const page = Number(params.get("page") ?? "1");
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return { error: "page must be a whole number from 1." };
  const version = params.get("v");
  if (version !== null && !VERSION.test(version)) return { error: "v is not a data version." };
  return { view: { bbox: [west, south, east, north], zoom, page, version } };
}

/**
 * The box the map asks for: the visible one grown by half its size on each side, so small
 * pans stay inside what was loaded.
 */
export function paddedBbox([west, south, east, north]: BBox): BBox {
  const width = east - west;
  const height = north - south;
  return [Math.max(west - width / 2, -540), Math.max(south - height / 2, -90), Math.min(east + width / 2, 540), Math.min(north + height / 2, 90)];
}

/** Whether a loaded view still serves the visible box at a zoom. */
export function viewCovers(loaded: { bbox: BBox; zoom: number }, visible: BBox, zoom: number): boolean {
  const [west, south, east, north] = loaded.bbox;
  const sameLevel = Math.min(Math.floor(zoom), PIN_VIEW_MAX_ZOOM) === loaded.zoom;
  return sameLevel && visible[0] >= west && visible[1] >= south && visible[2] <= east && visible[3] <= north;
}
