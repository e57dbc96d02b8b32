import { createExpression } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, test } from "vitest";
import {
  CLUSTER_COLOUR_EXPRESSION,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  CLUSTER_STYLE_EXPRESSION,
  clusterCounts,
  clusterStyle,
} from "~/domain/map/clusters";
import { CLUSTER_COLOURS } from "~/domain/map/colours";

// maplibre's own expression engine, so the map is checked against the same rule as the badges.
function evaluate(expression: unknown, properties: Record<string, unknown>, spec?: Parameters<typeof createExpression>[1]) {
  const parsed = createExpression(expression, spec);
  if (parsed.result !== "success") throw new Error(JSON.stringify(parsed.value));
  return parsed.value.evaluate({ zoom: 5 }, { type: 1, properties });
}
const colourSpec = { type: "color", "property-type": "data-driven", expression: { interpolated: false, parameters: ["zoom", "feature"] } } as Parameters<typeof createExpression>[1];

const cases = [
  { qualified: 4, unqualified: 2, style: "mixed" },
  { qualified: 5, unqualified: 0, style: "qualified" },
  { qualified: 0, unqualified: 3, style: "unqualified" },
] as const;

describe("asset clusters", () => {
  test("MAP-03 cluster radius 58 and cluster max zoom 8", () => {
    expect(CLUSTER_RADIUS).toBe(58);
    expect(CLUSTER_MAX_ZOOM).toBe(8);
  });

  test("MAP-03 a cluster is mixed with both kinds, else qualified-only or unqualified-only", () => {
    for (const { qualified, unqualified, style } of cases) expect(clusterStyle(qualified, unqualified)).toBe(style);
    expect(clusterCounts({ qualified: 4, unqualified: 2, point_count: 6 })).toEqual({ qualified: 4, unqualified: 2, total: 6, style: "mixed" });
  });

  test("MAP-03 the maplibre style and colour expressions give the same answer as the rule", () => {
    for (const { qualified, unqualified, style } of cases) {
      expect(evaluate(CLUSTER_STYLE_EXPRESSION, { qualified, unqualified })).toBe(style);
      const colour = evaluate(CLUSTER_COLOUR_EXPRESSION, { qualified, unqualified }, colourSpec) as { toString(): string };
      const hex = CLUSTER_COLOURS[style];
      const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
      expect(colour.toString()).toBe(`rgba(${r},${g},${b},1)`);
    }
  });
});
