import type {
  AssetCategory,
  CompetitionStatus,
  CompetitionTag,
  CompetitionType,
  EligibilityStatus,
  HolidayHandling,
  NeedDirection,
  NeedType,
  PowerType,
  PricingMethod,
  ProductType,
  QualificationType,
} from "~/domain/market/enums";

/** [longitude, latitude], as GeoJSON orders them. */
export type LngLat = [number, number];

/** A GeoJSON geometry; competition areas are polygons or multi-polygons. */
export type Boundary =
  | { type: "Polygon"; coordinates: LngLat[][] }
  | { type: "MultiPolygon"; coordinates: LngLat[][][] };

export type LicenceArea = {
  id: number;
  ref: string;
  name: string;
  operator_id: number;
  /** Detailed outline; `low` is the simplified one sent with `boundary_fidelity=low`. */
  boundary: { low: Boundary; detailed: Boundary };
};

export type GridSupplyPoint = { id: number; name: string; operator_id: number; location: LngLat };

export type ServiceWindow = {
  id: number;
  service_period: number;
  name: string;
  /** Local wall-clock times in the competition time zone, "HH:MM". */
  start_time: string;
  end_time: string;
  service_days: number[];
  holiday_handling: HolidayHandling;
  /** MW (or MVAr for reactive power). */
  capacity_required: number;
  minimum_aggregate_asset_size: number | null;
  required_response_time: string | null;
  minimum_run_time: string | null;
  dispatch_estimate: number | null;
  dispatch_duration: string | null;
  fixed_availability_price: number | null;
  fixed_utilisation_price: number | null;
  fixed_service_fee: number | null;
  available_hours_override: number | null;
};

export type ServicePeriod = {
  id: number;
  competition: number;
  name: string;
  /** ISO dates; `end` is exclusive and shown decremented by one day. */
  start: string;
  end: string;
  windows: ServiceWindow[];
};

export type Competition = {
  id: number;
  name: string;
  reference: string;
  status: CompetitionStatus;
  operator_id: number;
  competition_type: CompetitionType;
  product_type: ProductType;
  need_type: NeedType;
  pricing_method: PricingMethod;
  fixed_price: boolean;
  currency: string;
  power_type: PowerType;
  need_direction: NeedDirection;
  qualification_type: QualificationType;
  min_connection_voltage: number;
  max_connection_voltage: number;
  tag: CompetitionTag | null;
  /** Licence areas the competition covers; its boundary is their union (or a part of one). */
  area_refs: string[];
  boundary: { low: Boundary; detailed: Boundary } | null;
  /** ISO instants (UTC). */
  qualification_open: string;
  qualification_closed: string;
  open: string;
  closed: string;
  archive_on: string;
  contact: string;
  minimum_budget: number | null;
  maximum_budget: number | null;
  availability_guide_price: number | null;
  utilisation_guide_price: number | null;
  service_fee: number | null;
  service_periods: ServicePeriod[];
  created: string;
};

export type Asset = {
  id: number;
  ref: string;
  name: string;
  organisation_id: number;
  planned: boolean;
  asset_category: AssetCategory;
  asset_type: string;
  export_meter_id: string | null;
  import_meter_id: string | null;
  /** MW and MVAr. */
  active_export_capacity: number;
  active_import_capacity: number;
  reactive_export_capacity: number;
  reactive_import_capacity: number;
  /** Planned assets state a capacity instead of metered ones. */
  capacity_type: "export" | "import" | null;
  capacity_value: number | null;
  voltage_level: number;
  status: "active" | "inactive" | "commissioning";
  location: LngLat;
  grid_supply_point: number;
};

export type Qualification = {
  id: number;
  competition: number;
  flex_asset: number;
  organisation_id: number;
  planned: boolean;
  eligibility_status: EligibilityStatus;
  /** Override reason codes (001 §3) or free text, for ineligible and disqualified assets. */
  reasons: string[];
  /** The capacity (MW) the asset qualified with. */
  qualified_capacity: number;
};

export type Ballot = {
  id: number;
  competition: number;
  organisation_id: number;
  created: string;
  is_active: boolean;
  approval_outcome: "approved" | "rejected" | "partial" | null;
};

export type BallotAssetGroup = {
  id: number;
  ballot: number;
  active: boolean;
  ballot_assets: { flex_asset: number; planned: boolean }[];
};

export type Bid = {
  id: number;
  ballot: number;
  competition: number;
  organisation_id: number;
  service_window: number;
  capacity: number;
  /** "D HH:MM:SS". */
  max_runtime: string;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
  grid_supply_points: number[];
  /** A divisible bid may be accepted in part. */
  divisible: boolean;
  outcome: "accepted" | "rejected" | null;
  is_active: boolean;
  created: string;
};

export type DemandInterval = {
  start_time: string;
  end_time: string;
  max_utilisation_rate: number;
  required_capacity: number;
  exclude_gsps?: number[];
  start_date?: string;
  end_date?: string;
  period_dates?: { start: string; end: string };
  service_days?: number[];
  holiday_handling?: HolidayHandling;
  window_id?: number;
};

export type Decision = {
  id: number;
  bid_id: number;
  competition: number;
  approved: boolean;
  accepted_capacity: number;
  /** Price per MWh (or per MW/h for availability) paid for the accepted capacity. */
  clearing_price: number | null;
  reason: string;
  /** The time range the decision covers, ISO instants. */
  start: string;
  end: string;
  created: string;
};

/**
 * A period an asset (or planned asset) is declared unavailable: eligibility, the bid
 * builder's asset selection and dispatch all read these.
 */
export type AssetUnavailability = {
  id: number;
  flex_asset: number;
  planned: boolean;
  organisation_id: number;
  /** ISO instants; `unavailable_to` is exclusive. */
  unavailable_from: string;
  unavailable_to: string;
  reason: string;
  created: string;
  is_active: boolean;
};

export type InputParameterSet = { id: number; competition: number; demand_intervals: DemandInterval[] };

export type EntryConfirmation = {
  id: number;
  competition: number;
  organisation_id: number;
  status: "confirmed" | "withdrawn";
  created: string;
};

export type CompetitionConfirmation = { id: number; competition: number; organisation_id: number; created: string };

/** Places the dashboard search box can find. */
export type Place = { id: number; name: string; kind: "place" | "competition"; center: LngLat; bbox: [number, number, number, number] };

/** Everything the sandbox knows about the GB market. */
export type MarketData = {
  licenceAreas: LicenceArea[];
  gridSupplyPoints: GridSupplyPoint[];
  competitions: Competition[];
  assets: Asset[];
  qualifications: Qualification[];
  ballots: Ballot[];
  ballotAssetGroups: BallotAssetGroup[];
  bids: Bid[];
  decisions: Decision[];
  inputParameterSets: InputParameterSet[];
  entries: EntryConfirmation[];
  competitionConfirmations: CompetitionConfirmation[];
  unavailabilities: AssetUnavailability[];
  places: Place[];
};
