import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { loader as landLoader } from "~/routes/map.land[.]json";
import { loader as styleLoader } from "~/routes/map.style[.]json";

const args = (headers: Record<string, string> = {}) => ({ request: new Request("http://app.test/map/land.json", { headers }), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

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
});
