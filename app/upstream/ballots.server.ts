import { BALLOTS_PAGE_SIZE } from "~/domain/market/enums";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import { ballotAssetGroupSchema, ballotSchema, competitionBallotSchema, type BallotAsset } from "./schemas/bidding";
import { countSchema } from "./schemas/market";

type Id = number | string;

export type BallotQuery = { competition?: Id; isActive?: boolean };

const ballots = (client: Client) => resource(client, paths.ballots, ballotSchema);
const groups = (client: Client) => resource(client, paths.ballotAssetGroups, ballotAssetGroupSchema);

/** One page of the caller's ballots, newest first (pages of 100). */
export function listBallots(client: Client, { competition, isActive = true, limit = BALLOTS_PAGE_SIZE, offset = 0 }: BallotQuery & { limit?: number; offset?: number } = {}) {
  return ballots(client).list({ is_active: isActive, competition, ordering: "-created", limit, offset });
}

/** Every page of the caller's ballots, newest first. */
export function allBallots(client: Client, { competition, isActive = true }: BallotQuery = {}) {
  return ballots(client).fetchAll({ is_active: isActive, competition, ordering: "-created" }, { pageSize: BALLOTS_PAGE_SIZE, concurrency: 2 });
}

export const getBallot = (client: Client, id: Id) => ballots(client).get(id);

/** The ballot view: the ballot with its bids and asset groups. */
export async function competitionBallot(client: Client, competitionId: Id, ballotId: Id) {
  return (await client.json("GET", paths.competitionBallot(competitionId, ballotId), competitionBallotSchema)).data;
}

/** A new bid set in an open competition for the caller's qualifying assets. */
export const createBallot = (client: Client, competition: Id, assets: BallotAsset[]) =>
  ballots(client).create({ competition, asset_group: { ballot_assets: assets } });

/** Deletes bid sets: the ballots and their bids become inactive. */
export const deleteBallots = (client: Client, ids: Id[]) => ballots(client).setInactive(ids);

/** How many active ballots the caller has in a competition. */
export async function ballotsCount(client: Client, competition: Id): Promise<number> {
  return (await client.json("GET", paths.ballotsCount, countSchema, { query: { competition, is_active: true } })).data.count;
}

/** A ballot's active asset groups. */
export const assetGroups = (client: Client, ballot: Id) => groups(client).fetchAll({ ballot, is_active: true });

/** A new asset selection for a ballot; the upstream makes the earlier group inactive. */
export const addAssetGroup = (client: Client, ballot: Id, assets: BallotAsset[]) => groups(client).create({ ballot, ballot_assets: assets });
