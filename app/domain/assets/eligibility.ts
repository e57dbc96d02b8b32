import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { OverrideReason, ProductType } from "~/domain/market/enums";
import { distanceOutside, isArea, type Geometry, type LngLat } from "./geometry";
import { blockingCommitment, type Commitment, type StackWindow } from "./stacking";

/** What the rules read of an asset: the Flex API's asset (or planned asset) fields. */
export type EligibilityAsset = {
  id: number;
  planned: boolean;
  asset_category: string;
  location: LngLat;
  voltage_level: number;
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  capacity_type: "export" | "import" | null;
  capacity_value: number | null;
  export_meter_id: string | null;
  import_meter_id: string | null;
  /** ISO instant the asset was added; absent for assets older than the platform's records. */
  created?: string | null;
};

/** Extra checks an operator may add to a competition. */
export type AssetCheck = "meter_id" | "minimum_run_time" | "response_time";

export type EligibilityCompetition = {
  id: number;
  power_type: "active_power" | "reactive_power";
  need_direction: string;
  min_connection_voltage: number;
  max_connection_voltage: number;
  boundary: Geometry | null;
  /** Kilometres the boundary is widened by. */
  boundary_buffer?: number | null;
  qualification_closed: string;
  /** The whole service period: first start, last (exclusive) end, ISO dates or instants. */
  service_start: string | null;
  service_end: string | null;
  asset_checks?: AssetCheck[];
  /** For the stacking rules: the competition's product and its service windows. */
  product_type?: ProductType;
  windows?: StackWindow[];
};

export type Unavailability = { flex_asset: number; planned: boolean; unavailable_from: string; unavailable_to: string };

/** One failed rule, with the numbers a reader needs and the override reason code it maps to. */
export type EligibilityReason =
  | { rule: "location"; code: OverrideReason; km: number; bearing: string }
  | { rule: "no_area"; code: OverrideReason }
  | { rule: "voltage_low" | "voltage_high"; code: OverrideReason; voltage: number; limit: number }
  | { rule: "capacity"; code: OverrideReason; powerType: string; direction: string }
  | { rule: "deadline"; code: OverrideReason }
  | { rule: "company"; code: OverrideReason }
  | { rule: "unavailable"; code: OverrideReason }
  | { rule: "meter_id"; code: OverrideReason; meter: "export" | "import" }
  | { rule: "stacked"; code: OverrideReason; competition: string; product: ProductType };

export type EligibilityContext = {
  unavailabilities?: readonly Unavailability[];
  /** The asset's company is approved on the operator's purchasing system. */
  companyApproved?: boolean;
  /** The asset's contracts in force (other competitions' obligations), for the stacking rules. */
  contracted?: readonly Commitment[];
};

/** Which way an asset delivers the need: deficit → export (or demand turn-down), excess → import. */
const TURN_DOWN_CATEGORIES = new Set(["demand_side_response", "energy_efficiency", "low_carbon", "storage"]);

/** The capacity (MW or MVAr) the asset offers in the competition's power type and direction. */
export function capacityFor(asset: EligibilityAsset, competition: Pick<EligibilityCompetition, "power_type" | "need_direction">): number {
  const exporting = competition.need_direction === "deficit" || competition.need_direction === "export";
  if (asset.planned) {
    if (competition.power_type === "reactive_power") return 0;
    const wanted = exporting ? "export" : "import";
    if (asset.capacity_type === wanted) return asset.capacity_value ?? 0;
    return exporting && TURN_DOWN_CATEGORIES.has(asset.asset_category) ? asset.capacity_value ?? 0 : 0;
  }
  if (competition.power_type === "reactive_power") return exporting ? asset.reactive_export_capacity : asset.reactive_import_capacity;
  if (!exporting) return asset.active_import_capacity;
  return Math.max(asset.active_export_capacity, TURN_DOWN_CATEGORIES.has(asset.asset_category) ? asset.active_import_capacity : 0);
}

const ms = (iso: string) => Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/** Whether the declared unavailabilities, joined together, cover the whole [start, end). */
export function unavailableThroughout(periods: readonly Unavailability[], start: string, end: string): boolean {
  let covered = ms(start);
  const until = ms(end);
  const sorted = [...periods].sort((a, b) => ms(a.unavailable_from) - ms(b.unavailable_from));
  for (const period of sorted) {
    if (ms(period.unavailable_from) > covered) break;
    covered = Math.max(covered, ms(period.unavailable_to));
    if (covered >= until) return true;
  }
  return covered >= until;
}

function locationReason(asset: EligibilityAsset, competition: EligibilityCompetition): EligibilityReason | null {
  const boundary = competition.boundary;
  if (!boundary) return null;
  // An area drawn without its points: no asset can be shown to be inside it, nor told how far to
  // move, so none meets the rule until the operator draws the area.
  if (!isArea(boundary)) return { rule: "no_area", code: "location" };
  if (booleanPointInPolygon(asset.location, boundary)) return null;
  const outside = distanceOutside(asset.location, boundary);
  if (outside.km <= (competition.boundary_buffer ?? 0)) return null;
  const km = Math.round((outside.km - (competition.boundary_buffer ?? 0)) * 10) / 10;
  return { rule: "location", code: "location", km: Math.max(km, 0.1), bearing: outside.bearing };
}

/** Every rule the asset fails for the competition; an empty list means eligible. */
export function eligibilityReasons(asset: EligibilityAsset, competition: EligibilityCompetition, context: EligibilityContext = {}): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  const location = locationReason(asset, competition);
  if (location) reasons.push(location);
  if (asset.voltage_level < competition.min_connection_voltage)
    reasons.push({ rule: "voltage_low", code: "requirements", voltage: asset.voltage_level, limit: competition.min_connection_voltage });
  if (asset.voltage_level > competition.max_connection_voltage)
    reasons.push({ rule: "voltage_high", code: "requirements", voltage: asset.voltage_level, limit: competition.max_connection_voltage });
  if (capacityFor(asset, competition) <= 0)
    reasons.push({ rule: "capacity", code: "capacity", powerType: competition.power_type, direction: competition.need_direction });
  if (asset.created && competition.qualification_closed && ms(asset.created) >= ms(competition.qualification_closed))
    reasons.push({ rule: "deadline", code: "deadline" });
  if (context.companyApproved === false) reasons.push({ rule: "company", code: "requirements" });
  const own = (context.unavailabilities ?? []).filter((row) => row.flex_asset === asset.id && row.planned === asset.planned);
  if (competition.service_start && competition.service_end && own.length && unavailableThroughout(own, competition.service_start, competition.service_end))
    reasons.push({ rule: "unavailable", code: "capacity" });
  if (competition.asset_checks?.includes("meter_id") && !asset.planned) {
    const exporting = competition.need_direction === "deficit" || competition.need_direction === "export";
    const meter = exporting && asset.active_export_capacity > 0 ? "export" : "import";
    if (!(meter === "export" ? asset.export_meter_id : asset.import_meter_id)) reasons.push({ rule: "meter_id", code: "incomplete", meter });
  }
  if (context.contracted?.length && competition.product_type && competition.service_start && competition.service_end) {
    const wanted = { competition: competition.id, reference: "", product_type: competition.product_type, start: competition.service_start, end: competition.service_end, windows: competition.windows ?? [] };
    const blocking = blockingCommitment(wanted, context.contracted);
    if (blocking) reasons.push({ rule: "stacked", code: "capacity", competition: blocking.reference, product: blocking.product_type });
  }
  return reasons;
}

export type Override = { decision: "qualified" | "disqualified"; reason: string | null };

/** The status shown: an operator's override decides over the rules. */
export function eligibilityStatus(reasons: readonly EligibilityReason[], override?: Override | null) {
  if (override) return override.decision;
  return reasons.length === 0 ? "eligible" : "ineligible";
}
