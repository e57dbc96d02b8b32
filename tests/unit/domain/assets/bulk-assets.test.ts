import { describe, expect, test } from "vitest";
import { checkBulkRow, readBulkAssetCsv } from "~/domain/assets/bulk-assets";
import { BULK_TEMPLATE_CSV } from "~/domain/assets/bulk-columns";
import { encodeMessage } from "~/domain/validation/messages";

const HEADER = "name,asset_category,voltage_level,active_export_capacity,latitude,longitude,postcode,planned,capacity_type,capacity_value";

describe("bulk asset file", () => {
  test("MGMT-01 rows are numbered as in the spreadsheet (header is row 1) and read case-insensitively with a BOM", () => {
    const { rows, errors } = readBulkAssetCsv(`\uFEFFName,ASSET_CATEGORY,voltage_level\r\nOne,storage,11\r\n\r\n"Two, quoted",demand,33\r\n`);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.row, row.values.name, row.values.asset_category])).toEqual([
      [2, "One", "storage"],
      [3, "Two, quoted", "demand"],
    ]);
  });

  test("MGMT-01 a missing required column is reported on row 1 and a file without rows as a whole", () => {
    expect(readBulkAssetCsv("name,voltage_level\nOne,11\n").errors).toEqual([{ row: 1, field: "asset_category", message: "This column is missing." }]);
    expect(readBulkAssetCsv(`${HEADER}\n`).errors).toEqual([{ row: null, field: null, message: "The file has no asset rows." }]);
  });

  test("MGMT-01 each row gets the add form's checks: a good row gives the body to send, a bad one its errors by column (a voltage outside the list named back as not a valid choice)", () => {
    const { rows } = readBulkAssetCsv(`${HEADER}\nGood,storage,11,1.5,51.5,-0.12,,no,,\n,storage,7,1.234567,51.5,,,no,,\nPlanned one,renewable,11,,,,Leeds,yes,export,2\nPlanned bad,renewable,11,,,,Leeds,yes,,\n`);
    const [good, bad, planned, plannedBad] = rows.map(checkBulkRow);
    if (!bad.valid) expect(bad.errors.find((error) => error.field === "voltage_level")?.message).toBe(encodeMessage({ key: "choice", values: { input: "7" } }));
    expect(good.valid).toBe(true);
    if (good.valid) expect(good.body).toMatchObject({ name: "Good", asset_category: "storage", voltage_level: 11, active_export_capacity: 1.5, latitude: 51.5, longitude: -0.12 });
    expect(bad.valid).toBe(false);
    if (!bad.valid) {
      expect(bad.errors.every((error) => error.row === 3)).toBe(true);
      expect(new Set(bad.errors.map((error) => error.field))).toEqual(new Set(["name", "voltage_level", "active_export_capacity", "longitude"]));
    }
    expect(planned.planned).toBe(true);
    expect(planned.valid).toBe(true);
    if (planned.valid) expect(planned.body).toMatchObject({ capacity_type: "export", capacity_value: 2, postcode: "Leeds" });
    expect(plannedBad.valid).toBe(false);
    if (!plannedBad.valid) expect(plannedBad.errors.map((error) => error.field).sort()).toEqual(["capacity_type", "capacity_value"]);
  });

  test("MGMT-01 planned reads yes or no in English, Italian and Portuguese (empty is no); anything else is an error on the row, kept as typed", () => {
    const { rows } = readBulkAssetCsv(`${HEADER}\nA,renewable,11,,,,Leeds,Sì,export,2\nB,storage,11,1,51.5,-0.12,,não,,\nC,storage,11,1,51.5,-0.12,,,,\nD,storage,11,1,51.5,-0.12,,maybe,,\n`);
    expect(rows.map((row) => [row.planned, row.plannedText])).toEqual([[true, undefined], [false, undefined], [false, undefined], [false, "maybe"]]);
    const checked = checkBulkRow(rows[3]);
    expect(checked.valid).toBe(false);
    if (!checked.valid) expect(checked.errors).toEqual([{ row: 5, field: "planned", message: encodeMessage({ key: "choice", values: { input: "maybe" } }) }]);
  });

  test("MGMT-01 the template's example row passes the row checks", () => {
    const { rows, errors } = readBulkAssetCsv(BULK_TEMPLATE_CSV);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(checkBulkRow(rows[0]).valid).toBe(true);
  });
});
