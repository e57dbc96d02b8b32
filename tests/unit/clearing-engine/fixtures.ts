import type { Asset, Ballot, BallotAssetGroup, Bid, Competition, DemandInterval, ServicePeriod, ServiceWindow } from "~mocks/store/market-types";
import { createRandom } from "~mocks/store/gb/random";

export function serviceWindow(overrides: Partial<ServiceWindow> & { id: number }): ServiceWindow {
  return {
    service_period: 1,
    name: `Window ${overrides.id}`,
    start_time: "17:00",
    end_time: "19:00",
    service_days: [0, 1, 2, 3, 4],
    holiday_handling: "ignore",
    capacity_required: 10,
    minimum_aggregate_asset_size: null,
    required_response_time: null,
    minimum_run_time: null,
    dispatch_estimate: null,
    dispatch_duration: null,
    fixed_availability_price: null,
    fixed_utilisation_price: null,
    fixed_service_fee: null,
    available_hours_override: null,
    ...overrides,
  };
}

export function servicePeriod(overrides: Partial<ServicePeriod> & { id: number }): ServicePeriod {
  return { competition: 1, name: `Period ${overrides.id}`, start: "2025-01-06", end: "2025-01-13", windows: [], ...overrides };
}

export function competition(overrides: Partial<Competition> = {}): Competition {
  return {
    id: 1,
    name: "Sheffield peak",
    reference: "NPG-001",
    status: "closed",
    operator_id: 201,
    competition_type: "availability_utilisation",
    product_type: "sustain",
    need_type: "pre_fault",
    pricing_method: "pay_as_bid",
    fixed_price: false,
    currency: "GBP",
    power_type: "active_power",
    need_direction: "excess",
    qualification_type: "standard",
    min_connection_voltage: 0.24,
    max_connection_voltage: 132,
    tag: null,
    area_refs: [],
    boundary: null,
    qualification_open: "2024-10-01T00:00:00.000Z",
    qualification_closed: "2024-11-01T00:00:00.000Z",
    open: "2024-11-02T00:00:00.000Z",
    closed: "2024-12-01T00:00:00.000Z",
    archive_on: "2025-12-01T00:00:00.000Z",
    contact: "flex@example.com",
    minimum_budget: null,
    maximum_budget: null,
    availability_guide_price: null,
    utilisation_guide_price: null,
    service_fee: null,
    service_periods: [],
    created: "2024-09-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A competition with one period holding the given windows (their service_period is set to it). */
export function competitionWith(windows: ServiceWindow[], overrides: Partial<Competition> = {}, period: Partial<ServicePeriod> = {}): Competition {
  const id = overrides.id ?? 1;
  const periodId = period.id ?? id * 10;
  return competition({
    ...overrides,
    id,
    service_periods: [servicePeriod({ competition: id, ...period, id: periodId, windows: windows.map((window) => ({ ...window, service_period: periodId })) })],
  });
}

let createdCounter = 0;

export function bid(overrides: Partial<Bid> & { id: number; service_window: number }): Bid {
  createdCounter += 1;
  return {
    ballot: 1,
    competition: 1,
    organisation_id: 101,
    capacity: 1,
    max_runtime: "0 02:00:00",
    availability_price: 10,
    utilisation_price: 100,
    service_fee: null,
    grid_supply_points: [1],
    divisible: false,
    outcome: null,
    is_active: true,
    created: new Date(Date.UTC(2024, 10, 10, 0, 0, createdCounter)).toISOString(),
    ...overrides,
  };
}

export function datedInterval(overrides: Partial<DemandInterval> = {}): DemandInterval {
  return { start_date: "2025-01-07", start_time: "17:00", end_time: "18:00", max_utilisation_rate: 1000, required_capacity: 10, ...overrides };
}

export function ballot(overrides: Partial<Ballot> & { id: number }): Ballot {
  return { competition: 1, organisation_id: 101, created: "2024-11-10T00:00:00.000Z", is_active: true, approval_outcome: null, ...overrides };
}

export function assetGroup(overrides: Partial<BallotAssetGroup> & { id: number; ballot: number }): BallotAssetGroup {
  return { active: true, ballot_assets: [], ...overrides };
}

export function asset(overrides: Partial<Asset> & { id: number }): Asset {
  return {
    ref: `AST-${overrides.id}`,
    name: `Asset ${overrides.id}`,
    organisation_id: 101,
    planned: false,
    asset_category: "storage",
    asset_type: "battery",
    export_meter_id: null,
    import_meter_id: null,
    active_export_capacity: 2,
    active_import_capacity: 2,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    capacity_type: null,
    capacity_value: null,
    voltage_level: 11,
    status: "active",
    location: [-1.47, 53.38],
    grid_supply_point: 1,
    ...overrides,
  };
}

/** The sandbox's seeded generator, plus rounded decimals, so every random case can be replayed from its seed. */
export function random(seed: number) {
  const source = createRandom(seed);
  const decimal = (min: number, max: number, places: number) => Math.round(source.between(min, max) * 10 ** places) / 10 ** places;
  return { ...source, decimal };
}

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
