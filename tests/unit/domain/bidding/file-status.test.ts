import { describe, expect, test } from "vitest";
import {
  FILE_POLL_INTERVAL_MS,
  FILE_POLL_TIMEOUT_MS,
  FILE_STATUSES,
  fileStages,
  fileStatusLabel,
  fileStatusOf,
  initialFileLoading,
  isErrorStatus,
  isFinalStatus,
  nextPoll,
  onPollingStopped,
} from "~/domain/bidding/file-status";
import { englishKey } from "./fixtures";

const states = (stages: ReturnType<typeof fileStages>) => stages.map((stage) => `${stage.stage}:${stage.state}`);

describe("file statuses", () => {
  test("FILE-01 four statuses, Uploaded, Ready, Error and User Permission Error, with codes u, r, e, f", () => {
    expect(Object.values(FILE_STATUSES)).toEqual([
      { code: "u", label: "Uploaded" },
      { code: "r", label: "Ready" },
      { code: "e", label: "Error" },
      { code: "f", label: "User Permission Error" },
    ]);
  });

  test("FILE-01 a status is read from its code or its label; anything else is unknown", () => {
    expect(["u", "r", "e", "f"].map(fileStatusOf)).toEqual(["uploaded", "ready", "error", "user_permission_error"]);
    expect(["Uploaded", "Ready", " error ", "User Permission Error"].map(fileStatusOf)).toEqual(["uploaded", "ready", "error", "user_permission_error"]);
    expect(fileStatusOf("x")).toBeNull();
    expect(fileStatusOf(undefined)).toBeNull();
  });

  test("FILE-01 with i18n-friendly files the label comes from the code, translated; without it the upstream text shows", () => {
    const labelled = fileStatusLabel("f", { i18nFriendlyFiles: true });
    expect("message" in labelled && englishKey(labelled.message.key)).toBe("User Permission Error");
    for (const [status, { code, label }] of Object.entries(FILE_STATUSES)) {
      const result = fileStatusLabel(code, { i18nFriendlyFiles: true });
      expect("message" in result && englishKey(result.message.key), status).toBe(label);
    }
    expect(fileStatusLabel("Ready", { i18nFriendlyFiles: false })).toEqual({ text: "Ready" });
    expect(fileStatusLabel("??", { i18nFriendlyFiles: true })).toEqual({ text: "??" });
  });

  test("FILE-01 Ready, Error and User Permission Error are final; the two errors are error states", () => {
    expect(["uploaded", "ready", "error", "user_permission_error", null].map((status) => isFinalStatus(status as never))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(["uploaded", "ready", "error", "user_permission_error"].map((status) => isErrorStatus(status as never))).toEqual([false, false, true, true]);
  });
});

describe("polling", () => {
  const poll = (status: string | null, elapsed: number, newScanner = false, extra = {}) =>
    nextPoll({ transfer: "upload", record: status === null ? null : { status, ...extra }, newScanner, startedAt: 1_000, now: 1_000 + elapsed });

  test("FILE-01 polls every 1000 ms while the status is not final", () => {
    expect(FILE_POLL_INTERVAL_MS).toBe(1000);
    expect(poll("u", 0)).toEqual({ poll: true, delayMs: 1000 });
    expect(poll(null, 5_000)).toEqual({ poll: true, delayMs: 1000 });
  });

  test("FILE-01 stops on a final status", () => {
    for (const status of ["r", "e", "f", "Ready"]) expect(poll(status, 2_000)).toEqual({ poll: false, reason: "final" });
  });

  test("FILE-01 stops after 20 minutes (1,200,000 ms) whatever the status", () => {
    expect(FILE_POLL_TIMEOUT_MS).toBe(1_200_000);
    expect(poll("u", FILE_POLL_TIMEOUT_MS - 1)).toEqual({ poll: true, delayMs: 1000 });
    expect(poll("u", FILE_POLL_TIMEOUT_MS)).toEqual({ poll: false, reason: "timeout" });
  });

  test("FILE-01 with the new scanner a final status stops polling only once every stage is complete", () => {
    expect(poll("r", 2_000, true)).toEqual({ poll: true, delayMs: 1000 });
    expect(poll("r", 2_000, true, { scanned: true })).toEqual({ poll: true, delayMs: 1000 });
    expect(poll("r", 2_000, true, { scanned: true, processed: true })).toEqual({ poll: false, reason: "final" });
    expect(poll("u", 2_000, true, { scanned: true, processed: true })).toEqual({ poll: true, delayMs: 1000 });
    expect(
      nextPoll({ transfer: "download", record: { status: "r", scanned: true }, newScanner: true, startedAt: 0, now: 10 }),
    ).toEqual({ poll: false, reason: "final" });
  });
});

describe("stages", () => {
  test("FILE-02 upload stages: uploading, scanning for viruses, processing file data", () => {
    const stages = fileStages("upload", { record: null, newScanner: false });
    expect(stages.map((stage) => englishKey(stage.label.key))).toEqual(["Uploading", "Scanning for viruses", "Processing file data"]);
    expect(states(stages)).toEqual(["uploading:active", "scanning:pending", "processing:pending"]);
  });

  test("FILE-02 download stages: creating file, scanning", () => {
    const stages = fileStages("download", { record: null, newScanner: false });
    expect(stages.map((stage) => englishKey(stage.label.key))).toEqual(["Creating file", "Scanning"]);
    expect(states(stages)).toEqual(["creating:active", "scanning:pending"]);
    expect(states(fileStages("download", { record: { status: "u" }, newScanner: false }))).toEqual(["creating:completed", "scanning:active"]);
    expect(states(fileStages("download", { record: { status: "r" }, newScanner: false }))).toEqual(["creating:completed", "scanning:completed"]);
  });

  test("FILE-02 without the new scanner: a record moves past uploading; a final status completes every stage", () => {
    expect(states(fileStages("upload", { record: { status: "u" }, newScanner: false }))).toEqual([
      "uploading:completed",
      "scanning:active",
      "processing:pending",
    ]);
    expect(states(fileStages("upload", { record: { status: "e" }, newScanner: false }))).toEqual([
      "uploading:completed",
      "scanning:completed",
      "processing:completed",
    ]);
  });

  test("FILE-02 with the new scanner the record's progress drives the stages, in order", () => {
    const at = (record: { status: string; scanned?: boolean; processed?: boolean }) => states(fileStages("upload", { record, newScanner: true }));
    expect(at({ status: "r" })).toEqual(["uploading:completed", "scanning:active", "processing:pending"]);
    expect(at({ status: "u", scanned: true })).toEqual(["uploading:completed", "scanning:completed", "processing:active"]);
    expect(at({ status: "r", scanned: true, processed: true })).toEqual(["uploading:completed", "scanning:completed", "processing:completed"]);
    // Processing cannot be done before the scan is.
    expect(at({ status: "u", processed: true })).toEqual(["uploading:completed", "scanning:active", "processing:pending"]);
  });
});

describe("on stop", () => {
  const loading = { ...initialFileLoading, loading: true, stages: fileStages("upload", { record: null, newScanner: false }) };

  test("FILE-02 loading is reset, the file expanded, and loadingFail's outcome is true for error states", () => {
    expect(onPollingStopped(loading, { status: "e" })).toEqual({ loading: false, stages: null, expanded: true, loadingFail: { outcome: true } });
    expect(onPollingStopped(loading, { status: "f" }).loadingFail).toEqual({ outcome: true });
  });

  test("FILE-02 a ready file, or one that timed out while uploaded, is not an error outcome", () => {
    expect(onPollingStopped(loading, { status: "r" }).loadingFail).toEqual({ outcome: false });
    expect(onPollingStopped(loading, { status: "u" }).loadingFail).toEqual({ outcome: false });
    expect(onPollingStopped(loading, null)).toMatchObject({ loading: false, expanded: true, loadingFail: { outcome: false } });
  });
});
