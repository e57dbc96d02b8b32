import { eligibilityReasons, eligibilityStatus, type EligibilityCompetition, type EligibilityReason } from "~/domain/assets/eligibility";
import type { Geometry } from "~/domain/assets/geometry";
import { QUALIFYING_STATUSES } from "~/domain/market/enums";
import type { Commitment } from "~/domain/assets/stacking";
import { syncContracts } from "../markets/contracts";
import { store } from "../store";
import type { Asset, Competition, Qualification } from "../store/market-types";

/** Extra fields the sandbox keeps on assets and competitions beyond the generated market's. */
export type SandboxAsset = Asset & { created?: string | null };
type SandboxCompetition = Competition & { boundary_buffer?: number | null; asset_checks?: EligibilityCompetition["asset_checks"] };

const areaGeometry = new WeakMap<Competition, Geometry | null>();

/** A competition's area: its own outline, else the union of its licence areas. */
function geometryOf(competition: Competition): Geometry | null {
  if (areaGeometry.has(competition)) return areaGeometry.get(competition)!;
  let geometry: Geometry | null = competition.boundary?.detailed ?? null;
  if (!geometry) {
    const areas = store.market.licenceAreas.filter((area) => competition.area_refs.includes(area.ref));
    const polygons = areas.flatMap((area) => (area.boundary.detailed.type === "Polygon" ? [area.boundary.detailed.coordinates] : area.boundary.detailed.coordinates));
    geometry = polygons.length ? { type: "MultiPolygon", coordinates: polygons } : null;
  }
  areaGeometry.set(competition, geometry);
  return geometry;
}

export function ruleCompetition(competition: SandboxCompetition): EligibilityCompetition {
  const starts = competition.service_periods.map((period) => period.start).sort();
  const ends = competition.service_periods.map((period) => period.end).sort();
  return {
    id: competition.id,
    power_type: competition.power_type,
    need_direction: competition.need_direction,
    min_connection_voltage: competition.min_connection_voltage,
    max_connection_voltage: competition.max_connection_voltage,
    boundary: geometryOf(competition),
    boundary_buffer: competition.boundary_buffer ?? null,
    qualification_closed: competition.qualification_closed,
    service_start: starts[0] ?? null,
    service_end: ends[ends.length - 1] ?? null,
    asset_checks: competition.asset_checks ?? [],
    product_type: competition.product_type,
    windows: competition.service_periods.flatMap((period) => period.windows),
  };
}

let commitmentIndex: { key: string; byAsset: Map<string, Commitment[]> } | null = null;

/**
 * Every asset's contracts, as the stacking rules read them: the contract's dates, and its
 * windows with the days of service its competition gives them. Rebuilt when a contract is
 * made, changes hands or its assets change.
 */
function commitmentsOf(asset: SandboxAsset): Commitment[] {
  syncContracts();
  const contracts = store.marketAccess.contracts;
  const key = `${contracts.length}:${contracts.reduce((sum, contract) => sum + contract.transfers.length * 1e6 + contract.assets.length, 0)}`;
  if (commitmentIndex?.key !== key) {
    const byAsset = new Map<string, Commitment[]>();
    const windows = new Map(store.market.competitions.flatMap((competition) => competition.service_periods.flatMap((period) => period.windows.map((window) => [window.id, window] as const))));
    const products = new Map(store.market.competitions.map((competition) => [competition.id, competition.product_type]));
    for (const contract of contracts) {
      const product_type = products.get(contract.competition);
      if (!product_type) continue;
      const commitment: Commitment = {
        competition: contract.competition,
        reference: contract.reference,
        product_type,
        start: contract.period.start,
        end: contract.period.end,
        windows: contract.windows.map((window) => ({ start_time: window.start_time, end_time: window.end_time, service_days: windows.get(window.service_window)?.service_days ?? [] })),
      };
      for (const held of contract.assets) {
        const assetKey = `${held.planned ? "p" : "a"}${held.flex_asset}`;
        byAsset.set(assetKey, [...(byAsset.get(assetKey) ?? []), commitment]);
      }
    }
    commitmentIndex = { key, byAsset };
  }
  return commitmentIndex.byAsset.get(`${asset.planned ? "p" : "a"}${asset.id}`) ?? [];
}

/** The rules' verdict on one asset for one competition, read from the store as it is now. */
export function reasonsFor(asset: SandboxAsset, competition: Competition): EligibilityReason[] {
  const unavailabilities = store.market.unavailabilities.filter((row) => row.is_active && row.flex_asset === asset.id);
  // Every seeded provider is approved on the operators' purchasing systems.
  return eligibilityReasons(asset, ruleCompetition(competition), { unavailabilities, companyApproved: true, contracted: commitmentsOf(asset) });
}

const isOverride = (row: Qualification) => row.eligibility_status === "qualified" || row.eligibility_status === "disqualified";

/** Puts a qualification row in line with the rules unless an operator has decided it. */
export function recheck(row: Qualification, asset: SandboxAsset, competition: Competition, capacity: number): Qualification {
  if (isOverride(row)) return row;
  const reasons = reasonsFor(asset, competition);
  row.eligibility_status = eligibilityStatus(reasons);
  row.reasons = [...new Set(reasons.map((reason) => reason.code))];
  row.qualified_capacity = QUALIFYING_STATUSES.includes(row.eligibility_status) ? capacity : 0;
  return row;
}
