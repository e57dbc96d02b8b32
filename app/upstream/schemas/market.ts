/**
 * What the Flex API answers for competitions, assets and qualifications (001 §3, §7).
 * Plain zod with no server code, so components may import the inferred types.
 */
import { z } from "zod";
import {
  ASSET_CATEGORIES,
  COMPETITION_STATUSES,
  COMPETITION_TAGS,
  COMPETITION_TYPES,
  ELIGIBILITY_STATUSES,
  HOLIDAY_HANDLING,
  POWER_TYPES,
  PRICING_METHODS,
  QUALIFICATION_TYPES,
} from "~/domain/market/enums";

type LngLat = [number, number];
const isLngLat = (value: unknown): value is LngLat =>
  Array.isArray(value) && value.length === 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]);
const LNG_LAT_MESSAGE = "Expected a position [longitude, latitude] of two numbers";

/**
 * Positions are checked by a plain function rather than a zod tuple each: an outline has
 * hundreds of them and a pin list thousands, and a tuple parse per position was a tenth of
 * the dashboard's server time. The check is the same: two finite numbers.
 */
const lngLat = z.custom<LngLat>(isLngLat, LNG_LAT_MESSAGE);
const ring = z.custom<LngLat[]>((value) => Array.isArray(value) && value.every(isLngLat), `${LNG_LAT_MESSAGE} in every point of the ring`);

export const boundarySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("Polygon"), coordinates: z.array(ring) }),
  z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(ring)) }),
]);
export type Boundary = z.infer<typeof boundarySchema>;

export const systemOperatorSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand_colour: z.string().nullish(),
  slug: z.string().nullish(),
});
export type SystemOperator = z.infer<typeof systemOperatorSchema>;

export const serviceWindowSchema = z.object({
  id: z.number(),
  service_period: z.number(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  service_days: z.array(z.number().int().min(0).max(6)),
  holiday_handling: z.enum(HOLIDAY_HANDLING).default("ignore"),
  capacity_required: z.number(),
  minimum_aggregate_asset_size: z.number().nullish(),
  required_response_time: z.string().nullish(),
  minimum_run_time: z.string().nullish(),
  dispatch_estimate: z.number().nullish(),
  dispatch_duration: z.string().nullish(),
  fixed_availability_price: z.number().nullish(),
  fixed_utilisation_price: z.number().nullish(),
  fixed_service_fee: z.number().nullish(),
  available_hours_override: z.number().nullish(),
});
export type ServiceWindow = z.infer<typeof serviceWindowSchema>;

export const servicePeriodSchema = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string(),
  /** Exclusive; shown decremented by one day. */
  end: z.string(),
  windows: z.array(serviceWindowSchema).default([]),
});
export type ServicePeriod = z.infer<typeof servicePeriodSchema>;

export const confirmationSchema = z.object({ confirmed: z.boolean(), confirmed_on: z.string().nullish(), confirmed_by: z.string().nullish() });

/**
 * A competition as listed or fetched. Which parts are present depends on `expand` and
 * `fields`: `operator` is an id unless expanded, `boundary` and `service_periods` only
 * when asked for. `name` is null when the competition has been removed.
 */
export const competitionSchema = z.object({
  id: z.number(),
  name: z.string().nullish(),
  reference: z.string().nullish(),
  status: z.enum(COMPETITION_STATUSES).optional(),
  operator: z.union([z.number(), systemOperatorSchema]).optional(),
  competition_type: z.enum(COMPETITION_TYPES).optional(),
  product_type: z.string().optional(),
  need_type: z.string().optional(),
  pricing_method: z.enum(PRICING_METHODS).optional(),
  fixed_price: z.boolean().optional(),
  currency: z.string().optional(),
  power_type: z.enum(POWER_TYPES).optional(),
  need_direction: z.string().optional(),
  qualification_type: z.enum(QUALIFICATION_TYPES).optional(),
  min_connection_voltage: z.number().nullish(),
  max_connection_voltage: z.number().nullish(),
  tag: z.enum(COMPETITION_TAGS).nullish(),
  boundary: boundarySchema.nullish(),
  qualification_open: z.string().nullish(),
  qualification_closed: z.string().nullish(),
  open: z.string().nullish(),
  closed: z.string().nullish(),
  archive_on: z.string().nullish(),
  contact: z.string().nullish(),
  minimum_budget: z.number().nullish(),
  maximum_budget: z.number().nullish(),
  availability_guide_price: z.number().nullish(),
  utilisation_guide_price: z.number().nullish(),
  service_fee: z.number().nullish(),
  service_periods: z.array(servicePeriodSchema).optional(),
  confirmation: confirmationSchema.nullish(),
  /** Qualifying assets of the caller's organisation (providers) or of all (operators). */
  qualifying_assets: z.number().optional(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const assetSummarySchema = z.object({
  competition: z.number(),
  total_count: z.number(),
  asset_ids: z.array(z.number()),
  planned_asset_ids: z.array(z.number()),
  /** Counts per eligibility status. */
  by_status: z.record(z.enum(ELIGIBILITY_STATUSES), z.number()).default({}),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

/** A map pin: one asset with its qualification for one competition, or its best one. */
export const qualifyingAssetSchema = z.object({
  id: z.number(),
  ref: z.string().nullish(),
  name: z.string().nullish(),
  planned: z.boolean(),
  asset_category: z.enum(ASSET_CATEGORIES),
  voltage_level: z.number(),
  location: lngLat,
  qualified: z.boolean(),
  eligibility_status: z.enum(ELIGIBILITY_STATUSES),
  reasons: z.array(z.string()).default([]),
  competition_ids: z.array(z.number()).default([]),
});
export type QualifyingAsset = z.infer<typeof qualifyingAssetSchema>;

export const assetSchema = z.object({
  id: z.number(),
  ref: z.string(),
  name: z.string(),
  planned: z.boolean(),
  asset_category: z.enum(ASSET_CATEGORIES),
  asset_type: z.string(),
  export_meter_id: z.string().nullish(),
  import_meter_id: z.string().nullish(),
  active_export_capacity: z.number(),
  active_import_capacity: z.number(),
  reactive_export_capacity: z.number(),
  reactive_import_capacity: z.number(),
  capacity_type: z.string().nullish(),
  capacity_value: z.number().nullish(),
  voltage_level: z.number(),
  status: z.string(),
  location: lngLat,
  grid_supply_point: z.number().nullish(),
});
export type Asset = z.infer<typeof assetSchema>;

export const qualificationSchema = z.object({
  id: z.number(),
  competition: z.number(),
  flex_asset: z.number(),
  planned: z.boolean(),
  eligibility_status: z.enum(ELIGIBILITY_STATUSES),
  reasons: z.array(z.string()).default([]),
  qualified_capacity: z.number(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

export const gridSupplyPointSchema = z.object({ id: z.number(), name: z.string() });
export type GridSupplyPoint = z.infer<typeof gridSupplyPointSchema>;

export const searchResultSchema = z.object({
  name: z.string(),
  kind: z.enum(["place", "competition"]),
  competition: z.number().nullish(),
  center: lngLat,
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const countSchema = z.object({ count: z.number() });

export const entrySchema = z.object({
  id: z.number(),
  competition: z.number(),
  status: z.enum(["confirmed", "withdrawn"]),
  created: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

/** The ready-made assets.json of a provider: `url` points at object storage (no token needed). */
export const assetsFileSchema = z.object({ id: z.number(), status: z.string(), url: z.string().url() });
export type AssetsFile = z.infer<typeof assetsFileSchema>;

/** Entries of the simple reference lists (voltages, need types, product types). */
export const choiceSchema = z.object({ id: z.number(), value: z.union([z.string(), z.number()]) });
export type Choice = z.infer<typeof choiceSchema>;
