import { store } from "~mocks/store";
import type { Asset, Competition, Qualification, ServiceWindow } from "~mocks/store/market-types";
import type { CompetitionStatus, CompetitionType } from "~/domain/market/enums";
import { createClient } from "~/upstream/client.server";
import { sandboxToken } from "../../support/requests";
import { SANDBOX_BASE } from "../../support/sandbox";
import { serviceWindow } from "../clearing-engine/fixtures";

/** Brightside (101) and Harbour Max (102) are flex providers; Northern Powergrid (201) the operator. */
export const PROVIDER = "provider@example.com";
export const OTHER_PROVIDER = "max@example.com";
export const OPERATOR = "operator@example.com";

export const COMPETITION = { open: 1, fixedPrice: 2, closed: 3, qualifying: 4, closedWithoutBids: 5 } as const;
export const WINDOW = { open: 11, openSmall: 12, fixedPrice: 21, closed: 31, qualifying: 41, closedWithoutBids: 51 } as const;
export const ASSET = { battery: 1001, heatPump: 1002, planned: 1003, ineligible: 1004, other: 2001 } as const;

function window(id: number, period: number, overrides: Partial<ServiceWindow> = {}): ServiceWindow {
  return serviceWindow({ id, service_period: period, start_time: "16:00", capacity_required: 5, ...overrides });
}

function competition(id: number, status: CompetitionStatus, type: CompetitionType, windows: ServiceWindow[], fixedPrice = false): Competition {
  return {
    id,
    name: `Competition ${id}`,
    reference: `NPG-${id}`,
    status,
    operator_id: 201,
    competition_type: type,
    product_type: "sustain",
    need_type: "post_fault",
    pricing_method: fixedPrice ? "fixed_price" : "pay_as_bid",
    fixed_price: fixedPrice,
    currency: "GBP",
    power_type: "active_power",
    need_direction: "deficit",
    qualification_type: "standard",
    min_connection_voltage: 0.4,
    max_connection_voltage: 33,
    tag: null,
    area_refs: [],
    boundary: null,
    qualification_open: "2025-01-01T00:00:00Z",
    qualification_closed: "2025-02-01T00:00:00Z",
    open: "2025-02-01T00:00:00Z",
    closed: "2025-03-01T00:00:00Z",
    archive_on: "2026-03-01T00:00:00Z",
    contact: "flex@npg.example",
    minimum_budget: null,
    maximum_budget: null,
    availability_guide_price: null,
    utilisation_guide_price: null,
    service_fee: null,
    service_periods: [{ id: id * 10, competition: id, name: "Winter", start: "2025-04-01", end: "2025-10-01", windows }],
    created: "2024-12-01T00:00:00Z",
  };
}

function asset(id: number, ref: string, organisation: number, planned = false): Asset {
  return {
    id,
    ref,
    name: `Asset ${ref}`,
    organisation_id: organisation,
    planned,
    asset_category: "storage",
    asset_type: "battery",
    export_meter_id: null,
    import_meter_id: null,
    active_export_capacity: 5,
    active_import_capacity: 5,
    reactive_export_capacity: 0,
    reactive_import_capacity: 0,
    capacity_type: planned ? "export" : null,
    capacity_value: planned ? 1 : null,
    voltage_level: 11,
    status: "active",
    location: [-1.6, 54.9],
    grid_supply_point: 300 + (id % 3),
  };
}

let qualificationId = 0;
function qualification(competitionId: number, flexAsset: Asset, status: Qualification["eligibility_status"], capacity: number): Qualification {
  return {
    id: ++qualificationId,
    competition: competitionId,
    flex_asset: flexAsset.id,
    organisation_id: flexAsset.organisation_id,
    planned: flexAsset.planned,
    eligibility_status: status,
    reasons: [],
    qualified_capacity: capacity,
  };
}

/**
 * A small market: an open availability-and-utilisation competition (windows needing 5 MW
 * and 2 MW), an open fixed-price availability one, a closed service-fee one where
 * Brightside already bid, a qualifying one and a closed one without bids.
 */
export function seedBiddingMarket() {
  qualificationId = 0;
  const assets = [
    asset(ASSET.battery, "BES-001", 101),
    asset(ASSET.heatPump, "BES-002", 101),
    asset(ASSET.planned, "BES-P01", 101, true),
    asset(ASSET.ineligible, "BES-003", 101),
    asset(ASSET.other, "HMC-001", 102),
  ];
  const [battery, heatPump, planned, ineligible, other] = assets;
  store.market.competitions = [
    competition(COMPETITION.open, "open", "availability_utilisation", [window(WINDOW.open, 10), window(WINDOW.openSmall, 10, { capacity_required: 2 })]),
    competition(COMPETITION.fixedPrice, "open", "availability", [window(WINDOW.fixedPrice, 20, { capacity_required: 10, fixed_availability_price: 12.5 })], true),
    competition(COMPETITION.closed, "closed", "service_fee", [window(WINDOW.closed, 30)]),
    competition(COMPETITION.qualifying, "qualifying", "availability", [window(WINDOW.qualifying, 40)]),
    competition(COMPETITION.closedWithoutBids, "closed", "availability", [window(WINDOW.closedWithoutBids, 50)]),
  ];
  store.market.assets = assets;
  store.market.qualifications = [
    qualification(COMPETITION.open, battery, "qualified", 3),
    qualification(COMPETITION.open, heatPump, "eligible", 1.5),
    qualification(COMPETITION.open, planned, "qualified", 1),
    qualification(COMPETITION.open, ineligible, "ineligible", 2),
    qualification(COMPETITION.open, other, "qualified", 4),
    qualification(COMPETITION.fixedPrice, battery, "qualified", 3),
    qualification(COMPETITION.closed, battery, "qualified", 3),
    qualification(COMPETITION.qualifying, battery, "qualified", 3),
    qualification(COMPETITION.closedWithoutBids, battery, "qualified", 3),
  ];
  store.market.ballots = [{ id: 500, competition: COMPETITION.closed, organisation_id: 101, created: "2025-02-10T09:00:00Z", is_active: true, approval_outcome: "approved" }];
  store.market.ballotAssetGroups = [{ id: 700, ballot: 500, active: true, ballot_assets: [{ flex_asset: ASSET.battery, planned: false }] }];
  store.market.bids = [
    {
      id: 900,
      ballot: 500,
      competition: COMPETITION.closed,
      organisation_id: 101,
      service_window: WINDOW.closed,
      capacity: 2,
      max_runtime: "0 02:00:00",
      availability_price: null,
      utilisation_price: null,
      service_fee: 40,
      grid_supply_points: [300 + (ASSET.battery % 3)],
      divisible: false,
      outcome: "accepted",
      is_active: true,
      created: "2025-02-10T09:00:00Z",
    },
  ];
  store.market.entries = [];
  store.market.competitionConfirmations = [];
}

/** A valid bid for the open competition's first window from Brightside's battery. */
export const goodBid = (overrides: Record<string, unknown> = {}) => ({
  competition: COMPETITION.open,
  ballot_assets: [{ flex_asset: ASSET.battery, planned: false }],
  service_window: WINDOW.open,
  capacity: 1.5,
  max_runtime: "0 02:00:00",
  availability_price: 10,
  utilisation_price: 250.5,
  ...overrides,
});

export type Answer = { status: number; body: any; headers: Headers };

/** A raw call to the sandbox as `email`, for checking exact statuses and bodies. */
export async function call(email: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const token = await sandboxToken(email);
  const response = await fetch(new URL(path, SANDBOX_BASE), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export async function clientFor(email: string) {
  return createClient({ baseUrl: SANDBOX_BASE, locale: "en-GB", token: await sandboxToken(email) });
}
