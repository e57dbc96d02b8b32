import { z } from "zod";
import { STANDINGS } from "~/domain/applications/standing";
import type { Client } from "./client.server";
import { UpstreamError } from "./errors";
import { paths, recordPath } from "./paths";
import { resource } from "./resources.server";

export const standingSchema = z.object({
  status: z.enum(STANDINGS),
  application: z.number().nullable(),
  submission: z.number().nullable(),
  /** Documents the standing rests on that expire within 30 days, or have expired. */
  at_risk: z.array(z.object({ key: z.string(), question: z.string(), expires: z.string(), days_left: z.number() })).default([]),
});

export const marketSchema = z.object({
  id: z.number(),
  name: z.string(),
  operator_id: z.number().optional(),
  operator: z.string().default(""),
  region: z.string(),
  status: z.enum(["open", "upcoming", "closed"]),
  product: z.string(),
  description: z.string().default(""),
  dps_record: z.number().nullish(),
  /** The provider's standing in the market; absent for operators. */
  standing: standingSchema.nullish(),
});

export type Market = z.infer<typeof marketSchema>;

export const marketsApi = (client: Client) => resource(client, paths.markets, marketSchema);

/** MGMT-03: the markets, or the access-denied state with an empty list when the upstream answers 403 (001 §6). */
export async function loadMarkets(client: Client): Promise<{ markets: Market[]; accessDenied: boolean }> {
  try {
    return { markets: await marketsApi(client).fetchAll(), accessDenied: false };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return { markets: [], accessDenied: true };
    throw error;
  }
}

const interestSchema = z.object({ id: z.number(), market: z.number(), contact_name: z.string(), contact_email: z.string(), message: z.string().default(""), created: z.string() });

/** The market registration modal's post. */
export async function registerInterest(client: Client, marketId: number, body: { contact_name: string; contact_email: string; message: string }) {
  return (await client.json("POST", recordPath(paths.markets, marketId, "register_interest"), interestSchema, { body })).data;
}

export const subscriptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  operators: z.array(z.number()),
  areas: z.array(z.string()),
  product_types: z.array(z.string()),
  channels: z.array(z.string()),
  frequency: z.enum(["immediately", "daily", "weekly"]),
  email: z.string().default(""),
  is_active: z.boolean().default(true),
  created: z.string(),
  updated: z.string().nullish(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionFields = Omit<Subscription, "id" | "created" | "updated" | "is_active">;

export const subscriptionsApi = (client: Client) => resource(client, paths.marketSubscriptions, subscriptionSchema);

export const licenceAreaSchema = z.object({ ref: z.string(), name: z.string(), operator_id: z.number() });
export const licenceAreas = (client: Client) => resource(client, paths.licenceAreas, licenceAreaSchema).fetchAll();
