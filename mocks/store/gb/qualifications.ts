import { OVERRIDE_REASONS, type EligibilityStatus } from "~/domain/market/enums";
import type { Asset, Competition, Qualification } from "../market-types";
import { bboxOf, inBoundary } from "./geometry";
import { isRemoved } from "./competitions";
import { DEMO_PROVIDER_ID } from "./operators";
import { createRandom, round, seedOf } from "./random";

/** Statuses in which assets have applied (drafts have not opened qualification yet). */
const QUALIFYING_FROM = new Set(["qualifying", "qualified", "open", "closed", "visibility", "archived"]);
/** Planned assets apply only to competitions that have not closed yet. */
const PLANNED_IN = new Set(["qualifying", "qualified", "open"]);

const INELIGIBLE_REASONS = ["location", "requirements", "capacity", "incomplete", "deadline"] as const;
const DISQUALIFIED_REASONS = ["withdrawn", "insufficient_experience", "insufficient_financials", "unspecified", "deadline"] as const;

function capacityFor(asset: Asset, competition: Competition): number {
  if (asset.planned) return asset.capacity_value ?? 0;
  return competition.power_type === "reactive_power"
    ? Math.max(asset.reactive_export_capacity, asset.reactive_import_capacity)
    : Math.max(asset.active_export_capacity, asset.active_import_capacity);
}

const WHILE_QUALIFYING: [EligibilityStatus, number][] = [["eligible", 60], ["qualified", 15], ["ineligible", 20], ["disqualified", 5]];
const ONCE_QUALIFIED: [EligibilityStatus, number][] = [["qualified", 60], ["eligible", 15], ["ineligible", 15], ["disqualified", 10]];

/** Which assets lie in a competition's area: its licence areas, narrowed by its own outline when smaller. */
function assetsInArea(competition: Competition, byArea: Map<string, Asset[]>): Asset[] {
  const inAreas = competition.area_refs.length === 1 ? byArea.get(competition.area_refs[0]) ?? [] : competition.area_refs.flatMap((ref) => byArea.get(ref) ?? []).sort((a, b) => a.id - b.id);
  const outline = competition.boundary?.detailed;
  const bbox = outline && bboxOf(outline);
  if (!outline || !bbox || competition.area_refs.length !== 1 || outline.type !== "Polygon") return inAreas;
  return inAreas.filter((asset) => inBoundary(asset.location, outline));
}

/**
 * Assets in a competition's area apply to it (the demo provider more often than most);
 * each application is qualified, eligible, ineligible or disqualified with reason codes.
 * Assets outside the voltage bounds seldom apply and are then ineligible.
 */
export function qualifications(competitions: Competition[], assets: Asset[], areaRefs: string[]): Qualification[] {
  const rows: Qualification[] = [];
  const byArea = new Map<string, Asset[]>();
  assets.forEach((asset, index) => (byArea.get(areaRefs[index]) ?? byArea.set(areaRefs[index], []).get(areaRefs[index])!).push(asset));
  for (const competition of competitions) {
    if (!QUALIFYING_FROM.has(competition.status) || isRemoved(competition)) continue;
    const random = createRandom(seedOf(`qualifications:${competition.id}`));
    const decide = random.picker(competition.status === "qualifying" ? WHILE_QUALIFYING : ONCE_QUALIFIED);
    for (const asset of assetsInArea(competition, byArea)) {
      if (asset.planned && !PLANNED_IN.has(competition.status)) continue;
      const inVoltage = asset.voltage_level >= competition.min_connection_voltage && asset.voltage_level <= competition.max_connection_voltage;
      const applies = inVoltage ? random.chance(asset.organisation_id === DEMO_PROVIDER_ID ? 0.85 : 0.55) : random.chance(0.04);
      if (!applies) continue;
      const capacity = capacityFor(asset, competition);
      let status = decide();
      let reasons: string[] = [];
      if (!inVoltage || capacity <= 0) {
        status = "ineligible";
        reasons = ["requirements"];
      } else if (status === "ineligible") {
        reasons = [...new Set([random.pick(INELIGIBLE_REASONS), ...(random.chance(0.3) ? [random.pick(INELIGIBLE_REASONS)] : [])])];
      } else if (status === "disqualified") {
        reasons = [random.pick(DISQUALIFIED_REASONS)];
      }
      rows.push({
        id: rows.length + 1,
        competition: competition.id,
        flex_asset: asset.id,
        organisation_id: asset.organisation_id,
        planned: asset.planned,
        eligibility_status: status,
        reasons: reasons.filter((reason) => (OVERRIDE_REASONS as readonly string[]).includes(reason)),
        qualified_capacity: status === "qualified" || status === "eligible" ? round(capacity, 3) : 0,
      });
    }
  }
  return rows;
}
