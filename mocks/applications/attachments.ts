import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { HttpResponse, http } from "msw";
import { nowIso, nowMs } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { notFound } from "../drf";
import { store } from "../store";
import type { FileRecord } from "../store/types";
import type { StoredFile } from "./types";

/** Upload types the file service keeps for download rather than processing: application attachments and milestone evidence. */
export const KEPT_FILE_TYPES = new Set(["dps-attachments", "milestone-evidence"]);

/** How long a presigned address works. */
export const PRESIGNED_SECONDS = 300;

const SECRET = randomBytes(32);
const sign = (fileId: number, expires: number) => createHmac("sha256", SECRET).update(`${fileId}:${expires}`).digest("hex");

/** Keeps an uploaded file's bytes; its key names it in answers and evidence. */
export async function keepFile(record: FileRecord, file: File): Promise<string> {
  const safeName = file.name.replace(/[^\w.-]+/g, "-").slice(-100) || "file";
  const key = `${record.type === "milestone-evidence" ? "evidence" : "dps"}/${record.org_id}/${record.id}/${safeName}`;
  const stored: StoredFile = {
    file_id: record.id,
    key,
    filename: file.name,
    content_type: file.type || "application/octet-stream",
    org_id: record.org_id,
    bytes: new Uint8Array(await file.arrayBuffer()),
    created: nowIso(),
  };
  store.applications.storedFiles.push(stored);
  // Scanned on arrival: ready at once.
  record.status = "r";
  return key;
}

export const storedFile = (key: string | null) => (key ? store.applications.storedFiles.find((file) => file.key === key) : undefined);

/** `{presigned_url, filename}`: an address on the file service that works without a token for a few minutes. */
export function presigned(request: Request, file: StoredFile) {
  const expires = Math.floor(nowMs() / 1000) + PRESIGNED_SECONDS;
  const url = new URL(`/api/${paths.fileObjects}${file.file_id}/`, request.url);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("signature", sign(file.file_id, expires));
  return { presigned_url: url.toString(), filename: file.filename };
}

function validSignature(fileId: number, expires: number, signature: string) {
  const expected = Buffer.from(sign(fileId, expires), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The object store behind presigned addresses: no token, the signature and expiry are the permission. */
export const objectHandlers = [
  http.get(api(recordPath(paths.fileObjects, ":id")), ({ request, params }) => {
    const url = new URL(request.url);
    const fileId = Number(params.id);
    const expires = Number(url.searchParams.get("expires"));
    const signature = url.searchParams.get("signature") ?? "";
    const file = store.applications.storedFiles.find((candidate) => candidate.file_id === fileId);
    if (!file) return notFound();
    if (!/^[0-9a-f]+$/i.test(signature) || !validSignature(fileId, expires, signature) || expires * 1000 < nowMs()) {
      return new HttpResponse("<Error><Code>AccessDenied</Code><Message>Request has expired or the signature does not match</Message></Error>", {
        status: 403,
        headers: { "Content-Type": "application/xml" },
      });
    }
    return new HttpResponse(file.bytes, {
      headers: { "Content-Type": file.content_type, "Content-Length": String(file.bytes.byteLength) },
    });
  }),
];
