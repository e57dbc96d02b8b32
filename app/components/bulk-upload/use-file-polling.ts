import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { nextPoll, type FileTransfer } from "~/domain/bidding/file-status";

/**
 * FILE-01: re-reads the page's data once a second while the file is not final, until 20
 * minutes after `startedAt`. Each answer schedules the next read, so a slow answer never
 * stacks reads up.
 */
export function useFilePolling(file: { status: string; since: number } | null, transfer: FileTransfer = "upload") {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!file) return;
    const decision = nextPoll({ transfer, record: { status: file.status }, newScanner: false, startedAt: file.since, now: Date.now() });
    if (!decision.poll) return;
    const timer = window.setTimeout(() => revalidate.current(), decision.delayMs);
    return () => window.clearTimeout(timer);
  }, [file, transfer]);
}
