import { describe, expect, it, test } from "vitest";
import { excludedGsps, GSPS_ERROR, gspNamesText, splitGspNames } from "~/domain/clearing/gsps";
import { decodeClearingMessage } from "~/domain/clearing/messages";
import enGB from "../../../../locales/en-GB/clearing.json";
import itIT from "../../../../locales/it-IT/clearing.json";
import ptPT from "../../../../locales/pt-PT/clearing.json";
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

  it.each([
    ["Bramford, Nowhere", ["Nowhere"]],
    ["Bramford; Walpole", ["Bramford; Walpole"]],
    ["Bram", ["Bram"]],
    ["Bramford Walpole", ["Bramford Walpole"]],
  ])("CLEAR-03 %j has a name not among the bids' grid supply points: %j", (text, unknown) => {
    const result = excludedGsps(text, gridSupplyPoints);
    expect(result).toMatchObject({ unknown });
    expect("error" in result && decodeClearingMessage(result.error)).toEqual({ key: GSPS_ERROR, values: { unknown: unknown.join(", ") } });
  });

  test("CLEAR-03 the message names every name not found, once each and as typed, and its text in each language says them", () => {
    const result = excludedGsps(" Nowhere, Bramford, Atlantis ,nowhere ,Nowhere", gridSupplyPoints);
    expect(result).toMatchObject({ unknown: ["Nowhere", "Atlantis", "nowhere"] });
    const descriptor = "error" in result ? decodeClearingMessage(result.error) : null;
    expect(descriptor).toEqual({ key: "clearing:rules.gspsErrorMsg", values: { unknown: "Nowhere, Atlantis, nowhere" } });
    for (const texts of [enGB, itIT, ptPT]) expect(texts.rules.gspsErrorMsg).toContain("{{unknown}}");
    expect(enGB.rules.gspsErrorMsg.replace("{{unknown}}", String(descriptor!.values!.unknown))).toBe(
      "Enter grid supply point names from the list, separated by commas. Not in the list: Nowhere, Atlantis, nowhere.",
    );
  });

  test("CLEAR-03 with no grid supply points in the bids any name is an error", () => {
    const result = excludedGsps("Bramford", []);
    expect(result).toMatchObject({ unknown: ["Bramford"] });
    expect("error" in result && decodeClearingMessage(result.error)?.key).toBe("clearing:rules.gspsErrorMsg");
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
