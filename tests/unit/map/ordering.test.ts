import { expect, test } from "vitest";
import { orderCompetitions } from "~/domain/map/ordering";

test("MAP-07 competitions with qualifying assets come first, most assets first, then by name", () => {
  const ordered = orderCompetitions([
    { id: 1, name: "Bravo", qualifying_assets: 0 },
    { id: 2, name: "alpha", qualifying_assets: 3 },
    { id: 3, name: "Charlie", qualifying_assets: 12 },
    { id: 4, name: "Alpha", qualifying_assets: undefined },
    { id: 5, name: "Delta", qualifying_assets: 3 },
    { id: 6, name: "Area 10", qualifying_assets: 0 },
    { id: 7, name: "Area 9", qualifying_assets: 0 },
  ]);
  expect(ordered.map((competition) => competition.id)).toEqual([3, 2, 5, 4, 7, 6, 1]);
});

test("MAP-07 ordering does not change the list it was given", () => {
  const list = [
    { id: 1, name: "B", qualifying_assets: 0 },
    { id: 2, name: "A", qualifying_assets: 1 },
  ];
  orderCompetitions(list);
  expect(list.map((competition) => competition.id)).toEqual([1, 2]);
});
