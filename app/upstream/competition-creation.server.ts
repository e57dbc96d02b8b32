import type { CompetitionPayload } from "~/domain/competition-form/payload";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import { competitionSchema, type Competition } from "./schemas/market";

/** POST flex/operator/competitions/: a system operator's new competition, as the upstream saved it. */
export function createCompetition(client: Client, payload: CompetitionPayload): Promise<Competition> {
  return resource(client, paths.operatorCompetitions, competitionSchema).create(payload);
}
