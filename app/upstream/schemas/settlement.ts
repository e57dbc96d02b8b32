import { z } from "zod";

export const eventMeterSchema = z.object({ meter_id: z.string(), kind: z.enum(["import", "export"]), asset: z.number(), asset_name: z.string() });

export const settlementEventSchema = z.object({
  id: z.number(),
  /** A delivered instruction, or a contract's availability window that has passed (mocks/docs/settlement.md). */
  kind: z.enum(["instruction", "availability_window"]).default("instruction"),
  instruction: z.number().nullable(),
  contract: z.string().nullable().default(null),
  window_name: z.string().nullable().default(null),
  competition: z.number(),
  competition_name: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  direction: z.enum(["down", "up"]),
  currency: z.string(),
  meters: z.array(eventMeterSchema),
  has_baseline_data: z.boolean(),
  has_actual_data: z.boolean(),
  baseline_days: z.array(z.string()),
  baseline_rule: z.enum(["historical", "historical_adjusted", "nominated"]).default("historical"),
  same_day_adjustment: z.number().nullable().default(null),
  adjustment_flag: z.boolean().default(false),
  nomination_deadline: z.string().nullable().default(null),
  performance_factor: z.number().nullable(),
  instructed_mwh: z.number(),
  delivered_mwh: z.number(),
  credited_mwh: z.number(),
  availability: z.number(),
  utilisation: z.number(),
  service_fee: z.number().default(0),
  penalty: z.number().default(0),
  net: z.number(),
  /** The inputs of the payments, so each amount can be shown with its calculation. */
  hours: z.number().optional(),
  available_hours: z.number().optional(),
  availability_price: z.number().optional(),
  utilisation_price: z.number().optional(),
  service_fee_rate: z.number().default(0),
  penalty_rate: z.number().nullable().default(null),
});

export const settlementPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** False for a half-hour an asset of the event was declared unavailable in (or, in a window, one an instruction covered). */
  available: z.boolean().default(true),
  /** In an availability window: an instruction covered the half-hour, and its own event pays it. */
  dispatched: z.boolean().default(false),
  instructed: z.number(),
  baseline: z.number().nullable(),
  metered: z.number().nullable(),
  delivered: z.number().nullable(),
  credited: z.number().nullable(),
});

export const settlementEventDetailSchema = settlementEventSchema.extend({
  periods: z.array(settlementPeriodSchema),
  /** The six half-hours the same-day adjustment came from (empty when it does not apply). */
  adjustment_window: z.array(z.object({ end: z.string(), metered: z.number().nullable(), baseline: z.number().nullable() })).default([]),
  /** What the event would pay under the other baseline rules. */
  alternatives: z
    .array(z.object({ rule: z.enum(["historical", "historical_adjusted", "nominated"]), has_baseline_data: z.boolean(), performance_factor: z.number().nullable(), credited_mwh: z.number(), net: z.number() }))
    .default([]),
});

export const readingErrorSchema = z.object({ row: z.number(), meter_id: z.string(), period_end: z.string(), value_kwh: z.string().default(""), code: z.string() });
export const uploadResultSchema = z.object({
  file_name: z.string(),
  rows: z.number(),
  accepted: z.number(),
  replaced: z.number(),
  rejected: z.number(),
  gaps: z.number().default(0),
  summed_from_quarters: z.number().default(0),
  status: z.string().default("r"),
  scanned: z.boolean().nullish(),
  processed: z.boolean().nullish(),
  errors: z.array(readingErrorSchema),
});

export const statementLineSchema = z.object({
  event: z.number(),
  organisation_id: z.number(),
  competition_name: z.string(),
  start: z.string(),
  end: z.string(),
  kind: z.enum(["availability", "utilisation", "service_fee", "penalty", "adjustment"]),
  quantity: z.number(),
  unit: z.string(),
  rate: z.number(),
  scale_pf: z.number(),
  amount: z.number(),
  /** The upheld dispute an adjustment line comes from. */
  dispute: z.number().optional(),
  /** The contract and window of an availability window's line (null for an instruction's). */
  contract: z.string().nullable().default(null),
  window_name: z.string().nullable().default(null),
});

/** A dispute of one invoice line, and the operator's answer (mocks/docs/settlement.md). */
export const disputeSchema = z.object({
  id: z.number(),
  invoice: z.string(),
  organisation_id: z.number(),
  event: z.number(),
  competition_name: z.string(),
  currency: z.string().default("GBP"),
  kind: z.enum(["availability", "utilisation", "service_fee", "penalty"]),
  reason: z.string(),
  evidence: z.object({ file_name: z.string(), size: z.number() }).nullable(),
  status: z.enum(["open", "upheld", "rejected"]),
  answer: z.string().nullable(),
  adjustment: z.number().nullable(),
  created: z.string(),
  answered_at: z.string().nullable(),
});

const statementBase = z.object({
  month: z.string(),
  currency: z.string(),
  status: z.enum(["final", "provisional"]),
  events: z.number(),
  pending_events: z.array(z.number()),
  instructed_mwh: z.number(),
  delivered_mwh: z.number(),
  credited_mwh: z.number(),
  performance_factor: z.number().nullable(),
  availability: z.number(),
  utilisation: z.number(),
  service_fee: z.number().default(0),
  penalty: z.number(),
  adjustments: z.number().default(0),
  net: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
});

export const statementSummarySchema = statementBase.extend({ lines: z.number() });
/** The monthly run a statement was frozen by (null before any run), its versions and what the last re-run changed. */
const runFields = {
  version: z.number().nullable().default(null),
  run_at: z.string().nullable().default(null),
  versions: z.array(z.object({ version: z.number(), run_at: z.string(), net: z.number(), total: z.number() })).default([]),
  changes: z.array(z.object({ event: z.number(), kind: z.string(), before: z.number(), after: z.number(), difference: z.number() })).default([]),
  readings_after_run: z.number().default(0),
};
export const statementSchema = statementBase.extend({ lines: z.array(statementLineSchema), ...runFields });
export const invoiceSummarySchema = statementSummarySchema.extend({ id: z.string(), number: z.string() });
export const invoiceSchema = statementSchema.extend({ id: z.string(), number: z.string() });

export type SettlementEvent = z.output<typeof settlementEventSchema>;
export type SettlementEventDetail = z.output<typeof settlementEventDetailSchema>;
export type UploadResult = z.output<typeof uploadResultSchema>;
export type Statement = z.output<typeof statementSchema>;
export type StatementSummary = z.output<typeof statementSummarySchema>;
export type Invoice = z.output<typeof invoiceSchema>;
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;
export type Dispute = z.output<typeof disputeSchema>;
export type StatementLine = z.output<typeof statementLineSchema>;
export type DisputeKind = Dispute["kind"];
