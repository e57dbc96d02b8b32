/**
 * MGMT-01 bulk add: a CSV (or the first sheet of an XLSX, read as CSV) with one asset a row.
 * Each row is checked by the single asset form's own rules; a bad row is reported by its
 * spreadsheet row number (the header is row 1) and does not stop the others.
 */
import Papa from "papaparse";
import { readAssetForm, type AssetFormValues } from "./asset-form";
import { BULK_ASSET_COLUMNS, BULK_REQUIRED_COLUMNS } from "./bulk-columns";

export type RowError = { row: number | null; field: string | null; message: string };
export type BulkRow = { row: number; planned: boolean; values: AssetFormValues };
export type CheckedRow = BulkRow & ({ valid: true; body: Record<string, unknown> } | { valid: false; errors: RowError[] });

const YES = new Set(["yes", "y", "true", "1", "sì", "si", "sim"]);

/** The file's rows as typed values, or the file-level errors (a missing column, no rows). */
export function readBulkAssetCsv(text: string): { rows: BulkRow[]; errors: RowError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy", transformHeader: (name) => name.trim().toLowerCase() });
  const columns = parsed.meta.fields ?? [];
  const missing = BULK_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) return { rows: [], errors: missing.map((field) => ({ row: 1, field, message: "This column is missing." })) };
  if (parsed.data.length === 0) return { rows: [], errors: [{ row: null, field: null, message: "The file has no asset rows." }] };
  const rows = parsed.data.map((record, index): BulkRow => {
    const values: AssetFormValues = {};
    for (const name of BULK_ASSET_COLUMNS) if (name !== "planned") values[name] = String(record[name] ?? "").trim();
    return { row: index + 2, planned: YES.has(String(record.planned ?? "").trim().toLowerCase()), values };
  });
  return { rows, errors: [] };
}

/** One row through the add form's checks: the body to send, or each message on its column. */
export function checkBulkRow(row: BulkRow): CheckedRow {
  const form = new FormData();
  for (const [name, value] of Object.entries(row.values)) if (value) form.set(name, value);
  const read = readAssetForm(form, row.planned);
  if (read.valid) return { ...row, valid: true, body: read.body };
  const errors = Object.entries(read.errors as Record<string, string[]>).flatMap(([field, messages]) => messages.map((message) => ({ row: row.row, field: field || null, message })));
  return { ...row, valid: false, errors };
}
