import type { Boundary, LngLat } from "../market-types";
import { createRandom, round, seedOf } from "./random";

export type BBox = [number, number, number, number];

const closeRing = (ring: LngLat[]): LngLat[] => [...ring, ring[0]];

const polygonsOf = (boundary: Boundary): LngLat[][][] =>
  boundary.type === "Polygon" ? [boundary.coordinates] : boundary.coordinates;

type CompiledRing = { xs: Float64Array; ys: Float64Array; minX: number; minY: number; maxX: number; maxY: number };
type CompiledPolygon = { outer: CompiledRing; holes: CompiledRing[] };

function compileRing(ring: LngLat[]): CompiledRing {
  const xs = Float64Array.from(ring, ([x]) => x);
  const ys = Float64Array.from(ring, ([, y]) => y);
  return { xs, ys, minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

function inCompiled(x: number, y: number, ring: CompiledRing): boolean {
  if (x < ring.minX || x > ring.maxX || y < ring.minY || y > ring.maxY) return false;
  const { xs, ys } = ring;
  let inside = false;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    if (ys[i] > y !== ys[j] > y && x < ((xs[j] - xs[i]) * (y - ys[i])) / (ys[j] - ys[i]) + xs[i]) inside = !inside;
  }
  return inside;
}

// Generating 100,000 assets tests points against the same outlines millions of times.
const compiled = new WeakMap<Boundary, CompiledPolygon[]>();

export function inBoundary(point: LngLat, boundary: Boundary): boolean {
  let polygons = compiled.get(boundary);
  if (!polygons) {
    polygons = polygonsOf(boundary)
      .filter((rings) => rings.length > 0 && rings[0].length > 2)
      .map((rings) => ({ outer: compileRing(rings[0]), holes: rings.slice(1).map(compileRing) }));
    compiled.set(boundary, polygons);
  }
  const [x, y] = point;
  return polygons.some((polygon) => inCompiled(x, y, polygon.outer) && !polygon.holes.some((hole) => inCompiled(x, y, hole)));
}

export function bboxOf(boundary: Boundary): BBox | null {
  const points = polygonsOf(boundary).flatMap((rings) => rings[0] ?? []);
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export const bboxCentre = ([minX, minY, maxX, maxY]: BBox): LngLat => [round((minX + maxX) / 2, 5), round((minY + maxY) / 2, 5)];

/**
 * Splits an edge into `parts` with a little sideways jitter. The jitter is seeded by the
 * edge's end points in a fixed order, so two areas sharing an edge get the same detail.
 */
function detailedEdge(from: LngLat, to: LngLat, parts: number, jitter: number): LngLat[] {
  const forward = from[0] < to[0] || (from[0] === to[0] && from[1] <= to[1]);
  const [a, b] = forward ? [from, to] : [to, from];
  const random = createRandom(seedOf(`${a.join(",")}|${b.join(",")}`));
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy) || 1;
  const inner: LngLat[] = [];
  for (let step = 1; step < parts; step++) {
    const along = step / parts;
    const offset = (random.next() - 0.5) * 2 * jitter * length;
    inner.push([round(a[0] + dx * along - (dy / length) * offset, 5), round(a[1] + dy * along + (dx / length) * offset, 5)]);
  }
  const points = [a, ...inner];
  return forward ? points : [b, ...inner.reverse()];
}

/** A closed ring with every coarse edge split into `parts`. */
export function densify(coarse: LngLat[], parts = 10, jitter = 0.04): LngLat[] {
  const ring: LngLat[] = [];
  coarse.forEach((point, index) => ring.push(...detailedEdge(point, coarse[(index + 1) % coarse.length], parts, jitter)));
  return closeRing(ring);
}

/** The same coarse ring, closed, as sent with `boundary_fidelity=low`. */
export const lowRing = (coarse: LngLat[]): LngLat[] => closeRing(coarse.map(([x, y]) => [round(x, 3), round(y, 3)] as LngLat));

/** A rough circle of `radius` degrees (latitude), widened for longitude at this latitude. */
export function circleRing(centre: LngLat, radius: number, vertices: number, seed: string, wobble = 0): LngLat[] {
  const random = createRandom(seedOf(seed));
  const widen = 1 / Math.cos((centre[1] * Math.PI) / 180);
  return Array.from({ length: vertices }, (_, index) => {
    const angle = (index / vertices) * 2 * Math.PI;
    const r = radius * (1 + (random.next() - 0.5) * 2 * wobble);
    return [round(centre[0] + Math.cos(angle) * r * widen, 5), round(centre[1] + Math.sin(angle) * r, 5)] as LngLat;
  });
}
