/**
 * Asset clusters (001 §2, §9, MAP-03). Each cluster counts its qualified and unqualified
 * pins; its style is mixed when it holds both, otherwise qualified-only or unqualified-only.
 * The server clusters (pin-clusters.server.ts, with this radius and max zoom); the rule for
 * the style exists twice: as a function (for the count badges and the tests) and as
 * maplibre expressions (for the cluster circles drawn on the GPU).
 */
import { CLUSTER_COLOURS } from "./colours";

export const CLUSTER_RADIUS = 58;
export const CLUSTER_MAX_ZOOM = 8;

export type ClusterStyle = "mixed" | "qualified" | "unqualified";
export const CLUSTER_STYLES: readonly ClusterStyle[] = ["mixed", "qualified", "unqualified"];

export function clusterStyle(qualified: number, unqualified: number): ClusterStyle {
  if (qualified > 0 && unqualified > 0) return "mixed";
  return qualified > 0 ? "qualified" : "unqualified";
}

/** A maplibre expression in its JSON form. */
export type MapExpression = [string, ...unknown[]];

/** Evaluates, on a cluster feature, to the same name `clusterStyle` returns. */
export const CLUSTER_STYLE_EXPRESSION: MapExpression = [
  "case",
  ["all", [">", ["get", "qualified"], 0], [">", ["get", "unqualified"], 0]],
  "mixed",
  [">", ["get", "qualified"], 0],
  "qualified",
  "unqualified",
];

export const CLUSTER_COLOUR_EXPRESSION: MapExpression = [
  "match",
  CLUSTER_STYLE_EXPRESSION,
  "mixed",
  CLUSTER_COLOURS.mixed,
  "qualified",
  CLUSTER_COLOURS.qualified,
  CLUSTER_COLOURS.unqualified,
];

/** Larger clusters get larger circles: [from this many pins, radius in pixels], smallest first. */
const CLUSTER_RADII: readonly (readonly [number, number])[] = [
  [0, 16],
  [50, 20],
  [500, 25],
  [5000, 30],
];

/** A cluster circle's radius in pixels, for the server-drawn map; the interactive one uses the expression below. */
export function clusterRadius(pointCount: number): number {
  return CLUSTER_RADII.reduce((radius, [from, size]) => (pointCount >= from ? size : radius), CLUSTER_RADII[0][1]);
}

export const CLUSTER_RADIUS_EXPRESSION: MapExpression = ["step", ["get", "point_count"], CLUSTER_RADII[0][1], ...CLUSTER_RADII.slice(1).flat()];

/** A single pin's circle: radius and white edge, in pixels. */
export const PIN_RADIUS = 6;
export const PIN_STROKE = 1.5;
export const CLUSTER_STROKE = 2;

export type ClusterCounts = { qualified: number; unqualified: number; total: number; style: ClusterStyle };

/** Reads the counts maplibre put on a cluster feature's properties. */
export function clusterCounts(properties: Record<string, unknown>): ClusterCounts {
  const qualified = Number(properties.qualified) || 0;
  const unqualified = Number(properties.unqualified) || 0;
  return { qualified, unqualified, total: qualified + unqualified, style: clusterStyle(qualified, unqualified) };
}
