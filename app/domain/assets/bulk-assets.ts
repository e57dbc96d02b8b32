/**
 * MGMT-01 bulk add: a CSV (or the first sheet of an XLSX, read as CSV) with one asset a row.
 * Each row is checked by the single asset form's own rules; a bad row is reported by its
 * spreadsheet row number (the header is row 1) and does not stop the others.
 */
import { parseCsvRecords } from "~/domain/csv-records";
import { readAssetForm, type AssetFormValues } from "./asset-form";
import { BULK_ASSET_COLUMNS, BULK_REQUIRED_COLUMNS } from "./bulk-columns";
import { encodeMessage } from "~/domain/validation/messages";

export type RowError = { row: number | null; field: string | null; message: string };
export type BulkRow = { row: number; planned: boolean; values: AssetFormValues; /** The planned cell when it is neither yes nor no. */ plannedText?: string };
export type CheckedRow = BulkRow & ({ valid: true; body: Record<string, unknown> } | { valid: false; errors: RowError[] });

const YES = new Set(["yes", "y", "true", "1", "sì", "si", "sim"]);
const NO = new Set(["", "no", "n", "false", "0", "não", "nao"]);

/** The planned cell: yes or no in the file's languages (empty is no); anything else is kept to be reported. */
export function readPlanned(cell: unknown): Pick<BulkRow, "planned" | "plannedText"> {
  const text = String(cell ?? "").trim();
  const answer = text.toLowerCase();
  return YES.has(answer) || NO.has(answer) ? { planned: YES.has(answer) } : { planned: false, plannedText: text };
}

/** The file's rows as typed values, or the file-level errors (a missing column, no rows). */
export function readBulkAssetCsv(text: string): { rows: BulkRow[]; errors: RowError[] } {
  const parsed = parseCsvRecords(text);
  const columns = parsed.meta.fields ?? [];
  const missing = BULK_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) return { rows: [], errors: missing.map((field) => ({ row: 1, field, message: "This column is missing." })) };
  if (parsed.data.length === 0) return { rows: [], errors: [{ row: null, field: null, message: "The file has no asset rows." }] };
  const rows = parsed.data.map((record, index): BulkRow => {
    const values: AssetFormValues = {};
    for (const name of BULK_ASSET_COLUMNS) if (name !== "planned") values[name] = String(record[name] ?? "").trim();
    return { row: index + 2, ...readPlanned(record.planned), values };
  });
  return { rows, errors: [] };
}

/** One row through the add form's checks: the body to send, or each message on its column. */
export function checkBulkRow(row: BulkRow): CheckedRow {
  const form = new FormData();
  for (const [name, value] of Object.entries(row.values)) if (value) form.set(name, value);
  const read = readAssetForm(form, row.planned);
  // A planned cell that is neither yes nor no is not taken for no: the row would become an asset in service.
  const planned = row.plannedText === undefined ? [] : [{ row: row.row, field: "planned", message: encodeMessage({ key: "choice", values: { input: row.plannedText.slice(0, 40) } }) }];
  if (read.valid && !planned.length) return { ...row, valid: true, body: read.body };
  const errors = Object.entries(read.valid ? {} : (read.errors as Record<string, string[]>)).flatMap(([field, messages]) => messages.map((message) => ({ row: row.row, field: field || null, message })));
  return { ...row, valid: false, errors: [...planned, ...errors] };
}
