/**
 * What the Flex API answers for ballots (bid sets), their asset groups, bids, bid
 * statuses, competition results confirmations and parsed bulk bid files (001 §3, §7).
 * Plain zod with no server code, so components may import the inferred types.
 */
import { z } from "zod";
import { COMPETITION_STATUSES } from "~/domain/market/enums";

export const ballotAssetSchema = z.object({ flex_asset: z.number(), planned: z.boolean() });
export type BallotAsset = z.infer<typeof ballotAssetSchema>;

/** A ballot as lists show it, with its competition's name and status, bid count and total capacity (MW). */
export const ballotSchema = z.object({
  id: z.number(),
  competition: z.number(),
  competition_name: z.string().nullish(),
  competition_status: z.enum(COMPETITION_STATUSES).nullish(),
  created: z.string(),
  is_active: z.boolean(),
  approval_outcome: z.enum(["approved", "rejected", "partial"]).nullish(),
  bid_count: z.number().default(0),
  capacity: z.number().default(0),
  /** The assets of the ballot's active asset group. */
  assets: z.array(ballotAssetSchema).default([]),
});
export type Ballot = z.infer<typeof ballotSchema>;

export const ballotAssetGroupSchema = z.object({
  id: z.number(),
  ballot: z.number(),
  active: z.boolean(),
  ballot_assets: z.array(ballotAssetSchema),
});
export type BallotAssetGroup = z.infer<typeof ballotAssetGroupSchema>;

export const bidSchema = z.object({
  id: z.number(),
  ballot: z.number(),
  competition: z.number(),
  service_window: z.number(),
  capacity: z.number(),
  /** "D HH:MM:SS". */
  max_runtime: z.string(),
  availability_price: z.number().nullish(),
  utilisation_price: z.number().nullish(),
  service_fee: z.number().nullish(),
  grid_supply_points: z.array(z.number()).default([]),
  divisible: z.boolean().default(false),
  outcome: z.enum(["accepted", "rejected"]).nullish(),
  is_active: z.boolean().default(true),
  created: z.string().optional(),
});
export type Bid = z.infer<typeof bidSchema>;

/** The ballot view: the ballot with its active bids and every asset group it has had. */
export const competitionBallotSchema = ballotSchema.extend({
  bids: z.array(bidSchema).default([]),
  asset_groups: z.array(ballotAssetGroupSchema).default([]),
});
export type CompetitionBallot = z.infer<typeof competitionBallotSchema>;

export const bidStatusSchema = z.object({
  id: z.number(),
  ballot: z.number(),
  competition: z.number(),
  service_window: z.number().optional(),
  outcome: z.enum(["accepted", "rejected"]).nullish(),
  is_active: z.boolean().optional(),
});
export type BidStatus = z.infer<typeof bidStatusSchema>;

export const competitionConfirmationSchema = z.object({ id: z.number(), competition: z.number(), created: z.string() });
export type CompetitionConfirmation = z.infer<typeof competitionConfirmationSchema>;

/** What a bid write carries: an existing ballot, or a competition with the assets of a new (or matching) ballot. */
export type BidInput = {
  ballot?: number;
  competition?: number;
  ballot_assets?: BallotAsset[];
  service_window: number;
  capacity: number | string;
  max_runtime: string;
  availability_price?: number | string | null;
  utilisation_price?: number | string | null;
  service_fee?: number | string | null;
  divisible?: boolean;
};
export type BidPatch = { id: number } & Partial<Omit<BidInput, "ballot" | "competition" | "ballot_assets">>;

/** One parsed row of a bulk bid file, ready to post to the bids collection. */
export const bidFileRowSchema = z.object({
  competition: z.number(),
  service_window: z.number(),
  ballot_assets: z.array(ballotAssetSchema),
  capacity: z.number(),
  max_runtime: z.string(),
  availability_price: z.number().nullable(),
  utilisation_price: z.number().nullable(),
  service_fee: z.number().nullable(),
});
export type BidFileRow = z.infer<typeof bidFileRowSchema>;

/** `row` counts the header as row 1; null for the file as a whole. `field` is the column, null for the row as a whole. */
export const bidFileErrorSchema = z.object({ row: z.number().nullable(), field: z.string().nullable(), message: z.string() });
export type BidFileError = z.infer<typeof bidFileErrorSchema>;

/** A bulk bid file's record: Uploaded (u), then Ready (r) with its rows or Error (e) / User Permission Error (f) with its errors. */
export const bidFileRecordSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  status: z.string(),
  rows_valid: z.number().optional(),
  rows: z.array(bidFileRowSchema).optional(),
  errors: z.array(bidFileErrorSchema).optional(),
  /** When the file's bids were claimed for creation; a claimed file cannot create them again. */
  claimed: z.string().nullish(),
});
export type BidFileRecord = z.infer<typeof bidFileRecordSchema>;

/** A claimed bid file, or one whose failed rows were retried: the token that lets the rows failed now be retried, once. */
export const bidFileClaimSchema = bidFileRecordSchema.extend({ retry_token: z.string() });
export type BidFileClaim = z.infer<typeof bidFileClaimSchema>;
