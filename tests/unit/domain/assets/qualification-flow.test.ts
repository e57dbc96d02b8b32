import { describe, expect, test } from "vitest";
import { qualificationEntries, qualificationHref, qualificationReducer, reachableStep, readQualificationState, type QualificationLoaded } from "~/domain/assets/qualification-flow";
import { readQualificationCsv } from "~/domain/assets/qualification-upload";

const loaded: QualificationLoaded = {
  competitions: [7, 8],
  candidates: [
    { key: "a1", missing: [] },
    { key: "a2", missing: ["export_meter_id"] },
    { key: "p3", missing: [] },
  ],
};
const form = (entries: [string, string][]) => new URLSearchParams(entries);

describe("qualification steps reducer", () => {
  test("QUAL-01 the overview step needs an open competition before choosing assets", () => {
    expect(qualificationReducer("overview", form([]), loaded)).toMatchObject({ kind: "step", step: "overview", errors: { competition: "required" } });
    expect(qualificationReducer("overview", form([["competition", "9"]]), loaded)).toMatchObject({ step: "overview", errors: { competition: "closed" } });
    expect(qualificationReducer("overview", form([["competition", "7"]]), loaded)).toMatchObject({ step: "assets", errors: {}, state: { competition: 7, assets: [] } });
  });

  test("QUAL-01 choosing assets: at least one, only the provider's candidates; add-data only when a chosen asset lacks data", () => {
    expect(qualificationReducer("assets", form([["competition", "7"]]), loaded)).toMatchObject({ step: "assets", errors: { asset: "required" } });
    expect(qualificationReducer("assets", form([["competition", "7"], ["asset", "a99"]]), loaded)).toMatchObject({ step: "assets", errors: { asset: "unknown" } });
    expect(qualificationReducer("assets", form([["competition", "7"], ["asset", "a1"], ["asset", "p3"]]), loaded)).toMatchObject({ step: "confirm", state: { assets: ["a1", "p3"] } });
    expect(qualificationReducer("assets", form([["competition", "7"], ["asset", "a1"], ["asset", "a2"]]), loaded)).toMatchObject({ step: "add-data" });
  });

  test("QUAL-01 add-data flags the missing meter id per asset and keeps what was typed", () => {
    const base: [string, string][] = [["competition", "7"], ["asset", "a2"]];
    expect(qualificationReducer("add-data", form(base), loaded)).toMatchObject({ step: "add-data", errors: { "a2.export_meter_id": "required" } });
    const bad = qualificationReducer("add-data", form([...base, ["a2.export_meter_id", "12ab"]]), loaded);
    expect(bad).toMatchObject({ step: "add-data", errors: { "a2.export_meter_id": "meter" }, state: { data: { a2: { export_meter_id: "12ab" } } } });
    expect(qualificationReducer("add-data", form([...base, ["a2.export_meter_id", "1200000000001"]]), loaded)).toMatchObject({ step: "confirm", errors: {} });
  });

  test("QUAL-01 confirm submits the whole state; back returns a step, skipping add-data when nothing is missing", () => {
    const chosen: [string, string][] = [["competition", "7"], ["asset", "a1"], ["asset", "a2"], ["a2.export_meter_id", "1200000000001"]];
    expect(qualificationReducer("confirm", form(chosen), loaded)).toEqual({ kind: "submit", state: { competition: 7, assets: ["a1", "a2"], data: { a2: { export_meter_id: "1200000000001" } } } });
    expect(qualificationReducer("confirm", form([...chosen, ["intent", "back"]]), loaded)).toMatchObject({ step: "add-data" });
    expect(qualificationReducer("confirm", form([["competition", "7"], ["asset", "a1"], ["intent", "back"]]), loaded)).toMatchObject({ step: "assets" });
    expect(qualificationReducer("confirm", form([["competition", "7"]]), loaded)).toMatchObject({ kind: "step", step: "assets" });
  });

  test("QUAL-01 the state survives the address and hidden fields unchanged; malformed parts are dropped", () => {
    const state = readQualificationState(form([["competition", "7"], ["asset", "a1"], ["asset", "x"], ["asset", "a1"], ["asset", "a2"], ["a2.import_meter_id", "55"], ["a9.import_meter_id", "1"]]));
    expect(state).toEqual({ competition: 7, assets: ["a1", "a2"], data: { a2: { import_meter_id: "55" } } });
    expect(readQualificationState(form(qualificationEntries(state)))).toEqual(state);
    expect(qualificationHref("confirm", state)).toBe("/manage/flexprovider/qualification/confirm?competition=7&asset=a1&asset=a2&a2.import_meter_id=55");
    expect(reachableStep("confirm", { competition: null, assets: [], data: {} })).toBe("overview");
    expect(reachableStep("add-data", { competition: 7, assets: [], data: {} })).toBe("assets");
  });

  test("QUAL-01 the asset data file: each row checked on its own", () => {
    const { rows, missingColumns } = readQualificationCsv("ref,export_meter_id,import_meter_id\nBSE-1,1234567890123,\n,1,\nBSE-2,12x,\nBSE-3,,\n");
    expect(missingColumns).toEqual([]);
    expect(rows.map((row) => [row.line, row.ref, row.error])).toEqual([
      [2, "BSE-1", null],
      [3, "", "ref"],
      [4, "BSE-2", "meter"],
      [5, "BSE-3", "empty"],
    ]);
    expect(readQualificationCsv("name\nx\n").missingColumns).toEqual(["ref"]);
  });
});
