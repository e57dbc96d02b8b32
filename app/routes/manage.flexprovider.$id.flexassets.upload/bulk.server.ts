import { data } from "@remix-run/node";
import readXlsxFile from "read-excel-file/node";
import { checkBulkRow, readBulkAssetCsv, readPlanned, type BulkRow, type RowError } from "~/domain/assets/bulk-assets";
import { ASSET_FIELDS, type AssetFormValues } from "~/domain/assets/asset-form";
import { assetKey } from "~/domain/assets/register";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import type { Client } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailure, upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { createAsset } from "~/upstream/asset-register.server";

export type CreatedRow = { row: number; name: string; key: string };
export type FailedRow = BulkRow & { errors: RowError[] };
export type BulkOutcome = { fileError?: string; fileErrors: RowError[]; created: CreatedRow[]; failed: FailedRow[]; fileName?: string; formErrors?: string[] };
type Created = Pick<BulkOutcome, "created" | "failed"> & { outage?: unknown };

const NOT_SENT = "assets:bulk.notSent";

const MAX_BYTES = 2_000_000;
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

async function fileText(file: File): Promise<string | null> {
  if (!/\.xlsx$/i.test(file.name)) return file.text();
  try {
    const [first] = await readXlsxFile(Buffer.from(await file.arrayBuffer()));
    return (first?.data ?? []).map((row) => row.map(cell).join(",")).join("\n");
  } catch {
    return null;
  }
}

/**
 * Each row checked as the add form checks it, then sent; the Flex API's own refusals land on the row too.
 * Once the service fails (a 5xx, no answer) no further row is sent: the rows created so far stay
 * listed, and that row and the ones after it go to the retry form with everything they hold.
 */
async function createRows(client: Client, rows: BulkRow[]): Promise<Created> {
  const created: CreatedRow[] = [];
  const failed: FailedRow[] = [];
  let outage: unknown;
  for (const row of rows) {
    const checked = checkBulkRow(row);
    if (!checked.valid) {
      failed.push({ row: row.row, planned: row.planned, plannedText: row.plannedText, values: row.values, errors: checked.errors });
      continue;
    }
    if (outage) {
      failed.push({ row: row.row, planned: row.planned, plannedText: row.plannedText, values: row.values, errors: [{ row: row.row, field: null, message: NOT_SENT }] });
      continue;
    }
    try {
      const saved = await createAsset(client, checked.body, row.planned);
      created.push({ row: row.row, name: String(checked.body.name), key: assetKey(saved) });
    } catch (error) {
      const failure = upstreamFailure(error);
      if (failure) {
        outage = error;
        failed.push({ row: row.row, planned: row.planned, plannedText: row.plannedText, values: row.values, errors: [{ row: row.row, field: null, message: failure.message }] });
        continue;
      }
      if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
      const fields = Object.entries(error.fieldErrors as Record<string, string[]>);
      const errors = fields.length ? fields.flatMap(([field, messages]) => messages.map((message) => ({ row: row.row, field, message }))) : [{ row: row.row, field: null, message: error.detail }];
      failed.push({ row: row.row, planned: row.planned, values: row.values, errors });
    }
  }
  return { created, failed, outage };
}

/** MGMT-01: the uploaded file's good rows created, the others reported by row number. */
async function uploadFile(client: Client, form: FormData): Promise<BulkOutcome & { outage?: unknown }> {
  const file = form.get("file");
  const empty = { fileErrors: [], created: [], failed: [] };
  if (!(file instanceof File) || file.size === 0 || file.name === "") return { ...empty, fileError: "noFile" };
  if (!/\.(csv|xlsx)$/i.test(file.name)) return { ...empty, fileError: "fileType" };
  if (file.size > MAX_BYTES) return { ...empty, fileError: "size" };
  const text = await fileText(file);
  if (text === null) return { ...empty, fileName: file.name, fileErrors: [{ row: null, field: null, message: "The file is not a readable CSV or XLSX file." }] };
  const read = readBulkAssetCsv(text);
  if (read.errors.length) return { ...empty, fileName: file.name, fileErrors: read.errors };
  return { fileName: file.name, fileErrors: [], ...(await createRows(client, read.rows)) };
}

/** The retry form's rows: `rows[i][field]`, with the spreadsheet row number kept. */
export function retriedRows(form: FormData): BulkRow[] {
  const rows: BulkRow[] = [];
  for (let position = 0; form.has(`rows[${position}][row]`); position++) {
    const values: AssetFormValues = {};
    for (const name of ASSET_FIELDS) values[name] = String(form.get(`rows[${position}][${name}]`) ?? "").trim();
    const row = Number(form.get(`rows[${position}][row]`));
    rows.push({ row: Number.isSafeInteger(row) && row > 1 ? row : position + 2, ...readPlanned(form.get(`rows[${position}][planned]`)), values });
  }
  return rows;
}

async function sendRows(client: Client, form: FormData) {
  switch (form.get("intent")) {
    case "upload":
      return uploadFile(client, form);
    case "retry":
      return { fileErrors: [], ...(await createRows(client, retriedRows(form))) };
    default:
      throw data({ message: "Unknown intent" }, { status: 400 });
  }
}

export async function bulkAssetsAction({ request, context, auth }: GuardedArgs) {
  const form = await request.formData();
  const { outage, ...outcome } = await sendRows(await userClient(request, context, auth), form);
  if (!outage) return outcome as BulkOutcome;
  return upstreamFailureAnswer(outage, (message): BulkOutcome => ({ ...outcome, formErrors: [message] }));
}
