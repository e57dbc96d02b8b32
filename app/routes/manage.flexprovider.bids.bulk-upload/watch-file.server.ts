import { redirect } from "@remix-run/node";
import {
  fileStages,
  fileStatusLabel,
  fileStatusOf,
  initialFileLoading,
  isErrorStatus,
  isFinalStatus,
  nextPoll,
  onPollingStopped,
  type FileLoadingState,
} from "~/domain/bidding/file-status";
import { FLAGS } from "~/domain/flags";
import { notFound, type GuardedArgs } from "~/session/guard.server";
import { userClient } from "~/session/api.server";
import { bidFile } from "~/upstream/bids.server";
import type { BidFileRecord } from "~/upstream/schemas/bidding";
import { TEMPLATE_PATH, filePagePath, type BulkUploadData, type FileView } from "./bulk-result";

const ID = /^[1-9]\d{0,15}$/;

/**
 * The page's data: the upload form alone, or a file being watched. Watching is timed from
 * `since` in the address, so a page refreshed without JavaScript stops after 20 minutes too;
 * an address without it starts the clock now.
 */
export async function loadBulkUpload({ request, context, auth }: GuardedArgs): Promise<BulkUploadData> {
  const url = new URL(request.url);
  const fileParam = url.searchParams.get("file");
  if (fileParam === null) return { templateHref: TEMPLATE_PATH, file: null };
  if (!ID.test(fileParam)) notFound();
  const since = Number(url.searchParams.get("since"));
  const now = Date.now();
  if (!Number.isSafeInteger(since) || since <= 0 || since > now) throw redirect(filePagePath(fileParam, now));
  const record = await bidFile(await userClient(request, context, auth), fileParam);
  return { templateHref: TEMPLATE_PATH, file: fileView(record, { since, now, i18nFriendlyFiles: auth.features.has(FLAGS.i18nFriendlyFiles) }) };
}

export function fileView(record: BidFileRecord, { since, now, i18nFriendlyFiles }: { since: number; now: number; i18nFriendlyFiles: boolean }): FileView {
  const status = fileStatusOf(record.status);
  const progress = { status: record.status };
  const stages = fileStages("upload", { record: progress, newScanner: false });
  const poll = nextPoll({ transfer: "upload", record: progress, newScanner: false, startedAt: since, now });
  const watching: FileLoadingState = { ...initialFileLoading, loading: true, stages };
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    kind: status,
    label: fileStatusLabel(record.status, { i18nFriendlyFiles }),
    final: isFinalStatus(status),
    ready: status === "ready",
    created: record.claimed != null,
    stages,
    poll,
    loading: poll.poll ? watching : onPollingStopped(watching, progress),
    rowsValid: record.rows_valid ?? record.rows?.length ?? 0,
    errors: isErrorStatus(status) ? (record.errors ?? []) : [],
    since,
  };
}
