import { z } from "zod";
import type { Client, Query } from "./client.server";
import { paths } from "./paths";
import { dfsEventSchema, organisationSchema, roadmapItemSchema, preferencesSchema, reportSchemas, type ReportName, type ReportRows } from "./schemas/registration";

/** The signed-in user's organisation details, own preferences, DFS events and (operators) analytics reports and roadmap. */
export function organisationApi(client: Client) {
  return {
    organisation: async () => (await client.json("GET", paths.organisation, organisationSchema)).data,
    updateOrganisation: async (changes: Record<string, unknown>) => (await client.json("PATCH", paths.organisation, organisationSchema, { body: changes })).data,
    preferences: async () => (await client.json("GET", paths.preferences, preferencesSchema)).data,
    updatePreferences: async (changes: Record<string, unknown>) => (await client.json("PATCH", paths.preferences, preferencesSchema, { body: changes })).data,
    dfsEvents: async () => (await client.json("GET", paths.dfsEvents, z.array(dfsEventSchema))).data,
    roadmap: async () => (await client.json("GET", paths.roadmap, z.array(roadmapItemSchema))).data,
    report: async <R extends ReportName>(name: R, query: Query): Promise<ReportRows<R>> =>
      (await client.json("GET", paths.analyticsReport(name), reportSchemas[name], { query })).data as ReportRows<R>,
  };
}
