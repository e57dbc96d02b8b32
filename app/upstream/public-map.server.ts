import { COMPETITION_PAGE_SIZE } from "~/domain/market/enums";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import { competitionSchema, type Competition } from "./schemas/market";

const publicCompetitions = (client: Client) => resource(client, paths.publicCompetitions, competitionSchema);

/** The embeddable map's competitions (no login): one operator's, by id or slug, or everyone's. */
export function listPublicCompetitions(client: Client, { operator }: { operator?: string | null } = {}): Promise<Competition[]> {
  return publicCompetitions(client).fetchAll({ operator: operator || undefined }, { pageSize: COMPETITION_PAGE_SIZE });
}

/** One public competition with its service windows and detailed boundary. */
export function getPublicCompetition(client: Client, id: number): Promise<Competition> {
  return publicCompetitions(client).get(id);
}
