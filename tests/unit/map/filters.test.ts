import { describe, expect, test } from "vitest";
import {
  NO_MAP_FILTERS,
  acceptsVoltage,
  applyMapFilters,
  hasMapFilters,
  mapFiltersQuery,
  parseMapFilters,
  tagOf,
  type FilterableCompetition,
} from "~/domain/map/filters";

type Row = FilterableCompetition & { id: number };

const competitions: Row[] = [
  { id: 1, status: "open", operator: 10, tag: null, min_connection_voltage: 0.24, max_connection_voltage: 0.24 },
  { id: 2, status: "qualifying", operator: { id: 20 }, tag: "Day Ahead", min_connection_voltage: 11, max_connection_voltage: 33 },
  { id: 3, status: "visibility", operator: 10, tag: "Week Ahead", min_connection_voltage: 0.4, max_connection_voltage: 11 },
  { id: 4, status: "closed", operator: 30, tag: "Day Ahead", min_connection_voltage: null, max_connection_voltage: 6.6 },
];

const ids = (rows: Row[]) => rows.map((row) => row.id);
const query = (text: string) => parseMapFilters(new URLSearchParams(text));

describe("map filters", () => {
  test("MAP-05 repeated GET parameters parse into voltages, operators, statuses and tags; unknown values are dropped", () => {
    const filters = query("voltage=22&voltage=0.24&voltage=5&operator=20&operator=x&operator=10&operator=20&status=open&status=archived&tag=Untagged&tag=Day+Ahead&tag=Monthly");
    expect(filters).toEqual({ voltages: [0.24, 22], operators: [10, 20], statuses: ["open"], tags: ["Untagged", "Day Ahead"] });
    expect(query("")).toEqual(NO_MAP_FILTERS);
    expect(hasMapFilters(query("competition=4"))).toBe(false);
    expect(hasMapFilters(query("tag=Week+Ahead"))).toBe(true);
  });

  test("MAP-05 a competition matches a voltage that lies within its connection voltage range, bounds included", () => {
    expect(acceptsVoltage(competitions[1], 11)).toBe(true);
    expect(acceptsVoltage(competitions[1], 22)).toBe(true);
    expect(acceptsVoltage(competitions[1], 0.24)).toBe(false);
    expect(acceptsVoltage(competitions[2], 0.24)).toBe(false);
    expect(acceptsVoltage(competitions[2], 11)).toBe(true);
    expect(acceptsVoltage(competitions[3], 0.24)).toBe(true);
    expect(ids(applyMapFilters(competitions, query("voltage=11")))).toEqual([2, 3]);
    expect(ids(applyMapFilters(competitions, query("voltage=0.24&voltage=22")))).toEqual([1, 2, 4]);
  });

  test("MAP-05 a null tag shows and filters as Untagged", () => {
    expect(tagOf(competitions[0])).toBe("Untagged");
    expect(tagOf(competitions[1])).toBe("Day Ahead");
    expect(ids(applyMapFilters(competitions, query("tag=Untagged")))).toEqual([1]);
    expect(ids(applyMapFilters(competitions, query("tag=Untagged&tag=Week+Ahead")))).toEqual([1, 3]);
  });

  test("MAP-05 operators match by id whether expanded or not; statuses open, qualifying and visibility are offered", () => {
    expect(ids(applyMapFilters(competitions, query("operator=10")))).toEqual([1, 3]);
    expect(ids(applyMapFilters(competitions, query("operator=20")))).toEqual([2]);
    expect(ids(applyMapFilters(competitions, query("status=qualifying&status=visibility")))).toEqual([2, 3]);
    expect(ids(applyMapFilters(competitions, query("status=closed")))).toEqual([1, 2, 3, 4]);
  });

  test("MAP-05 groups combine: any value within a group, every group across them; no filters keep all", () => {
    expect(ids(applyMapFilters(competitions, query("operator=10&tag=Week+Ahead")))).toEqual([3]);
    expect(ids(applyMapFilters(competitions, query("operator=10&status=qualifying")))).toEqual([]);
    expect(ids(applyMapFilters(competitions, NO_MAP_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  test("MAP-05 filters serialise back to repeated parameters, keeping the active competition, and parse to the same", () => {
    const filters = query("tag=Untagged&voltage=11&operator=20&status=open&voltage=0.24");
    const text = mapFiltersQuery(filters, 7);
    expect(text).toBe("competition=7&voltage=0.24&voltage=11&operator=20&status=open&tag=Untagged");
    expect(parseMapFilters(new URLSearchParams(text))).toEqual(filters);
    expect(mapFiltersQuery(NO_MAP_FILTERS, null)).toBe("");
    expect(mapFiltersQuery(query("tag=Day+Ahead"))).toBe("tag=Day+Ahead");
  });
});
