import { VectorTile } from "@mapbox/vector-tile";
import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import Protobuf from "pbf";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { drawCompetitionBoundaries } from "~/components/map/boundaries-drawing.server";
import { parseLandView } from "~/components/map/boundaries-geometry";
import { loader as tileLoader } from "~/routes/map.land.$z.$x.$y";
import { loader as pictureLoader } from "~/routes/map.land[.]svg";
import { loader as styleLoader } from "~/routes/map.style[.]json";
import type { Boundary } from "~/upstream/schemas/market";

const args = (headers: Record<string, string> = {}, path = "/map/land.svg") =>
  ({ request: new Request(`http://app.test${path}`, { headers }), params: {}, context: {} }) as unknown as LoaderFunctionArgs;
const tileArgs = (z: string, x: string, y: string, headers: Record<string, string> = {}) =>
  ({ request: new Request(`http://app.test/map/land/${z}/${x}/${y}`, { headers }), params: { z, x, y }, context: {} }) as unknown as LoaderFunctionArgs;
const leeds: Boundary = { type: "Polygon", coordinates: [[[-1.7, 53.7], [-1.4, 53.7], [-1.4, 53.9], [-1.7, 53.9], [-1.7, 53.7]]] };

describe("built-in base map", () => {
  test("MAP-01 the style is valid maplibre JSON whose only source is the app's own land tiles, at a relative address", async () => {
    const response = styleLoader();
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
    const style = await response.json();
    expect(validateStyleMin(style)).toEqual([]);
    expect(Object.values(style.sources)).toEqual([{ type: "vector", tiles: ["/map/land/{z}/{x}/{y}"], minzoom: 0, maxzoom: 7, attribution: "Natural Earth" }]);
    expect(style.layers.map((layer: { id: string; type: string; "source-layer"?: string }) => `${layer.id}:${layer.type}:${layer["source-layer"] ?? ""}`)).toEqual(["water:background:", "land:fill:land", "coastline:line:land"]);
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });

  test("MAP-01 a land tile is a vector tile of the land in it, with long cache headers; an unchanged copy is answered 304", async () => {
    // Zoom 5, x 15, y 10: 11.25°W–0°, 49.0°N–55.8°N, most of Great Britain and Ireland.
    const response = tileLoader(tileArgs("5", "15", "10"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
    expect(Number(response.headers.get("Cache-Control")!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    const tile = new VectorTile(new Protobuf(new Uint8Array(await response.arrayBuffer())));
    const layer = tile.layers.land;
    expect(layer.extent).toBe(4096);
    expect(layer.length).toBeGreaterThan(0);
    const polygons = Array.from({ length: layer.length }, (_, index) => layer.feature(index).toGeoJSON(15, 10, 5));
    expect(polygons.every((feature) => feature.geometry.type === "Polygon" || feature.geometry.type === "MultiPolygon")).toBe(true);
    // Leeds (1.55°W, 53.8°N) lies on land in it; a point of the Atlantic west of Ireland does not.
    const onLand = (lng: number, lat: number) => polygons.some((feature) => booleanPointInPolygon([lng, lat], feature as never));
    expect(onLand(-1.55, 53.8)).toBe(true);
    expect(onLand(-11, 53)).toBe(false);

    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^".+-5-15-10"$/);
    const again = tileLoader(tileArgs("5", "15", "10", { "If-None-Match": etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  test("MAP-01 open sea is an empty tile; an address with no tile (beyond zoom 7, outside the grid, not a number) is not found", async () => {
    // Zoom 5, x 12, y 12: 45°W–33.75°W, 32.0°N–41.0°N, open Atlantic west of the Azores.
    const sea = tileLoader(tileArgs("5", "12", "12"));
    expect(sea.status).toBe(200);
    expect(Object.keys(new VectorTile(new Protobuf(new Uint8Array(await sea.arrayBuffer()))).layers)).toEqual([]);
    for (const [z, x, y] of [["8", "0", "0"], ["2", "4", "0"], ["2", "0", "4"], ["-1", "0", "0"], ["a", "0", "0"], ["1", "0.5", "0"], ["1", "0", "1e0"]]) {
      expect(tileLoader(tileArgs(z, x, y)).status, `${z}/${x}/${y}`).toBe(404);
    }
  });

  test("MAP-01 the server-drawn map's land is a cached picture for the drawing's view, so pages do not carry the coastline", async () => {
    const drawing = drawCompetitionBoundaries([{ id: 1, name: "Leeds", boundary: leeds }], { width: 640, height: 480 });
    expect(drawing.landHref).toMatch(/^\/map\/land\.svg\?view=-1\.7%2C53\.7%2C-1\.4%2C53\.9&size=640x480&margin=16&sig=[\w-]{22}$/);
    const response = pictureLoader(args({}, drawing.landHref));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(Number(response.headers.get("Cache-Control")!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    const svg = await response.text();
    // It reaches a picture's width and height beyond each edge, for pages that letterbox the drawing.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-640 -480 1920 1440"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // Leeds is inland: fitted to it, the land fills the picture, clipped to its edges.
    expect(svg.match(/ d="([^"]+)"/)![1]).toMatch(/^M[-\d.,LM]+Z$/);
    const etag = response.headers.get("ETag")!;
    expect(pictureLoader(args({ "If-None-Match": etag }, drawing.landHref)).status).toBe(304);
  });

  test("MAP-01 a land picture address this app did not sign, or that names no drawable view, is refused", async () => {
    const signed = drawCompetitionBoundaries([{ id: 1, name: "Leeds", boundary: leeds }]).landHref;
    expect(pictureLoader(args({}, signed)).status).toBe(200);
    expect(pictureLoader(args({}, signed.replace("size=640x480", "size=641x480"))).status).toBe(400);
    expect(pictureLoader(args({}, signed.replace(/&sig=.*$/, ""))).status).toBe(400);
    expect(parseLandView(new URLSearchParams("view=-1,50,1,51&size=640x480&margin=16"))).toEqual({ bbox: [-1, 50, 1, 51], width: 640, height: 480, margin: 16 });
    for (const query of ["", "view=1,2,3&size=640x480&margin=16", "view=-1,50,-2,51&size=640x480&margin=16", "view=-1,50,1,51&size=9999x480&margin=16", "view=-1,50,1,51&size=640x480&margin=300", "view=-1,50,1,91&size=640x480&margin=16"]) {
      expect(parseLandView(new URLSearchParams(query)), query).toBeNull();
    }
  });

  test("MAP-01 a drawing with nothing to fit shows Great Britain, coastline and all", async () => {
    const drawing = drawCompetitionBoundaries([]);
    const svg = await pictureLoader(args({}, drawing.landHref)).text();
    expect(svg.match(/ d="([^"]+)"/)![1].length).toBeGreaterThan(5000);
  });

  test("MAP-01 the same outlines are drawn once and the drawing kept; a changed outline, name or size is drawn afresh", () => {
    const competitions = [{ id: 7, name: "Leeds flex", colour: "#aa3300", boundary: leeds }];
    const first = drawCompetitionBoundaries(competitions);
    // A later request parses the same outlines into new objects: the drawing is still the kept one.
    expect(drawCompetitionBoundaries(structuredClone(competitions))).toBe(first);
    const moved: Boundary = { type: "Polygon", coordinates: [[[-1.6, 53.7], [-1.4, 53.7], [-1.4, 53.9], [-1.6, 53.9], [-1.6, 53.7]]] };
    const redrawn = drawCompetitionBoundaries([{ ...competitions[0], boundary: moved }]);
    expect(redrawn).not.toBe(first);
    expect(redrawn.boundaries[0].d).not.toBe(first.boundaries[0].d);
    expect(drawCompetitionBoundaries([{ ...competitions[0], name: "Leeds and Bradford flex" }]).boundaries[0].name).toBe("Leeds and Bradford flex");
    expect(drawCompetitionBoundaries(competitions, { width: 320, height: 240 }).width).toBe(320);
  });
});
