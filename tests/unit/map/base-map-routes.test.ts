import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { drawCompetitionBoundaries } from "~/components/map/boundaries-drawing.server";
import { parseLandView } from "~/components/map/boundaries-geometry";
import { loader as landLoader } from "~/routes/map.land[.]json";
import { loader as pictureLoader } from "~/routes/map.land[.]svg";
import { loader as styleLoader } from "~/routes/map.style[.]json";
import type { Boundary } from "~/upstream/schemas/market";

const args = (headers: Record<string, string> = {}, path = "/map/land.json") =>
  ({ request: new Request(`http://app.test${path}`, { headers }), params: {}, context: {} }) as unknown as LoaderFunctionArgs;
const leeds: Boundary = { type: "Polygon", coordinates: [[[-1.7, 53.7], [-1.4, 53.7], [-1.4, 53.9], [-1.7, 53.9], [-1.7, 53.7]]] };

describe("built-in base map", () => {
  test("MAP-01 the style is valid maplibre JSON whose only source is the app's own land GeoJSON", async () => {
    const response = styleLoader();
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
    const style = await response.json();
    expect(validateStyleMin(style)).toEqual([]);
    expect(Object.values(style.sources)).toEqual([{ type: "geojson", data: "/map/land.json", attribution: "Natural Earth" }]);
    expect(style.layers.map((layer: { id: string; type: string }) => `${layer.id}:${layer.type}`)).toEqual(["water:background", "land:fill", "coastline:line"]);
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });

  test("MAP-01 the land is GeoJSON with long cache headers, and an unchanged copy is answered 304", async () => {
    const response = landLoader(args());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/geo+json");
    expect(Number(response.headers.get("Cache-Control")!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    const body = await response.json();
    expect(body.type).toBe("FeatureCollection");
    const types = body.features.map((feature: { geometry: { type: string } }) => feature.geometry.type);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type: string) => type === "Polygon" || type === "MultiPolygon")).toBe(true);
    // Coordinates are rounded to the source's precision (three decimals).
    const numbers = JSON.stringify(body.features[0].geometry.coordinates).match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((number: string) => number.split(".")[1].length <= 3)).toBe(true);
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = landLoader(args({ "If-None-Match": etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
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
});
