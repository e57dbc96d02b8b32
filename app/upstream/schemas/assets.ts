/**
 * What the Flex API answers for the asset register, availability and qualification
 * review (001 §3, §7). Reasons carry the failed rule with its numbers.
 */
import { z } from "zod";
import { ELIGIBILITY_STATUSES } from "~/domain/market/enums";
import { assetSchema } from "./market";

export const registerAssetSchema = assetSchema.extend({ created: z.string().nullish() });
export type RegisterAsset = z.infer<typeof registerAssetSchema>;

export const eligibilityReasonSchema = z
  .object({ rule: z.string(), code: z.string() })
  .catchall(z.union([z.string(), z.number(), z.null()]));
export type EligibilityReasonWire = z.infer<typeof eligibilityReasonSchema>;

export const qualifyingCompetitionSchema = z.object({
  id: z.number(),
  name: z.string(),
  reference: z.string().nullish(),
  status: z.string(),
  qualification_closed: z.string().nullish(),
  power_type: z.string(),
  need_direction: z.string(),
  min_connection_voltage: z.number(),
  max_connection_voltage: z.number(),
  operator_id: z.number().nullish(),
});
export type QualifyingCompetition = z.infer<typeof qualifyingCompetitionSchema>;

const counts = z.object({ qualified: z.number(), eligible: z.number(), ineligible: z.number(), disqualified: z.number() });
export const qualificationOverviewSchema = qualifyingCompetitionSchema.extend({ counts });
export type QualificationOverviewRow = z.infer<typeof qualificationOverviewSchema>;

export const assetEligibilitySchema = z.object({
  competition: qualifyingCompetitionSchema,
  put_forward: z.boolean(),
  eligibility_status: z.enum(ELIGIBILITY_STATUSES),
  override_reasons: z.array(z.string()).default([]),
  reasons: z.array(eligibilityReasonSchema),
});
export type AssetEligibility = z.infer<typeof assetEligibilitySchema>;

/** One of the provider's assets as it stands for one competition in qualification. */
export const competitionAssetSchema = assetEligibilitySchema.omit({ competition: true }).extend({
  asset: z.object({ id: z.number(), planned: z.boolean(), ref: z.string(), name: z.string(), location: z.tuple([z.number(), z.number()]).nullish() }),
});
export type CompetitionAsset = z.infer<typeof competitionAssetSchema>;

export const putForwardRowSchema = z.object({
  id: z.number(),
  competition: z.number(),
  flex_asset: z.number(),
  planned: z.boolean(),
  eligibility_status: z.enum(ELIGIBILITY_STATUSES),
  reasons: z.array(z.string()),
});

export const operatorQualificationSchema = z.object({
  id: z.number(),
  flex_asset: z.number(),
  planned: z.boolean(),
  ref: z.string().nullish(),
  name: z.string().nullish(),
  organisation_name: z.string().nullish(),
  voltage_level: z.number().nullish(),
  eligibility_status: z.enum(ELIGIBILITY_STATUSES),
  override_reasons: z.array(z.string()).default([]),
  reasons: z.array(eligibilityReasonSchema),
  qualified_capacity: z.number(),
});
export type OperatorQualification = z.infer<typeof operatorQualificationSchema>;

export const unavailabilitySchema = z.object({
  id: z.number(),
  flex_asset: z.number(),
  planned: z.boolean(),
  unavailable_from: z.string(),
  unavailable_to: z.string(),
  reason: z.string(),
  created: z.string(),
  asset_ref: z.string().nullish(),
  asset_name: z.string().nullish(),
});
export type UnavailabilityRecord = z.infer<typeof unavailabilitySchema>;

export const overrideReasonSchema = z.object({ code: z.string() });
