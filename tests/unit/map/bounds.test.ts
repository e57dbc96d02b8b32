import { describe, expect, test } from "vitest";
import { DEFAULT_BBOX, FIT_MAX_ZOOM, FIT_OPTIONS, FIT_PADDING, boundaryBbox, competitionsWithoutCoordinates, fittedView, hasEmptyCoordinates, initialBbox, unionBbox, type BBox } from "~/domain/map/bounds";
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

describe("the map's first view", () => {
  const mercatorX = (lng: number) => (lng + 180) / 360;
  const mercatorY = (lat: number) => 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);

  test("MAP-04 MAP-03 fitting a box with padding 100: the box fills the room on its limiting side, centred, and the view contains it", () => {
    const box: BBox = [-8.65, 49.85, 1.9, 60.9];
    const view = fittedView(box, 1280, 640)!;
    const pixels = (from: number, to: number) => (to - from) * 512 * 2 ** view.zoom;
    const width = pixels(mercatorX(box[0]), mercatorX(box[2]));
    const height = pixels(mercatorY(box[3]), mercatorY(box[1]));
    // A wide map: the height is the limit, 640 less 2 × 100.
    expect(height).toBeCloseTo(440, 6);
    expect(width).toBeLessThan(1080);
    expect(view.bbox[0]).toBeLessThan(box[0]);
    expect(view.bbox[2]).toBeGreaterThan(box[2]);
    expect(pixels(mercatorX(view.bbox[0]), mercatorX(view.bbox[2]))).toBeCloseTo(1280, 6);
    expect(pixels(mercatorY(view.bbox[3]), mercatorY(view.bbox[1]))).toBeCloseTo(640, 6);
    expect((view.bbox[0] + view.bbox[2]) / 2).toBeCloseTo((box[0] + box[2]) / 2, 6);
  });

  test("MAP-04 a tiny box stops at max zoom 16, and a map without room has no view", () => {
    expect(fittedView([-1.5, 53.8, -1.5, 53.8], 800, 600)!.zoom).toBe(FIT_MAX_ZOOM);
    expect(fittedView([-8, 50, 2, 60], 150, 600)).toBeNull();
  });

  test("MAP-04 the map opens on the active competition's detailed outline, else its own, else all, else Great Britain", () => {
    const competitions = [
      { id: 1, boundary: square(-2, 51, 1) },
      { id: 2, boundary: square(0, 52, 1) },
    ];
    expect(initialBbox({ competitions, activeCompetitionId: 2, activeBoundary: square(0.2, 52.2, 0.5) })).toEqual([0.2, 52.2, 0.7, 52.7]);
    expect(initialBbox({ competitions, activeCompetitionId: 2 })).toEqual([0, 52, 1, 53]);
    expect(initialBbox({ competitions })).toEqual([-2, 51, 1, 53]);
    expect(initialBbox({ competitions: [] })).toEqual(DEFAULT_BBOX);
  });
});
