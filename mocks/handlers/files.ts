import { HttpResponse, http } from "msw";
import { nowIso } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { detail, fieldErrors, forbidden, notFound, readJson } from "../drf";
import { authenticate, isResponse } from "../session";
import { BID_FILE_COLUMNS, receiveBidFile, settleBidFile } from "../bidding/bulk-file";
import { isSpreadsheet, spreadsheetAsCsv } from "../bidding/spreadsheet";
import { nextId, store } from "../store";
import type { FileRecord } from "../store/types";
import { KEPT_FILE_TYPES, keepFile } from "../applications/attachments";

/** Template columns per upload type; later business areas add theirs. */
export const TEMPLATES: Record<string, string[]> = {
  bids: [...BID_FILE_COLUMNS],
  "meter-readings": ["meter_id", "start", "end", "import_mwh", "export_mwh"],
  baselines: ["asset_ref", "start", "end", "baseline_mw"],
};

/** CSV as it is; an .xlsx file's first sheet as CSV; an unreadable spreadsheet as nothing (it ends in Error). */
async function bidFileText(file: File): Promise<string | null> {
  if (!isSpreadsheet(file.name)) return file.text();
  return spreadsheetAsCsv(file).catch(() => null);
}

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The file service sends status labels; with i18n-friendly-files it sends the short codes instead. */
export const FILE_STATUS_LABELS = { u: "Uploaded", r: "Ready", e: "Error", f: "User Permission Error" } as const;
export const I18N_FRIENDLY_FILES = "i18n_friendly_files";

function fileWire<R extends { type: string; status: keyof typeof FILE_STATUS_LABELS; claimed?: string | null; retryToken?: string | null }>({ retryToken: _secret, ...record }: R, features: readonly string[]) {
  const wire = record.type === "bids" ? { ...record, claimed: record.claimed ?? null } : record;
  return features.includes(I18N_FRIENDLY_FILES) ? wire : { ...wire, status: FILE_STATUS_LABELS[record.status] };
}

// The retry token goes only to whoever created the bids (the claim's and each retry's answer), never to a read of the record.
const withRetryToken = (record: FileRecord, features: readonly string[]) => {
  record.retryToken = crypto.randomUUID();
  return HttpResponse.json({ ...fileWire(record, features), retry_token: record.retryToken });
};

export const ALREADY_CLAIMED = "The bids of this file have already been created.";
export const NOT_READY = "This file has no bids ready to create.";
export const ALREADY_RETRIED = "These rows have already been retried.";
export const NOT_CLAIMED = "The bids of this file have not been created yet.";

export const fileHandlers = [
  http.get(api(paths.fileTemplate(":type")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const columns = TEMPLATES[String(params.type)];
    if (!columns) return notFound();
    return new HttpResponse(`${columns.join(",")}\n`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="flexmarket-${params.type}-template.csv"`,
      },
    });
  }),

  http.post(api(paths.fileUpload(":type")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    if (!TEMPLATES[String(params.type)] && !KEPT_FILE_TYPES.has(String(params.type))) return notFound();
    if (!request.headers.get("content-type")?.includes("multipart/form-data")) {
      return detail(415, 'Unsupported media type "application/json" in request.', "unsupported_media_type");
    }
    const form = await request.formData();
    const file = form.get("file");
    const orgId = Number(form.get("org_id"));
    const errors: Record<string, string[]> = {};
    if (!(file instanceof File) || file.size === 0) errors.file = ["The submitted file is empty."];
    else if (file.size > MAX_UPLOAD_BYTES) errors.file = ["The file is larger than 20 MB."];
    if (!orgId) errors.org_id = ["This field is required."];
    if (Object.keys(errors).length) return fieldErrors(errors);
    if (orgId !== caller.user.organisation_id) return forbidden();
    const record = {
      id: nextId("files", store.files),
      type: String(params.type),
      name: (file as File).name,
      status: "u" as const,
      org_id: orgId,
      created: nowIso(),
      size: (file as File).size,
    };
    store.files.push(record);
    // Bid files are parsed when the record is next read, as the real file service works through its queue.
    if (record.type === "bids") receiveBidFile(record, await bidFileText(file as File));
    // Attachments and evidence are kept for download; their key names them from then on.
    const kept = KEPT_FILE_TYPES.has(record.type) ? { key: await keepFile(record, file as File) } : {};
    return HttpResponse.json({ ...fileWire(record, caller.user.features), ...kept }, { status: 201 });
  }),

  http.get(api(recordPath(paths.fileRecords, ":id")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const record = store.files.find((file) => String(file.id) === params.id && file.org_id === caller.user.organisation_id);
    if (!record) return notFound();
    if (record.type === "bids") settleBidFile(record);
    return HttpResponse.json(fileWire(record, caller.user.features));
  }),

  // A Ready bid file is claimed once, before its rows are posted: a second claim is refused, so its bids are created once.
  http.post(api(recordPath(paths.fileRecords, ":id", "claim")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const record = store.files.find((file) => String(file.id) === params.id && file.org_id === caller.user.organisation_id && file.type === "bids");
    if (!record) return notFound();
    settleBidFile(record);
    if (record.claimed) return detail(409, ALREADY_CLAIMED, "already_claimed");
    if (record.status !== "r") return detail(400, NOT_READY, "not_ready");
    record.claimed = nowIso();
    return withRetryToken(record, caller.user.features);
  }),

  // The rows a creation left failed are retried once per token: the same retry posted again is refused, so they are created once.
  http.post(api(recordPath(paths.fileRecords, ":id", "retry")), async ({ request, params }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const record = store.files.find((file) => String(file.id) === params.id && file.org_id === caller.user.organisation_id && file.type === "bids");
    if (!record) return notFound();
    const body = await readJson(request);
    const token = body && typeof body === "object" && "retry_token" in body ? body.retry_token : undefined;
    if (typeof token !== "string" || token === "") return fieldErrors({ retry_token: ["This field is required."] });
    if (!record.claimed) return detail(400, NOT_CLAIMED, "not_claimed");
    if (token !== record.retryToken) return detail(409, ALREADY_RETRIED, "already_retried");
    return withRetryToken(record, caller.user.features);
  }),
];
