/**
 * Dashboard map filters (001 §2, MAP-05): voltages, operators, statuses and tags, read from
 * repeated GET parameters so the filter form works without JavaScript. Within one group a
 * competition needs to match any ticked value; across groups it must match every group;
 * an empty group does not filter.
 */
import { COMPETITION_TAGS, MAP_VOLTAGES, UNTAGGED, type CompetitionStatus, type CompetitionTag } from "~/domain/market/enums";

export const MAP_STATUS_FILTERS = ["open", "qualifying", "visibility"] as const satisfies readonly CompetitionStatus[];
export type MapStatusFilter = (typeof MAP_STATUS_FILTERS)[number];

export const MAP_TAG_FILTERS = [UNTAGGED, ...COMPETITION_TAGS] as const;
export type MapTagFilter = (typeof MAP_TAG_FILTERS)[number];

export type MapVoltage = (typeof MAP_VOLTAGES)[number];

/** The query parameter names; `competition` is the active competition and survives filtering. */
export const MAP_FILTER_PARAMS = { voltage: "voltage", operator: "operator", status: "status", tag: "tag" } as const;
export const COMPETITION_PARAM = "competition";

export type MapFilters = {
  voltages: MapVoltage[];
  /** System operator ids. */
  operators: number[];
  statuses: MapStatusFilter[];
  tags: MapTagFilter[];
};

export const NO_MAP_FILTERS: MapFilters = { voltages: [], operators: [], statuses: [], tags: [] };

/** What the filters read of a competition: the wire shape, with `operator` an id or expanded. */
export type FilterableCompetition = {
  status?: CompetitionStatus | null;
  operator?: number | { id: number } | null;
  tag?: CompetitionTag | null;
  min_connection_voltage?: number | null;
  max_connection_voltage?: number | null;
};

/** Keeps the offered values only, once each, in the order they are offered. */
function offered<T>(choices: readonly T[], picked: readonly T[]): T[] {
  return choices.filter((choice) => picked.includes(choice));
}

export function parseMapFilters(params: URLSearchParams): MapFilters {
  const voltages = params.getAll(MAP_FILTER_PARAMS.voltage).map(Number);
  const operators = params
    .getAll(MAP_FILTER_PARAMS.operator)
    .filter((value) => /^\d+$/.test(value))
    .map(Number);
  return {
    voltages: offered(MAP_VOLTAGES, voltages as MapVoltage[]),
    operators: [...new Set(operators)].sort((a, b) => a - b),
    statuses: offered(MAP_STATUS_FILTERS, params.getAll(MAP_FILTER_PARAMS.status) as MapStatusFilter[]),
    tags: offered(MAP_TAG_FILTERS, params.getAll(MAP_FILTER_PARAMS.tag) as MapTagFilter[]),
  };
}

export function hasMapFilters(filters: MapFilters): boolean {
  return filters.voltages.length + filters.operators.length + filters.statuses.length + filters.tags.length > 0;
}

export function operatorIdOf(competition: FilterableCompetition): number | null {
  const { operator } = competition;
  if (operator == null) return null;
  return typeof operator === "number" ? operator : operator.id;
}

/** A null tag shows, and filters, as Untagged. */
export function tagOf(competition: FilterableCompetition): MapTagFilter {
  return competition.tag ?? UNTAGGED;
}

/** A missing bound leaves that side of the range open. */
export function acceptsVoltage(competition: FilterableCompetition, voltage: number): boolean {
  const min = competition.min_connection_voltage ?? -Infinity;
  const max = competition.max_connection_voltage ?? Infinity;
  return min <= voltage && voltage <= max;
}

export function matchesMapFilters(competition: FilterableCompetition, filters: MapFilters): boolean {
  if (filters.voltages.length && !filters.voltages.some((voltage) => acceptsVoltage(competition, voltage))) return false;
  if (filters.operators.length) {
    const operator = operatorIdOf(competition);
    if (operator == null || !filters.operators.includes(operator)) return false;
  }
  if (filters.statuses.length && !filters.statuses.includes(competition.status as MapStatusFilter)) return false;
  if (filters.tags.length && !filters.tags.includes(tagOf(competition))) return false;
  return true;
}

export function applyMapFilters<C extends FilterableCompetition>(competitions: readonly C[], filters: MapFilters): C[] {
  return hasMapFilters(filters) ? competitions.filter((competition) => matchesMapFilters(competition, filters)) : [...competitions];
}

/**
 * The filters as repeated parameters, with the active competition kept, e.g.
 * `competition=7&voltage=11&tag=Untagged`. No leading `?`.
 */
export function mapFiltersQuery(filters: MapFilters, competition?: number | string | null): string {
  const params = new URLSearchParams();
  if (competition != null && competition !== "") params.set(COMPETITION_PARAM, String(competition));
  for (const voltage of filters.voltages) params.append(MAP_FILTER_PARAMS.voltage, String(voltage));
  for (const operator of filters.operators) params.append(MAP_FILTER_PARAMS.operator, String(operator));
  for (const status of filters.statuses) params.append(MAP_FILTER_PARAMS.status, status);
  for (const tag of filters.tags) params.append(MAP_FILTER_PARAMS.tag, tag);
  return params.toString();
}

/** Translation keys (namespace `map`) of the offered statuses and tags. */
export const MAP_STATUS_LABEL_KEYS: Record<MapStatusFilter, string> = {
  open: "competitionStatus.open",
  qualifying: "competitionStatus.qualifying",
  visibility: "competitionStatus.visibility",
};
export const MAP_TAG_LABEL_KEYS: Record<MapTagFilter, string> = {
  Untagged: "tag.untagged",
  "Day Ahead": "tag.dayAhead",
  "Week Ahead": "tag.weekAhead",
};
