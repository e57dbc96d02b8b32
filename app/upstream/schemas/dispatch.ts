/** Dispatch instructions as the Flex API sends them (mocks/docs/dispatch.md). */
import { z } from "zod";

const named = z.object({ id: z.number(), name: z.string() });
const person = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable();

export const instructionTermsSchema = z.object({
  competition: z.object({ id: z.number(), name: z.string(), reference: z.string() }).passthrough(),
  operator: named,
  flex_provider: named,
  bid: z.number(),
  decision: z.number(),
  service_window: z.object({ id: z.number(), name: z.string(), start_time: z.string(), end_time: z.string() }),
  assets: z.array(z.object({ id: z.number(), ref: z.string(), name: z.string() })),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  capacity_unit: z.string(),
  direction: z.string().nullable(),
  utilisation_price: z.number().nullable(),
  expected_volume: z.number(),
  volume_unit: z.string(),
  expected_cost: z.number(),
  currency: z.string(),
  response_window: z.string(),
  issue_at: z.string(),
  response_deadline: z.string(),
  unavailable_assets: z.array(z.object({ flex_asset: z.number(), unavailable_from: z.string(), unavailable_to: z.string() }).passthrough()),
});

export const instructionSchema = instructionTermsSchema.extend({
  id: z.number(),
  reference: z.string(),
  /** Unknown statuses are kept as they came and shown as unknown. */
  status: z.string(),
  period: z.string(),
  response: z.string().nullable(),
  responded_by: person,
  responded_at: z.string().nullable(),
  auto_accept_rule: z.number().nullable(),
  stopped_at: z.string().nullable(),
  stopped_by: person,
  created: z.string(),
});
export type Instruction = z.infer<typeof instructionSchema>;
export type InstructionTerms = z.infer<typeof instructionTermsSchema>;

export const batchSchema = z.object({
  instructions: z.array(instructionTermsSchema.passthrough()),
  count: z.number(),
  total_volume: z.number(),
  total_cost: z.number(),
  currency: z.string(),
  volume_unit: z.string(),
});
export type InstructionBatch = z.infer<typeof batchSchema>;

export const dispatchableCompetitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  reference: z.string(),
  service_windows: z.array(
    z.object({ id: z.number(), name: z.string(), start_time: z.string(), end_time: z.string(), period: z.object({ name: z.string(), start: z.string(), end: z.string() }) }),
  ),
});
export type DispatchableCompetition = z.infer<typeof dispatchableCompetitionSchema>;

const option = z.object({ id: z.number(), name: z.string() });
export const facetsSchema = z.object({ competitions: z.array(option), assets: z.array(option), statuses: z.array(z.string()) });
export type InstructionFacets = z.infer<typeof facetsSchema>;

export const autoAcceptRuleSchema = z.object({
  id: z.number(),
  competition: z.number().nullable(),
  flex_asset: z.number().nullable(),
  min_utilisation_price: z.number().nullable(),
  require_available: z.boolean(),
  created: z.string(),
});
export type AutoAcceptRule = z.infer<typeof autoAcceptRuleSchema>;
