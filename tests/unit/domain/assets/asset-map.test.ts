import { describe, expect, test } from "vitest";
import { mapDots, statusCounts, type PlacedAsset } from "~/domain/assets/asset-map";

const asset = (key: string, x: number, y: number, status: PlacedAsset["status"]): PlacedAsset => ({ key, label: `Asset ${key}`, x, y, status });

describe("the asset register's map", () => {
  test("MGMT-01 QUAL-02 assets of one status in one cell become one dot with their count, at their mean; other statuses keep dots of their own", () => {
    const dots = mapDots([asset("a1", 10, 10, "eligible"), asset("a2", 11, 11, "eligible"), asset("a3", 10.5, 10.5, "ineligible"), asset("a4", 100, 100, "eligible")], 6);
    expect(dots).toEqual([
      { key: "a3", label: "Asset a3", x: 10.5, y: 10.5, status: "ineligible", count: 1 },
      { key: "a1", label: "Asset a1", x: 10.5, y: 10.5, status: "eligible", count: 2 },
      { key: "a4", label: "Asset a4", x: 100, y: 100, status: "eligible", count: 1 },
    ]);
  });

  test("MGMT-01 qualified dots are drawn last, and assets that could not be placed are left out", () => {
    const dots = mapDots([asset("a1", 1, 1, "qualified"), asset("a2", 50, 50, "disqualified"), asset("a3", Number.NaN, 5, "eligible")]);
    expect(dots.map((dot) => dot.status)).toEqual(["disqualified", "qualified"]);
  });

  test("MGMT-01 100,000 assets on a 640 × 480 picture draw at most one dot per status and cell", () => {
    const statuses = ["qualified", "eligible", "ineligible", "disqualified"] as const;
    const many = Array.from({ length: 100_000 }, (_, index) => asset(`a${index}`, (index * 7919) % 640, (index * 104729) % 480, statuses[index % 4]));
    const dots = mapDots(many, 6);
    expect(dots.length).toBeLessThanOrEqual(4 * Math.ceil(640 / 6) * Math.ceil(480 / 6));
    expect(dots.reduce((sum, dot) => sum + dot.count, 0)).toBe(100_000);
    expect(statusCounts(many)).toEqual({ qualified: 25_000, eligible: 25_000, ineligible: 25_000, disqualified: 25_000 });
  });
});
