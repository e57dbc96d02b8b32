import { z } from "zod";
import type { Client } from "./client.server";
import { paths, recordPath } from "./paths";
import { resource } from "./resources.server";

const price = z.number().nullable();

export const contractSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(["upcoming", "active", "ended"]),
  competition: z.number(),
  competition_name: z.string().default(""),
  competition_reference: z.string().default(""),
  product_type: z.string().nullish(),
  operator_name: z.string().default(""),
  organisation_id: z.number(),
  organisation_name: z.string().default(""),
  assets: z.array(z.object({ flex_asset: z.number(), planned: z.boolean(), ref: z.string().default(""), name: z.string().default("") })),
  capacity: z.number(),
  windows: z.array(
    z.object({ service_window: z.number(), name: z.string(), start_time: z.string(), end_time: z.string(), capacity: z.number(), availability_price: price, utilisation_price: price, service_fee: price }),
  ),
  prices: z.object({ availability_price: price, utilisation_price: price, service_fee: price }),
  currency: z.string().default("GBP"),
  period: z.object({ start: z.string(), end: z.string() }),
  documents: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string(), filename: z.string(), content_type: z.string() })),
  created: z.string(),
});

export type Contract = z.infer<typeof contractSchema>;

export const contractsApi = (client: Client) => resource(client, paths.contracts, contractSchema);

/** A contract document as the upstream sends it, to pass on to the browser. */
export async function contractDocument(client: Client, contractId: number, documentId: number) {
  const response = await client.send("GET", recordPath(paths.contracts, contractId, `documents/${documentId}`), { headers: { Accept: "*/*" } });
  return { body: response.body, contentType: response.headers.get("content-type") ?? "application/octet-stream", disposition: response.headers.get("content-disposition") };
}

export const milestoneSchema = z.object({
  id: z.number(),
  contract: z.number(),
  contract_reference: z.string().default(""),
  competition_name: z.string().default(""),
  kind: z.string(),
  flex_asset: z.number().nullable(),
  asset_ref: z.string().nullish(),
  due: z.string(),
  status: z.enum(["accepted", "evidence_submitted", "overdue", "due_soon", "pending"]),
  evidence: z.object({ key: z.string(), filename: z.string(), note: z.string().default(""), submitted: z.string() }).nullable(),
  accepted: z.string().nullable(),
});

export type Milestone = z.infer<typeof milestoneSchema>;

export const milestonesApi = (client: Client) => resource(client, paths.milestones, milestoneSchema);

export async function submitEvidence(client: Client, milestoneId: number, key: string, note: string) {
  return (await client.json("POST", recordPath(paths.milestones, milestoneId, "evidence"), milestoneSchema, { body: { key, note } })).data;
}
