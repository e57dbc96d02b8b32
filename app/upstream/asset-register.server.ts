import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import {
  assetEligibilitySchema,
  competitionAssetSchema,
  operatorQualificationSchema,
  overrideReasonSchema,
  putForwardRowSchema,
  qualificationOverviewSchema,
  registerAssetSchema,
  unavailabilitySchema,
} from "./schemas/assets";

export const REGISTER_PAGE_SIZE = 50;

export type RegisterFilters = { search?: string; asset_category?: string; voltage_level?: string; status?: string; qualified?: string; planned?: string };

/** One page of the provider's asset register, filtered. */
export function registerPage(client: Client, filters: RegisterFilters, page: number) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return resource(client, paths.assetRegister, registerAssetSchema).list({ ...query, limit: REGISTER_PAGE_SIZE, offset: (page - 1) * REGISTER_PAGE_SIZE });
}

/** The provider's assets to choose from in a form (active first page of 500). */
export const assetChoices = async (client: Client) =>
  (await resource(client, paths.assetRegister, registerAssetSchema).list({ limit: 500, offset: 0 })).items.filter((asset) => asset.status !== "inactive");

const collectionOf = (planned: boolean) => (planned ? paths.providerPlannedAssets : paths.providerAssets);

export const getAsset = (client: Client, id: number | string, planned: boolean) => resource(client, collectionOf(planned), registerAssetSchema).get(id);
export const createAsset = (client: Client, body: Record<string, unknown>, planned: boolean) => resource(client, collectionOf(planned), registerAssetSchema).create(body);
export const updateAsset = (client: Client, id: number | string, body: Record<string, unknown>, planned: boolean) =>
  resource(client, collectionOf(planned), registerAssetSchema).patch(id, body);
/** Removing an asset sets it inactive; the Flex API keeps it for past contracts. */
export const removeAsset = (client: Client, id: number) => resource(client, paths.providerAssets, registerAssetSchema).setInactive([id]);

export async function assetEligibility(client: Client, id: number | string, planned: boolean) {
  return (await client.json("GET", paths.assetEligibility, z.array(assetEligibilitySchema), { query: { flex_asset: id, planned: planned ? "true" : undefined } })).data;
}

/** Every asset of the provider as it stands for one competition in qualification. */
export async function competitionAssets(client: Client, competition: number) {
  return (await client.json("GET", paths.assetEligibility, z.array(competitionAssetSchema), { query: { competition } })).data;
}

export async function qualificationOverview(client: Client) {
  return (await client.json("GET", paths.qualificationOverview, z.array(qualificationOverviewSchema))).data;
}

export async function putForward(client: Client, competition: number, flexAssetIds: number[], plannedAssetIds: number[]) {
  const body = { competition, flex_asset_ids: flexAssetIds, planned_asset_ids: plannedAssetIds };
  return (await client.json("POST", paths.qualifications, z.array(putForwardRowSchema), { body })).data;
}

export const operatorQualifications = (client: Client, competition: number | string) =>
  resource(client, paths.operatorQualifications, operatorQualificationSchema).fetchAll({ competition });

export async function override(client: Client, qualification: number, decision: "qualified" | "disqualified" | "clear", reason: string | null) {
  await (await client.send("POST", paths.operatorOverrides, { body: { qualification, decision, reason } })).text();
}

export async function overrideReasons(client: Client): Promise<string[]> {
  return (await client.json("GET", paths.overrideReasons, z.array(overrideReasonSchema))).data.map((row) => row.code);
}

const stackingRuleSchema = z.object({ product_type: z.string(), stacks_with: z.array(z.string()) });

/** Which product types an asset may be contracted for at the same times (the stacking rules matrix). */
export async function stackingRules(client: Client) {
  return (await client.json("GET", paths.stackingRules, z.array(stackingRuleSchema))).data;
}

export const unavailabilities = (client: Client) => resource(client, paths.assetUnavailabilities, unavailabilitySchema).fetchAll({});
export const changeUnavailability = (client: Client, id: number, body: { unavailable_from: string; unavailable_to: string; reason: string }) =>
  resource(client, paths.assetUnavailabilities, unavailabilitySchema).patch(id, body);
export const withdrawUnavailability = (client: Client, id: number) => resource(client, paths.assetUnavailabilities, unavailabilitySchema).remove(id);
export const declareUnavailability = (client: Client, body: { flex_asset: number; planned: boolean; unavailable_from: string; unavailable_to: string; reason: string }) =>
  resource(client, paths.assetUnavailabilities, unavailabilitySchema).create(body);

