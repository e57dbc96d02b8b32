import { describe, expect, test } from "vitest";
import { readAssetForm } from "~/domain/assets/asset-form";
import { decodeMessage, englishMessage } from "~/domain/validation/messages";
import { validateAsset } from "~mocks/assets/validate";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const keys = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([name, [message]]) => [name, decodeMessage(message)?.key]));
const valid = { name: "Dock battery", asset_category: "storage", voltage_level: "11", active_export_capacity: "2.125", latitude: "53.4", longitude: "-1.47" };

describe("asset form", () => {
  test("MGMT-01 VAL-04 required fields, a category or voltage outside the lists named back as not a valid choice, texts within their lengths, capacities to 5 decimals and not below 0, and a location; every typed value comes back", () => {
    const refused = readAssetForm(form({ ...valid, name: "", active_export_capacity: "1.234567", active_import_capacity: "-1", latitude: "", voltage_level: "5" }), false);
    expect(refused.valid).toBe(false);
    expect(keys(refused.errors)).toEqual({ name: "required", active_export_capacity: "decimalPlaces", active_import_capacity: "capacity", latitude: "required", voltage_level: "choice" });
    expect(decodeMessage((refused.errors as Record<string, string[]>).voltage_level[0])?.values).toEqual({ input: "5" });
    expect(keys(readAssetForm(form({ ...valid, voltage_level: "" }), false).errors)).toEqual({ voltage_level: "required" });
    const long = readAssetForm(form({ ...valid, name: "n".repeat(101), postcode: "p".repeat(41) }), false).errors as Record<string, string[]>;
    expect(Object.keys(long).sort()).toEqual(["name", "postcode"]);
    expect(decodeMessage(long.name[0])).toEqual({ key: "maxLength", values: { limit: 100 } });
    expect(refused.values).toMatchObject({ active_export_capacity: "1.234567", longitude: "-1.47" });
    expect(readAssetForm(form({ ...valid, active_export_capacity: "1.23456" }), false).body).toMatchObject({ active_export_capacity: 1.23456 });
  });

  test("MGMT-01 the body has numbers for numbers, a place instead of coordinates, and a planned asset's capacity without meters", () => {
    expect(readAssetForm(form(valid), false).body).toEqual({ name: "Dock battery", asset_category: "storage", voltage_level: 11, active_export_capacity: 2.125, latitude: 53.4, longitude: -1.47 });
    expect(readAssetForm(form({ ...valid, postcode: "Leeds" }), false).body).toMatchObject({ postcode: "Leeds" });
    expect(readAssetForm(form({ ...valid, postcode: "Leeds" }), false).body).not.toHaveProperty("latitude");
    const planned = readAssetForm(form({ ...valid, capacity_type: "import", capacity_value: "3", export_meter_id: "1200000000001" }), true);
    expect(planned.body).toMatchObject({ capacity_type: "import", capacity_value: 3 });
    expect(planned.body).not.toHaveProperty("export_meter_id");
    expect(keys(readAssetForm(form(valid), true).errors)).toEqual({ capacity_type: "required", capacity_value: "required" });
  });

  test("MGMT-01 on the edit form an emptied optional field is sent as null, so it is cleared; adding sends nothing for it", () => {
    const emptied = { ...valid, asset_type: "", import_meter_id: "", active_import_capacity: "" };
    const edited = readAssetForm(form(emptied), false, { editing: true });
    expect(edited.body).toMatchObject({ asset_type: null, import_meter_id: null, active_import_capacity: null, active_export_capacity: 2.125 });
    const added = readAssetForm(form(emptied), false);
    expect(added.body).not.toHaveProperty("import_meter_id");
    expect(added.body).not.toHaveProperty("asset_type");
    // A planned asset has no meters to clear.
    expect(readAssetForm(form({ ...emptied, capacity_type: "import", capacity_value: "3" }), true, { editing: true }).body).not.toHaveProperty("import_meter_id");
  });

  test("MGMT-01 VAL-04 a meter ID that is not 13 digits and a location outside Great Britain are refused with the app's own errors, beside the others, with the Flex API's words", () => {
    const refused = readAssetForm(form({ ...valid, name: "", active_export_capacity: "x", export_meter_id: "123", import_meter_id: "12ab", latitude: "91" }), false);
    expect(keys(refused.errors)).toEqual({ name: "required", active_export_capacity: "number", export_meter_id: "meterId", import_meter_id: "meterId", latitude: "greatBritain" });
    expect(keys(readAssetForm(form({ ...valid, longitude: "-20" }), false).errors)).toEqual({ longitude: "greatBritain" });
    // Spaces inside a meter number do not count; a place name stands for the coordinates; a planned asset sends no meters.
    expect(readAssetForm(form({ ...valid, export_meter_id: "1200 0000 00001" }), false).valid).toBe(true);
    expect(readAssetForm(form({ ...valid, latitude: "91", postcode: "Leeds" }), false).valid).toBe(true);
    expect(readAssetForm(form({ ...valid, capacity_type: "import", capacity_value: "3", export_meter_id: "12ab" }), true).valid).toBe(true);
    expect(englishMessage({ key: "meterId" })).toBe("Enter the 13-digit meter number (MPAN core).");
    expect(englishMessage({ key: "greatBritain" })).toBe("The location must be in Great Britain.");
  });

  test("MGMT-01 with no location at all the postcode says a postcode, or latitude and longitude, is needed; with one coordinate, the other is required", () => {
    const body = { name: "Dock battery", asset_category: "storage", voltage_level: "11" };
    const none = readAssetForm(form(body), false).errors as Record<string, string[]>;
    expect(none.postcode?.map((message) => englishMessage(decodeMessage(message)!))).toEqual(["Give a postcode, or latitude and longitude."]);
    expect(none.latitude).toBeUndefined();
    expect(none.longitude).toBeUndefined();
    const half = readAssetForm(form({ ...body, latitude: "53.4" }), false).errors as Record<string, string[]>;
    expect(half.postcode).toBeUndefined();
    expect(half.longitude?.map((message) => englishMessage(decodeMessage(message)!))).toEqual(["This field is required"]);
  });

  test("MGMT-01 VAL-04 the app and the sandbox Flex API refuse the same meter IDs and locations", () => {
    const body = { name: "Dock battery", asset_category: "storage", voltage_level: "11" };
    for (const [fields, field] of [[{ export_meter_id: "123", latitude: "53.4", longitude: "-1.47" }, "export_meter_id"], [{ import_meter_id: "12ab", latitude: "53.4", longitude: "-1.47" }, "import_meter_id"], [{ latitude: "91", longitude: "-1.47" }, "latitude"], [{ latitude: "53.4", longitude: "5" }, "longitude"], [{}, "postcode"]] as const) {
      const ours = readAssetForm(form({ ...body, ...fields }), false).errors as Record<string, string[]>;
      const theirs = validateAsset({ ...body, ...fields }, false);
      expect("errors" in theirs && theirs.errors[field]).toEqual([englishMessage(decodeMessage(ours[field][0])!)]);
    }
  });
});
