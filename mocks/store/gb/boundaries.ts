import type { Boundary, LicenceArea, LngLat } from "../market-types";
import type { CompetitionPlan } from "./competition-plans";
import { circleRing, densify, inBoundary, lowRing } from "./geometry";

export type TwoFidelities = { low: Boundary; detailed: Boundary };

const polygons = (boundary: Boundary): LngLat[][][] => (boundary.type === "Polygon" ? [boundary.coordinates] : boundary.coordinates);

/** Several areas as one multi-polygon (a single polygon stays a polygon). */
function union(boundaries: Boundary[]): Boundary {
  const all = boundaries.flatMap(polygons);
  return all.length === 1 ? { type: "Polygon", coordinates: all[0] } : { type: "MultiPolygon", coordinates: all };
}

/**
 * A rough circle inside the licence area: shrunk until every detailed vertex lies
 * inside the area's detailed outline, so coastal towns do not spill into the sea.
 */
function areaWithin(plan: CompetitionPlan, area: LicenceArea): TwoFidelities {
  const { centre } = plan.within!;
  let radius = plan.within!.radius;
  for (let attempt = 0; ; attempt++) {
    const coarse = circleRing(centre, radius, 10, plan.name, 0.18);
    const detailed = densify(coarse, 6, 0.06);
    if (attempt >= 12 || detailed.every((point) => inBoundary(point, area.boundary.detailed))) {
      return { low: { type: "Polygon", coordinates: [lowRing(coarse)] }, detailed: { type: "Polygon", coordinates: [detailed] } };
    }
    radius *= 0.85;
  }
}

export function competitionBoundary(plan: CompetitionPlan, areasByRef: Map<string, LicenceArea>): TwoFidelities | null {
  if (plan.emptyBoundary) return { low: { type: "Polygon", coordinates: [] }, detailed: { type: "Polygon", coordinates: [] } };
  const areas = plan.areas.map((ref) => areasByRef.get(ref)!);
  if (areas.length === 0) return null;
  if (plan.within) return areaWithin(plan, areas[0]);
  return { low: union(areas.map((area) => area.boundary.low)), detailed: union(areas.map((area) => area.boundary.detailed)) };
}
