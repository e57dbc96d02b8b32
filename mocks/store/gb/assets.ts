import { ASSET_CATEGORIES, VOLTAGE_LEVELS, type AssetCategory } from "~/domain/market/enums";
import type { Asset, LicenceArea, LngLat } from "../market-types";
import type { AreaSupplyPoint } from "./grid-supply-points";
import { bboxOf, inBoundary, type BBox } from "./geometry";
import { DISTRIBUTOR_BY_AREA } from "./licence-areas";
import { DEMO_PROVIDER_ID, PROVIDERS } from "./operators";
import { createRandom, round, type Random } from "./random";

/** Rough share of flexible assets per licence area (people and industry). */
const AREA_WEIGHTS: Record<string, number> = {
  "NPG-NE": 6, "NPG-YS": 9, "UKPN-LPN": 12, "UKPN-EPN": 12, "UKPN-SPN": 9, "NGED-WMID": 10, "NGED-EMID": 10,
  "NGED-SWALES": 5, "NGED-SWEST": 7, "SPEN-SPD": 8, "SPEN-SPM": 6, "SSEN-SHEPD": 3, "SSEN-SEPD": 11, "ENWL-NW": 9,
};

const CATEGORY_WEIGHTS: [AssetCategory, number][] = [
  ["storage", 22], ["demand_side_response", 25], ["renewable", 18], ["low_carbon", 10], ["thermal", 10], ["energy_efficiency", 10], ["interconnectors", 2],
];

/** Asset types per category, with the label used in asset names and which way they deliver power. */
const ASSET_TYPES: Record<AssetCategory, [type: string, label: string, flow: "both" | "import" | "export"][]> = {
  storage: [["battery", "Battery", "both"], ["pumped_hydro", "Pumped Storage", "both"]],
  demand_side_response: [["hvac", "HVAC", "import"], ["ev_charging", "EV Charging", "import"], ["industrial_process", "Process Load", "import"], ["water_pumping", "Pumping Station", "import"]],
  energy_efficiency: [["lighting", "Lighting", "import"], ["building_management", "Building Controls", "import"]],
  interconnectors: [["hvdc_link", "HVDC Link", "both"]],
  low_carbon: [["heat_pump", "Heat Pumps", "import"], ["chp", "CHP", "export"]],
  renewable: [["solar_pv", "Solar", "export"], ["onshore_wind", "Wind Farm", "export"], ["hydro", "Hydro", "export"]],
  thermal: [["gas_reciprocating", "Gas Engine", "export"], ["diesel_generator", "Standby Generator", "export"], ["ocgt", "OCGT", "export"]],
};

/** The first assets, paired with VOLTAGE_LEVELS, so even a tiny market has every category and voltage. */
const FIRST_CATEGORIES: AssetCategory[] = [...ASSET_CATEGORIES.filter((category) => category !== "interconnectors"), "storage", "interconnectors"];

const VOLTAGE_WEIGHTS: [number, number][] = [[0.24, 25], [0.4, 20], [6.6, 8], [11, 22], [22, 5], [33, 10], [66, 5], [132, 5]];
/** MW range of an asset connected at each voltage (kV). */
const CAPACITY_BY_VOLTAGE: Record<number, [number, number]> = {
  0.24: [0.003, 0.012], 0.4: [0.01, 0.25], 6.6: [0.2, 3], 11: [0.2, 5], 22: [1, 10], 33: [2, 30], 66: [10, 60], 132: [20, 150],
};

const MPAN_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];
/** A 13-digit MPAN core: distributor id, ten digits and the real check digit. */
function mpan(distributor: string, random: Random): string {
  const body = distributor + random.digits(10);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * MPAN_PRIMES[index], 0);
  return body + ((sum % 11) % 10);
}

type AreaIndex = { area: LicenceArea; bbox: BBox; supplyPoints: AreaSupplyPoint[] };

function locate(index: AreaIndex, random: Random): LngLat {
  for (let attempt = 0; attempt < 40; attempt++) {
    const near = random.chance(0.75) ? random.pick(index.supplyPoints).location : null;
    const point: LngLat = near
      ? [near[0] + random.gaussian() * 0.09, near[1] + random.gaussian() * 0.06]
      : [random.between(index.bbox[0], index.bbox[2]), random.between(index.bbox[1], index.bbox[3])];
    if (inBoundary(point, index.area.boundary.detailed)) return [round(point[0], 5), round(point[1], 5)];
  }
  return random.pick(index.supplyPoints).location;
}

function nearest(location: LngLat, supplyPoints: AreaSupplyPoint[]): AreaSupplyPoint {
  let best = supplyPoints[0];
  let bestDistance = Infinity;
  for (const point of supplyPoints) {
    const distance = (point.location[0] - location[0]) ** 2 + (point.location[1] - location[1]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [point, distance];
  }
  return best;
}

export type GeneratedAssets = { assets: Asset[]; areaRefs: string[] };

/**
 * `count` assets owned by the providers in their shares, placed inside the licence areas
 * (mostly clustered round grid supply points). Half of the demo provider's assets sit in
 * Northern Powergrid's areas so it qualifies in the demo operator's competitions.
 */
export function assets(count: number, areas: LicenceArea[], supplyPoints: AreaSupplyPoint[]): GeneratedAssets {
  const random = createRandom(20_240_601);
  const indexes = new Map<string, AreaIndex>(
    areas.map((area) => [area.ref, { area, bbox: bboxOf(area.boundary.detailed)!, supplyPoints: supplyPoints.filter((point) => point.area_ref === area.ref) }]),
  );
  const areaWeights = areas.map((area) => [area.ref, AREA_WEIGHTS[area.ref]] as const);
  const pickArea = random.picker(areaWeights);
  const pickDemoHome = random.picker(areaWeights.filter(([ref]) => ref.startsWith("NPG-")));
  const pickProvider = random.picker(PROVIDERS.map((provider) => [provider, provider.share] as const));
  const pickCategory = random.picker(CATEGORY_WEIGHTS);
  const pickVoltage = random.picker(VOLTAGE_WEIGHTS);
  const pickStatus = random.picker([["active", 88], ["commissioning", 6], ["inactive", 6]] as const);
  const list: Asset[] = [];
  const areaRefs: string[] = [];
  for (let id = 1; id <= count; id++) {
    const provider = pickProvider();
    const areaRef = provider.id === DEMO_PROVIDER_ID && random.chance(0.5) ? pickDemoHome() : pickArea();
    const index = indexes.get(areaRef)!;
    const category = id <= FIRST_CATEGORIES.length ? FIRST_CATEGORIES[id - 1] : pickCategory();
    const [assetType, label, flow] = random.pick(ASSET_TYPES[category]);
    const voltage =
      id <= VOLTAGE_LEVELS.length ? VOLTAGE_LEVELS[id - 1] : category === "interconnectors" ? random.pick([33, 66, 132]) : pickVoltage();
    const [low, high] = CAPACITY_BY_VOLTAGE[voltage];
    const capacity = round(random.between(low, high), 3);
    const exportCapacity = flow === "import" ? 0 : capacity;
    const importCapacity = flow === "export" ? (category === "renewable" ? round(capacity * 0.02, 3) : 0) : capacity;
    const reactive = ["storage", "interconnectors", "renewable", "thermal"].includes(category) ? round(capacity * 0.3, 3) : 0;
    const location = locate(index, random);
    const supplyPoint = nearest(location, index.supplyPoints);
    const planned = random.chance(0.08);
    const distributor = DISTRIBUTOR_BY_AREA.get(areaRef)!;
    list.push({
      id,
      ref: `${provider.prefix}-${String(id).padStart(6, "0")}`,
      name: `${supplyPoint.name} ${label} ${id}`,
      organisation_id: provider.id,
      planned,
      asset_category: category,
      asset_type: assetType,
      export_meter_id: !planned && exportCapacity > 0 ? mpan(distributor, random) : null,
      import_meter_id: !planned && importCapacity > 0 ? mpan(distributor, random) : null,
      active_export_capacity: exportCapacity,
      active_import_capacity: importCapacity,
      reactive_export_capacity: reactive,
      reactive_import_capacity: reactive,
      capacity_type: planned ? (exportCapacity >= importCapacity ? "export" : "import") : null,
      capacity_value: planned ? Math.max(exportCapacity, importCapacity) : null,
      voltage_level: voltage,
      status: planned ? "commissioning" : pickStatus(),
      location,
      grid_supply_point: supplyPoint.id,
    });
    areaRefs.push(areaRef);
  }
  return { assets: list, areaRefs };
}
