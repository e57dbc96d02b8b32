import { biddingMessage } from "./messages";
import type { MessageDescriptor } from "~/domain/validation/messages";

/** FILE-01: the file processing statuses, with the short codes the upstream sends under the i18n-friendly-files feature. */
export const FILE_STATUSES = {
  uploaded: { code: "u", label: "Uploaded" },
  ready: { code: "r", label: "Ready" },
  error: { code: "e", label: "Error" },
  user_permission_error: { code: "f", label: "User Permission Error" },
} as const;
export type FileStatus = keyof typeof FILE_STATUSES;

export const FILE_POLL_INTERVAL_MS = 1000;
export const FILE_POLL_TIMEOUT_MS = 1_200_000;

const FINAL: readonly FileStatus[] = ["ready", "error", "user_permission_error"];
const FAILED: readonly FileStatus[] = ["error", "user_permission_error"];

/**
 * The status of a file record, whether it came as a code or as its English label: the
 * feature decides what the upstream sends, and a record read across a switch of the
 * feature must still be understood.
 */
export function fileStatusOf(raw: string | null | undefined): FileStatus | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  for (const [status, { code, label }] of Object.entries(FILE_STATUSES)) {
    if (text === code || text.toLowerCase() === label.toLowerCase()) return status as FileStatus;
  }
  return null;
}

export const isFinalStatus = (status: FileStatus | null) => status !== null && FINAL.includes(status);
export const isErrorStatus = (status: FileStatus | null) => status !== null && FAILED.includes(status);

/**
 * FILE-01: what to show for a status. Under the i18n-friendly-files feature the upstream
 * sends a code and the label is our translated text; without it the upstream's own text
 * is shown as sent.
 */
export function fileStatusLabel(raw: string, { i18nFriendlyFiles }: { i18nFriendlyFiles: boolean }): { message: MessageDescriptor } | { text: string } {
  const status = fileStatusOf(raw);
  if (i18nFriendlyFiles && status) return { message: biddingMessage(`fileStatus.${status}`) };
  return { text: raw };
}

/**
 * What the stages and polling read of a file record. With the new scanner the record
 * also says how far it got: `scanned` once the virus scan is done, `processed` once the
 * file's data has been read. Without it a final status means every stage is done.
 */
export type FileRecordProgress = { status: string; scanned?: boolean | null; processed?: boolean | null };

export const UPLOAD_STAGES = ["uploading", "scanning", "processing"] as const;
export const DOWNLOAD_STAGES = ["creating", "scanning"] as const;
export type FileStageName = (typeof UPLOAD_STAGES)[number] | (typeof DOWNLOAD_STAGES)[number];
export type StageState = "pending" | "active" | "completed";
export type FileStage = { stage: FileStageName; state: StageState; label: MessageDescriptor; stateLabel: MessageDescriptor };

/** The stage indicator's words for a state, for assistive technology. */
export const stageStateLabel = (state: StageState): MessageDescriptor => biddingMessage(`stageState.${state}`);
export type FileTransfer = "upload" | "download";

/**
 * FILE-02: each stage pending, active or completed. The first stage is done once the
 * record exists (the upload was received, or the download's file was created); the stage
 * after the last completed one is active, the rest pending.
 */
export function fileStages(
  transfer: FileTransfer,
  { record, newScanner }: { record: FileRecordProgress | null; newScanner: boolean },
): FileStage[] {
  const names = transfer === "upload" ? UPLOAD_STAGES : DOWNLOAD_STAGES;
  const final = isFinalStatus(fileStatusOf(record?.status));
  const scanned = newScanner ? record?.scanned === true : final;
  const processed = newScanner ? record?.processed === true : final;
  const done = transfer === "upload" ? [record !== null, scanned, processed] : [record !== null, scanned];
  const completed = done.findIndex((flag) => !flag);
  const leading = completed === -1 ? done.length : completed;
  return names.map((stage, position) => {
    const state: StageState = position < leading ? "completed" : position === leading ? "active" : "pending";
    return { stage, state, label: biddingMessage(`fileStages.${transfer}.${stage}`), stateLabel: stageStateLabel(state) };
  });
}

export type PollDecision = { poll: true; delayMs: number } | { poll: false; reason: "final" | "timeout" };

/**
 * FILE-01: poll once a second until the status is final (with the new scanner, only once
 * every stage is also complete) or 20 minutes have passed since polling started.
 */
export function nextPoll({
  transfer,
  record,
  newScanner,
  startedAt,
  now,
}: {
  transfer: FileTransfer;
  record: FileRecordProgress | null;
  newScanner: boolean;
  startedAt: number;
  now: number;
}): PollDecision {
  const final = isFinalStatus(fileStatusOf(record?.status));
  const stagesDone = !newScanner || fileStages(transfer, { record, newScanner }).every((stage) => stage.state === "completed");
  if (final && stagesDone) return { poll: false, reason: "final" };
  if (now - startedAt >= FILE_POLL_TIMEOUT_MS) return { poll: false, reason: "timeout" };
  return { poll: true, delayMs: FILE_POLL_INTERVAL_MS };
}

/** The file's loading state as its row shows it. */
export type FileLoadingState = {
  loading: boolean;
  stages: FileStage[] | null;
  expanded: boolean;
  /** `outcome` true: the file ended in an error status. */
  loadingFail: { outcome: boolean } | null;
};

export const initialFileLoading: FileLoadingState = { loading: false, stages: null, expanded: false, loadingFail: null };

/** FILE-02: polling stopped: loading reset, the file expanded, and whether it failed recorded. */
export function onPollingStopped(state: FileLoadingState, record: FileRecordProgress | null): FileLoadingState {
  return { ...state, loading: false, stages: null, expanded: true, loadingFail: { outcome: isErrorStatus(fileStatusOf(record?.status)) } };
}
