/**
 * The asset pins as an SVG picture over the server-drawn map (MAP-03), for browsers without
 * JavaScript: the same clusters the interactive map asks the server for, at the zoom the
 * picture's view comes closest to, drawn with the map's colours and sizes. It lies over the
 * outlines with the same view box, so each pin sits where the map would put it.
 */
import { CLUSTER_COLOURS, PIN_COLOURS } from "~/domain/map/colours";
import { CLUSTER_STROKE, PIN_RADIUS, PIN_STROKE, clusterRadius, clusterStyle } from "~/domain/map/clusters";
import type { BBox } from "~/domain/map/bounds";
import { pinsInView, type PinIndex } from "~/domain/map/pin-clusters.server";
import { PIN_VIEW_MAX_ZOOM, type ClusterProperties } from "~/domain/map/pin-view";
import type { PinProperties } from "~/domain/map/pins";
import { fittedProjection, type LandView } from "./boundaries-geometry";

/** The part of the picture shown, in its pixels: a view box as `viewBoxFor` writes it. */
export type PictureBox = { x: number; y: number; width: number; height: number };

/** maplibre's world is 512 pixels wide at zoom 0, twice as wide at each zoom up. */
const WORLD_AT_ZOOM_0 = 512;
/** A view close to a single pin would still draw only so many; clusters keep far fewer. */
const MAX_PAGES = 10;

/** The view box a picture's address names; null unless it lies on the picture (the land reaches one picture beyond each edge). */
export function parsePictureBox(value: string | null, view: Pick<LandView, "width" | "height">): PictureBox | null {
  const numbers = (value ?? "").trim().split(/[\s,]+/).map(Number);
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return null;
  const [x, y, width, height] = numbers;
  const fits = (start: number, size: number, whole: number) => size > 0 && size <= whole && start >= -whole && start + size <= 2 * whole;
  return fits(x, width, view.width) && fits(y, height, view.height) ? { x, y, width, height } : null;
}

/** How much larger than the whole picture the box is shown, in a frame of the picture's shape (`meet`). */
const magnification = (view: LandView, box: PictureBox) => Math.min(view.width / box.width, view.height / box.height);

/** The pin view's zoom whose clusters are as far apart on the picture as on the map: the projection's world width in maplibre's units. */
export function pictureZoom(view: LandView, box: PictureBox): number {
  const projection = fittedProjection(view.bbox, view.width, view.height, view.margin);
  const world = 2 * Math.PI * projection.scale() * magnification(view, box);
  return Math.max(0, Math.min(PIN_VIEW_MAX_ZOOM, Math.floor(Math.log2(world / WORLD_AT_ZOOM_0))));
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/** The map's box under the view box, grown by half on each side so a cluster just outside still draws its edge. */
function boxBbox(view: LandView, box: PictureBox): BBox {
  const projection = fittedProjection(view.bbox, view.width, view.height, view.margin);
  const [west, north] = projection.invert!([box.x - box.width / 2, box.y - box.height / 2]) ?? [-180, 85];
  const [east, south] = projection.invert!([box.x + 1.5 * box.width, box.y + 1.5 * box.height]) ?? [180, -85];
  return [clamp(west, -180, 180), clamp(south, -85, 85), clamp(east, -180, 180), clamp(north, -85, 85)];
}

const number = (value: number) => String(Math.round(value * 10) / 10);

export function pinsPicture(index: PinIndex, view: LandView, box: PictureBox): string {
  const projection = fittedProjection(view.bbox, view.width, view.height, view.margin);
  const zoom = pictureZoom(view, box);
  const bbox = boxBbox(view, box);
  const first = pinsInView(index, { bbox, zoom, page: 1 });
  const features = [...first.features];
  for (let page = 2; page <= Math.min(first.pages, MAX_PAGES); page++) features.push(...pinsInView(index, { bbox, zoom, page }).features);
  // Sizes are the map's, in pixels of the box as shown, so a closer view does not draw larger pins.
  const unit = 1 / magnification(view, box);
  const pins: string[] = [];
  const clusters: string[] = [];
  for (const feature of features) {
    const [x, y] = projection(feature.geometry.coordinates as [number, number]) ?? [Number.NaN, Number.NaN];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const properties = feature.properties as Partial<ClusterProperties> & Partial<PinProperties>;
    if (properties.cluster) {
      const colour = CLUSTER_COLOURS[clusterStyle(properties.qualified ?? 0, properties.unqualified ?? 0)];
      clusters.push(
        `<circle cx="${number(x)}" cy="${number(y)}" r="${number(clusterRadius(properties.point_count ?? 0) * unit)}" fill="${colour}" stroke="#fff" stroke-width="${number(CLUSTER_STROKE * unit)}"/>` +
          `<text x="${number(x)}" y="${number(y)}" dy="0.35em">${properties.point_count}</text>`,
      );
    } else {
      const colour = properties.qualified ? PIN_COLOURS.qualified : PIN_COLOURS.unqualified;
      pins.push(`<circle cx="${number(x)}" cy="${number(y)}" r="${number(PIN_RADIUS * unit)}" fill="${colour}" stroke="#fff" stroke-width="${number(PIN_STROKE * unit)}"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${number(box.x)} ${number(box.y)} ${number(box.width)} ${number(box.height)}" preserveAspectRatio="xMidYMid meet">` +
    pins.join("") +
    `<g fill="#fff" font-family="system-ui, sans-serif" font-weight="700" font-size="${number(12 * unit)}" text-anchor="middle">${clusters.join("")}</g></svg>`
  );
}
