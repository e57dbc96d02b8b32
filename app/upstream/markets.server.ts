import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";

export const marketSchema = z.object({
  id: z.number(),
  name: z.string(),
  operator: z.string().default(""),
  region: z.string(),
  status: z.enum(["open", "upcoming", "closed"]),
  product: z.string(),
  description: z.string().default(""),
});

export type Market = z.infer<typeof marketSchema>;

export const marketsApi = (client: Client) => resource(client, paths.markets, marketSchema);
