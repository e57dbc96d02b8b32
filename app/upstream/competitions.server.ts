import { z } from "zod";
import { COMPETITION_PAGE_SIZE, LARGE_PAGE_SIZE, OPERATOR_PAGE_SIZE, type CompetitionStatus } from "~/domain/market/enums";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import {
  boundarySchema,
  choiceSchema,
  competitionSchema,
  gridSupplyPointSchema,
  searchResultSchema,
  systemOperatorSchema,
  type Boundary,
  type Choice,
  type Competition,
  type GridSupplyPoint,
  type SearchResult,
  type SystemOperator,
} from "./schemas/market";

export type MarketRole = "flexprovider" | "systemoperator";

export type CompetitionListOptions = {
  role: MarketRole;
  /** Inclusive, in lifecycle order; providers default to qualifying … closed. */
  fromStatus?: CompetitionStatus;
  toStatus?: CompetitionStatus;
  ids?: readonly number[];
  includeArchived?: boolean;
  fidelity?: "low" | "detailed";
  /** Operators: every competition in their licence areas (needs the area flag upstream). */
  withinArea?: boolean;
  /** Only these keys (e.g. id, name, status when fetching by ids); no expansion then. */
  fields?: readonly string[];
};

const competitionsOf = (client: Client, role: MarketRole) =>
  resource(client, role === "systemoperator" ? paths.operatorCompetitions : paths.competitions, competitionSchema);

/** The dashboard's competitions with their operator and low-fidelity boundary, every page of 200. */
export function listCompetitions(client: Client, options: CompetitionListOptions): Promise<Competition[]> {
  const provider = options.role === "flexprovider";
  return competitionsOf(client, options.role).fetchAll(
    {
      expand: options.fields ? undefined : ["operator", "boundary"],
      boundary_fidelity: options.fields ? undefined : options.fidelity ?? "low",
      require_boundary: options.fields ? undefined : "true",
      from_status: options.fromStatus ?? (provider ? "qualifying" : undefined),
      to_status: options.toStatus ?? (provider ? "closed" : undefined),
      ordering: ["name", "id"],
      include_archived: options.includeArchived ? "true" : undefined,
      competition_ids: options.ids?.length ? options.ids : undefined,
      within_operators_area: !provider && options.withinArea ? "true" : undefined,
      fields: options.fields,
    },
    { pageSize: COMPETITION_PAGE_SIZE },
  );
}

/** One competition: providers get its operator and service windows, operators also its confirmation. */
export function getCompetition(client: Client, id: number | string, role: MarketRole, { includeArchived = false } = {}): Promise<Competition> {
  const expand = role === "systemoperator" ? ["operator", "service_periods.windows", "confirmation"] : ["operator", "service_periods.windows"];
  return competitionsOf(client, role).get(id, { expand, include_archived: includeArchived ? "true" : undefined });
}

export async function getBoundary(client: Client, id: number | string): Promise<Boundary> {
  return (await client.json("GET", paths.competitionBoundary(id), boundarySchema)).data;
}

/**
 * The operator's competitions by name, with only what a list of them shows (name, reference,
 * status, confirmation); `closedOnly` is the results list (name, id and confirmation).
 */
export function listOperatorCompetitions(client: Client, { withinArea = false, closedOnly = false, includeArchived = false } = {}): Promise<Competition[]> {
  return competitionsOf(client, "systemoperator").fetchAll(
    {
      within_operators_area: withinArea ? "true" : undefined,
      with_status: closedOnly ? "closed" : undefined,
      include_archived: includeArchived ? "true" : undefined,
      fields: closedOnly ? ["name", "id", "confirmation"] : ["id", "name", "reference", "status", "confirmation"],
      expand: "confirmation",
      ordering: "name",
    },
    { pageSize: COMPETITION_PAGE_SIZE },
  );
}

export async function search(client: Client, q: string): Promise<SearchResult[]> {
  if (!q.trim()) return [];
  return (await client.json("GET", paths.mapSearch, z.array(searchResultSchema), { query: { q: q.trim() } })).data;
}

export function systemOperators(client: Client): Promise<SystemOperator[]> {
  return resource(client, paths.systemOperators, systemOperatorSchema).fetchAll({ fields: ["brand_colour", "slug"] }, { pageSize: OPERATOR_PAGE_SIZE });
}

export function gridSupplyPoints(client: Client, competitionId: number | string): Promise<GridSupplyPoint[]> {
  return resource(client, paths.gridSupplyPoints, gridSupplyPointSchema).fetchAll({ competition: competitionId }, { pageSize: LARGE_PAGE_SIZE });
}

/** The reference lists of voltages (kV), need types and product types. */
export function choices(client: Client, list: "voltages" | "needTypes" | "productTypes"): Promise<Choice[]> {
  return resource(client, paths[list], choiceSchema).fetchAll({}, { pageSize: LARGE_PAGE_SIZE });
}
