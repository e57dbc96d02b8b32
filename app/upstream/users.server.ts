import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";

export const currentUserSchema = z.object({
  first_name: z.string().default(""),
  last_name: z.string().default(""),
  email: z.string().default(""),
});

/** The features answer is a set of names, each true: `{"gateway_full_tier": true, …}`. */
const featuresSchema = z.record(z.string(), z.boolean());

export const TEAM_ROLE_VALUES = [
  "admin",
  "account",
  "analytics",
  "dispatch",
  "operations",
  "settlement",
  "comp-admin",
  "dispatch-admin",
  "bid-admin",
  "load-mod-buyer",
  "open-market-buyer",
  "obligations-apis",
] as const;

export const teamMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string().default(""),
  last_name: z.string().default(""),
  roles: z.array(z.string()).default([]),
  is_activated: z.boolean(),
  is_active: z.boolean().default(true),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;

export function usersApi(client: Client) {
  return {
    currentUser: async () => (await client.json("GET", paths.currentUser, currentUserSchema)).data,
    features: async () => {
      const { data } = await client.json("GET", paths.features, featuresSchema);
      return Object.keys(data).filter((name) => data[name]);
    },
    teamMembers: resource(client, paths.teamMembers, teamMemberSchema),
  };
}
