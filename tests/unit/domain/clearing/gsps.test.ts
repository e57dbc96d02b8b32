import { describe, expect, it, test } from "vitest";
import { excludedGsps, GSPS_ERROR, gspNamesText, splitGspNames } from "~/domain/clearing/gsps";
import { gridSupplyPoints } from "./fixtures";

describe("excluded grid supply point names", () => {
  it.each([
    ["Bramford", [501]],
    ["Bramford,Walpole", [501, 503]],
    ["  Bramford ,  Walpole  ", [501, 503]],
    ["Bramford,, ,Walpole,", [501, 503]],
    ["bramford, SUNDON", [501, 502]],
    ["Sundon, Sundon", [502]],
    ["", []],
    [" , ,", []],
  ])("CLEAR-03 %j excludes %j", (text, ids) => {
    expect(excludedGsps(text, gridSupplyPoints)).toEqual({ ids });
  });

  it.each([["Bramford, Nowhere"], ["Bramford; Walpole"], ["Bram"], ["Bramford Walpole"]])(
    "CLEAR-03 %j has a name not among the bids' grid supply points",
    (text) => {
      expect(excludedGsps(text, gridSupplyPoints)).toEqual({ error: GSPS_ERROR });
    },
  );

  test("CLEAR-03 with no grid supply points in the bids any name is an error", () => {
    expect(excludedGsps("Bramford", [])).toEqual({ error: "clearing:rules.gspsErrorMsg" });
    expect(excludedGsps(undefined, [])).toEqual({ ids: [] });
  });

  test("CLEAR-03 a name two points share excludes both", () => {
    expect(excludedGsps("Sundon", [...gridSupplyPoints, { id: 600, name: "Sundon" }])).toEqual({ ids: [502, 600] });
  });

  test("CLEAR-03 splitting: comma-separated, trimmed, empties dropped", () => {
    expect(splitGspNames(" a ,b,, c ,")).toEqual(["a", "b", "c"]);
    expect(splitGspNames(null)).toEqual([]);
  });

  test("CLEAR-03 saved ids read back as the field's text", () => {
    expect(gspNamesText([503, 501, 999], gridSupplyPoints)).toBe("Walpole, Bramford");
    expect(gspNamesText(undefined, gridSupplyPoints)).toBe("");
    const text = gspNamesText([502, 503], gridSupplyPoints);
    expect(excludedGsps(text, gridSupplyPoints)).toEqual({ ids: [502, 503] });
  });
});
