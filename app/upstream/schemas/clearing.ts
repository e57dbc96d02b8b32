/**
 * What the Flex API answers for market clearing and the operator's bid review (001 §3, §7).
 * Plain zod with no server code, so components may import the inferred types.
 */
import { z } from "zod";
import { HOLIDAY_HANDLING } from "~/domain/market/enums";

/**
 * Why a bid was accepted or not for one demand interval. The sandbox's clearing engine
 * gives these; the real upstream may add more, so a decision's reason stays a string.
 */
export const DECISION_REASONS = [
  "accepted",
  "accepted_partially",
  "capacity_met",
  "indivisible_marginal",
  "above_max_utilisation_rate",
  "excluded_gsp",
  "outside_window",
  "missing_rate",
  "no_capacity",
  "operator_approved",
  "operator_rejected",
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A demand interval: dated (start_date, end_date) or scheduled dispatch (period_dates, service_days). */
export const demandIntervalSchema = z.object({
  start_time: time,
  end_time: time,
  max_utilisation_rate: z.number(),
  required_capacity: z.number(),
  exclude_gsps: z.array(z.number()).optional(),
  start_date: date.optional(),
  end_date: date.optional(),
  /** `end` is exclusive, like a service period's. */
  period_dates: z.object({ start: date, end: date }).optional(),
  service_days: z.array(z.number().int().min(0).max(6)).optional(),
  holiday_handling: z.enum(HOLIDAY_HANDLING).optional(),
  window_id: z.number().optional(),
});
export type DemandInterval = z.infer<typeof demandIntervalSchema>;

/**
 * One bid's decision for one time range. Decisions proposed by a clearing run have no
 * id yet; stored ones do.
 */
export const decisionSchema = z.object({
  id: z.number().optional(),
  bid_id: z.number(),
  competition: z.number(),
  approved: z.boolean(),
  accepted_capacity: z.number(),
  clearing_price: z.number().nullable(),
  reason: z.string(),
  /** ISO instants (UTC): the demand interval the decision covers. */
  start: z.string(),
  end: z.string(),
  window_id: z.number().nullish(),
  /** Position of the demand interval in the request. */
  interval: z.number().nullish(),
  /** The price the bid was ranked by. */
  effective_price: z.number().nullish(),
  created: z.string().optional(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** How one demand interval cleared. */
export const intervalOutcomeSchema = z.object({
  interval: z.number(),
  start: z.string(),
  end: z.string(),
  window_id: z.number().nullish(),
  required_capacity: z.number(),
  accepted_capacity: z.number(),
  /** The marginal accepted bid's effective price; null when nothing was accepted. */
  marginal_price: z.number().nullable(),
  window_ids: z.array(z.number()),
});
export type IntervalOutcome = z.infer<typeof intervalOutcomeSchema>;

export const decisionSetSchema = z.object({
  data: z.array(decisionSchema),
  intervals: z.array(intervalOutcomeSchema).default([]),
});
export type DecisionSet = z.infer<typeof decisionSetSchema>;

export const inputParameterSetSchema = z.object({
  id: z.number(),
  competition: z.number(),
  demand_intervals: z.array(demandIntervalSchema),
});
export type InputParameterSet = z.infer<typeof inputParameterSetSchema>;

const priceRange = {
  bid_count: z.number(),
  offered_capacity: z.number(),
  accepted_capacity: z.number(),
  /** Effective prices (the clearing ranking's), null without bids. */
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
};

export const windowBidSummarySchema = z.object({
  window_id: z.number(),
  name: z.string(),
  service_period: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  capacity_required: z.number(),
  ...priceRange,
});
export type WindowBidSummary = z.infer<typeof windowBidSummarySchema>;

export const bidSummarySchema = z.object({
  competition: z.object({
    id: z.number(),
    name: z.string().nullish(),
    reference: z.string().nullish(),
    status: z.string(),
    pricing_method: z.string().optional(),
  }),
  windows: z.array(windowBidSummarySchema),
  totals: z.object(priceRange),
});
export type BidSummary = z.infer<typeof bidSummarySchema>;

export const operatorBidSchema = z.object({
  id: z.number(),
  ballot: z.number(),
  competition: z.number(),
  organisation: z.object({ id: z.number(), name: z.string() }),
  service_window: z.number(),
  capacity: z.number(),
  max_runtime: z.string(),
  availability_price: z.number().nullable(),
  utilisation_price: z.number().nullable(),
  service_fee: z.number().nullable(),
  divisible: z.boolean(),
  assets: z.array(z.object({ id: z.number(), ref: z.string(), name: z.string() })),
  grid_supply_points: z.array(z.object({ id: z.number(), name: z.string() })),
  outcome: z.enum(["accepted", "rejected"]).nullable(),
  decision: decisionSchema.nullable(),
  created: z.string(),
});
export type OperatorBid = z.infer<typeof operatorBidSchema>;
