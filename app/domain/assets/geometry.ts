/** [longitude, latitude], as GeoJSON orders them. */
export type LngLat = [number, number];
export type Geometry = { type: "Polygon"; coordinates: LngLat[][] } | { type: "MultiPolygon"; coordinates: LngLat[][][] };

const KM_PER_DEGREE = 111.32;
const BEARINGS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;
export type Bearing = (typeof BEARINGS)[number];

const rings = (geometry: Geometry): LngLat[][] => (geometry.type === "Polygon" ? geometry.coordinates : geometry.coordinates.flat());

/** Whether the geometry is an area at all: at least one ring, every ring closed round three points or more. */
export function isArea(geometry: Geometry): boolean {
  const all = rings(geometry);
  return all.length > 0 && all.every((ring) => Array.isArray(ring) && ring.length >= 4);
}

/**
 * How far a point outside an area is from its nearest edge (km, flat-earth near the point,
 * good to a few metres at GB scale) and which way to move to reach it.
 */
export function distanceOutside(point: LngLat, geometry: Geometry): { km: number; bearing: Bearing } {
  const scaleX = Math.cos((point[1] * Math.PI) / 180) * KM_PER_DEGREE;
  const toKm = ([x, y]: LngLat) => [(x - point[0]) * scaleX, (y - point[1]) * KM_PER_DEGREE] as const;
  let best = { d2: Infinity, dx: 0, dy: 0 };
  for (const ring of rings(geometry)) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [ax, ay] = toKm(ring[i]);
      const [bx, by] = toKm(ring[i + 1]);
      const ex = bx - ax, ey = by - ay;
      const length2 = ex * ex + ey * ey;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * ex + ay * ey) / length2));
      const px = ax + t * ex, py = ay + t * ey;
      const d2 = px * px + py * py;
      if (d2 < best.d2) best = { d2, dx: px, dy: py };
    }
  }
  const angle = (Math.atan2(best.dx, best.dy) * 180) / Math.PI;
  const bearing = BEARINGS[Math.round(((angle + 360) % 360) / 45) % 8];
  return { km: Math.sqrt(best.d2), bearing };
}
