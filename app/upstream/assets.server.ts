import { z } from "zod";
import { ASSET_ID_CHUNK, LARGE_PAGE_SIZE } from "~/domain/market/enums";
import { FETCH_BY_IDS_CHUNK } from "~/domain/session-constants";
import { logger } from "~/observability/logger.server";
import type { Client } from "./client.server";
import type { MarketRole } from "./competitions.server";
import { UpstreamError } from "./errors";
import { paths } from "./paths";
import { resource } from "./resources.server";
import {
  assetSchema,
  assetsFileSchema,
  assetSummarySchema,
  qualificationSchema,
  qualifyingAssetSchema,
  type Asset,
  type AssetSummary,
  type Qualification,
  type QualifyingAsset,
} from "./schemas/market";

export async function assetSummary(client: Client, role: MarketRole, competitionId: number | string): Promise<AssetSummary> {
  const path = role === "systemoperator" ? paths.operatorAssetSummary : paths.assetSummary;
  return (await client.json("GET", path, assetSummarySchema, { query: { competition: competitionId } })).data;
}

/**
 * Map pins. Providers: their assets qualifying in open competitions (or in one competition);
 * operators: the assets in their competitions, every page of 1000.
 */
/**
 * Map pins run to tens of pages in a large market; four pages in flight at a time (CALL-05's
 * optional concurrency) overlap the upstream's work with reading the pages already received.
 */
const PIN_PAGES_IN_FLIGHT = 4;

export function qualifyingAssets(
  client: Client,
  role: MarketRole,
  { competitionId, withinArea = false }: { competitionId?: number | string; withinArea?: boolean } = {},
): Promise<QualifyingAsset[]> {
  if (role === "systemoperator") {
    return resource(client, paths.operatorQualifyingAssets, qualifyingAssetSchema).fetchAll(
      { competition: competitionId, within_operators_area: withinArea ? "true" : undefined },
      { pageSize: LARGE_PAGE_SIZE, concurrency: PIN_PAGES_IN_FLIGHT },
    );
  }
  const query = competitionId === undefined ? { open_competitions: "True" } : { competition: competitionId };
  return resource(client, paths.qualifyingAssets, qualifyingAssetSchema).fetchAll(query, { pageSize: LARGE_PAGE_SIZE, concurrency: PIN_PAGES_IN_FLIGHT });
}

/** The provider's planned assets qualified in open competitions. */
export function plannedAssets(client: Client): Promise<QualifyingAsset[]> {
  return resource(client, paths.plannedAssets, qualifyingAssetSchema).fetchAll({ qualified: "True", open_competitions: "True" }, { pageSize: LARGE_PAGE_SIZE, concurrency: PIN_PAGES_IN_FLIGHT });
}

/** The provider's qualifications in open competitions (or one competition), planned assets included. */
export function qualifications(client: Client, { competitionId }: { competitionId?: number | string } = {}): Promise<Qualification[]> {
  return resource(client, paths.qualifications, qualificationSchema).fetchAll(
    { competition_status: competitionId === undefined ? "open" : undefined, competition: competitionId, action: "include_planned" },
    { pageSize: LARGE_PAGE_SIZE },
  );
}

/** Assets by id, in chunks (500 under the many-assets flag, else 1000). */
export function providerAssets(client: Client, ids: readonly number[], { manyAssets = false } = {}): Promise<Asset[]> {
  return resource(client, paths.providerAssets, assetSchema).fetchByIds(ids, {}, { param: "flex_asset_ids", chunkSize: manyAssets ? ASSET_ID_CHUNK : FETCH_BY_IDS_CHUNK });
}

export function providerPlannedAssets(client: Client, ids: readonly number[], { manyAssets = false } = {}): Promise<Asset[]> {
  return resource(client, paths.providerPlannedAssets, assetSchema).fetchByIds(ids, {}, { param: "planned_asset_ids", chunkSize: manyAssets ? ASSET_ID_CHUNK : FETCH_BY_IDS_CHUNK });
}

async function assetsFromFile(client: Client): Promise<Asset[] | null> {
  let url: string;
  try {
    url = (await client.json("GET", paths.assetsFile, assetsFileSchema)).data.url;
  } catch (error) {
    // No file yet is the usual case for small providers: page through instead, without a report.
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
  try {
    // A pre-signed object-storage link: it carries its own authorisation, so no token is sent.
    const response = await fetch(url, { signal: AbortSignal.timeout(client.options.timeoutMs ?? 15_000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return z.array(assetSchema).parse(await response.json());
  } catch (error) {
    logger.warn({ err: error }, "assets file could not be read; paging through the assets instead");
    return null;
  }
}

/** Every asset of the provider: from its assets.json file when there is one, else page by page. */
export async function assetsOverview(client: Client): Promise<Asset[]> {
  return (await assetsFromFile(client)) ?? resource(client, paths.assetsOverview, assetSchema).fetchAll({}, { pageSize: LARGE_PAGE_SIZE });
}
