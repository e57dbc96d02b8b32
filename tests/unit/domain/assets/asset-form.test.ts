import { describe, expect, test } from "vitest";
import { readAssetForm } from "~/domain/assets/asset-form";
import { decodeMessage } from "~/domain/validation/messages";

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
});
