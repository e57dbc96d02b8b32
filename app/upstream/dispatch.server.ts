import { z } from "zod";
import type { Client } from "./client.server";
import { paths, recordPath } from "./paths";
import { resource } from "./resources.server";
import { autoAcceptRuleSchema, batchSchema, dispatchableCompetitionSchema, facetsSchema, instructionSchema } from "./schemas/dispatch";

export type InstructionQuery = {
  period?: "upcoming" | "past";
  status?: string;
  competition?: number | string;
  flex_asset?: number | string;
  starts_before?: string;
  ends_after?: string;
  ids?: string;
  ordering?: string;
  limit?: number;
  offset?: number;
};

const instructions = (client: Client) => resource(client, paths.dispatchInstructions, instructionSchema);

/** One page of the caller's instructions (a provider's own, an operator's issued), with the total. */
export const listInstructions = (client: Client, query: InstructionQuery) => instructions(client).list(query);

/** Every instruction matching the query (the schedule and exports read them all). */
export const allInstructions = (client: Client, query: InstructionQuery) => instructions(client).fetchAll(query);

export type Answer = { instruction: number; response: "accepted" | "rejected" };

export async function respond(client: Client, responses: Answer[]) {
  return (await client.json("POST", paths.dispatchRespond, z.array(instructionSchema), { body: { responses } })).data;
}

export async function stopInstructions(client: Client, ids: number[]) {
  return (await client.json("POST", paths.dispatchStop, z.array(instructionSchema), { body: { instructions: ids } })).data;
}

export type CreateBody = { competition: number; date: string; service_windows: number[]; decisions?: number[] };

export async function previewInstructions(client: Client, body: CreateBody) {
  return (await client.json("POST", paths.dispatchPreview, batchSchema, { body })).data;
}

export async function createInstructions(client: Client, body: CreateBody) {
  return (await client.json("POST", paths.dispatchInstructions, batchSchema, { body })).data;
}

export async function dispatchableCompetitions(client: Client) {
  return (await client.json("GET", paths.dispatchableCompetitions, z.array(dispatchableCompetitionSchema))).data;
}

export async function instructionFacets(client: Client, period: "upcoming" | "past") {
  return (await client.json("GET", paths.dispatchFacets, facetsSchema, { query: { period } })).data;
}

/** A counter that moves on every change the caller's organisation can see (the live feed polls it). */
export async function dispatchVersion(client: Client) {
  return (await client.json("GET", paths.dispatchVersion, z.object({ version: z.number() }))).data.version;
}

const feedSchema = z.object({ secret: z.string().nullable(), created: z.string().nullable() });

/** The user's secret calendar address (null until made). */
export async function calendarFeed(client: Client) {
  return (await client.json("GET", paths.calendarFeed, feedSchema)).data;
}

/** Makes the address, or replaces it: the old one stops working. */
export async function regenerateCalendarFeed(client: Client) {
  return (await client.json("POST", paths.calendarFeed, feedSchema)).data;
}

/** The accepted instructions behind a calendar address; read without signing in. */
export async function calendarEvents(client: Client, secret: string) {
  return (await client.json("GET", paths.calendarFeedEvents(secret), z.array(instructionSchema))).data;
}

export async function autoAcceptRules(client: Client) {
  return (await client.json("GET", paths.autoAcceptRules, z.array(autoAcceptRuleSchema))).data;
}

export type RuleInput = { competition: number | null; flex_asset: number | null; min_utilisation_price: number | null; require_available: boolean };

export async function addAutoAcceptRule(client: Client, rule: RuleInput) {
  return (await client.json("POST", paths.autoAcceptRules, autoAcceptRuleSchema, { body: rule })).data;
}

export async function removeAutoAcceptRule(client: Client, id: number) {
  await (await client.send("DELETE", recordPath(paths.autoAcceptRules, id))).text();
}

const acceptedBidSchema = z.object({
  decision: z.number(),
  bid: z.number(),
  service_window: z.number(),
  flex_provider: z.object({ id: z.number(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  expected_volume: z.number(),
  expected_cost: z.number(),
});
export type AcceptedBid = z.infer<typeof acceptedBidSchema>;

/** The accepted bids of a competition on a day, one by one (for dispatching single bids). */
export async function acceptedBids(client: Client, competition: number, date: string) {
  return (await client.json("GET", paths.dispatchableBids, z.array(acceptedBidSchema), { query: { competition, date } })).data;
}
