import { parseCsvRecords } from "~/domain/csv-records";

export { UPLOAD_COLUMNS, UPLOAD_MAX_BYTES } from "./upload-columns";

export type UploadRow = { line: number; ref: string; data: Partial<Record<"export_meter_id" | "import_meter_id", string>>; error: "ref" | "meter" | "empty" | null };

/** The asset data file (CSV: ref, export_meter_id, import_meter_id): each row read and checked on its own. */
export function readQualificationCsv(text: string): { rows: UploadRow[]; missingColumns: string[] } {
  const parsed = parseCsvRecords(text);
  const columns = parsed.meta.fields ?? [];
  const missingColumns = ["ref"].filter((name) => !columns.includes(name));
  if (missingColumns.length) return { rows: [], missingColumns };
  const rows = parsed.data.map((record, index): UploadRow => {
    const ref = (record.ref ?? "").trim();
    const data: UploadRow["data"] = {};
    for (const name of ["export_meter_id", "import_meter_id"] as const) if ((record[name] ?? "").trim()) data[name] = record[name].trim();
    const error = !ref ? "ref" : Object.values(data).some((value) => !/^\d{13}$/.test(value!)) ? "meter" : Object.keys(data).length === 0 ? "empty" : null;
    return { line: index + 2, ref, data, error };
  });
  return { rows, missingColumns };
}
