import { describe, expect, test } from "vitest";
import { FIT_MAX_ZOOM, FIT_OPTIONS, FIT_PADDING, boundaryBbox, competitionsWithoutCoordinates, hasEmptyCoordinates, unionBbox } from "~/domain/map/bounds";
import type { Boundary } from "~/upstream/schemas/market";
import { square } from "./fixtures";

describe("competition bounds", () => {
  test("MAP-04 the map fits the active competition with padding 100 and max zoom 16", () => {
    expect(FIT_PADDING).toBe(100);
    expect(FIT_MAX_ZOOM).toBe(16);
    expect(FIT_OPTIONS).toEqual({ padding: 100, maxZoom: 16 });
  });

  test("MAP-04 the bounding box of a Polygon and of a MultiPolygon", () => {
    expect(boundaryBbox(square(-2, 51, 0.5))).toEqual([-2, 51, -1.5, 51.5]);
    const multi: Boundary = {
      type: "MultiPolygon",
      coordinates: [(square(-3, 50, 1) as { coordinates: [number, number][][] }).coordinates, (square(1, 54, 0.25) as { coordinates: [number, number][][] }).coordinates],
    };
    expect(boundaryBbox(multi)).toEqual([-3, 50, 1.25, 54.25]);
    expect(unionBbox([boundaryBbox(square(0, 0, 1)), null, boundaryBbox(square(-5, 2, 1))])).toEqual([-5, 0, 1, 3]);
    expect(unionBbox([null])).toBeNull();
  });

  test("MAP-08 outlines without coordinates are found, have no box, and the competitions stay for the caller to show", () => {
    const empty: Boundary = { type: "Polygon", coordinates: [] };
    const emptyRing: Boundary = { type: "MultiPolygon", coordinates: [[[]]] };
    expect(hasEmptyCoordinates(empty)).toBe(true);
    expect(hasEmptyCoordinates(emptyRing)).toBe(true);
    expect(hasEmptyCoordinates(null)).toBe(true);
    expect(hasEmptyCoordinates(square(0, 0, 1))).toBe(false);
    expect(boundaryBbox(empty)).toBeNull();
    const competitions = [
      { id: 1, boundary: square(0, 0, 1) },
      { id: 2, boundary: empty },
      { id: 3, boundary: null },
    ];
    expect(competitionsWithoutCoordinates(competitions).map((competition) => competition.id)).toEqual([2, 3]);
    expect(competitions).toHaveLength(3);
  });
});
