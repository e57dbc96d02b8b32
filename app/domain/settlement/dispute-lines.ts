/**
 * The invoice lines a provider can dispute and the limits of a dispute, without the form
 * schemas: pages import these, and only actions import the schemas (./dispute.ts), so no
 * validation library reaches the browser.
 */
/** The disputes page, where the operator answers and returns. */
export const DISPUTES_PAGE = "/settlement/disputes";

export const DISPUTE_KINDS = ["availability", "utilisation", "service_fee", "penalty"] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const MAX_DISPUTE_TEXT = 2000;
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_ACCEPT = ".pdf,.csv,.xlsx,.png,.jpg,.jpeg";

/** An invoice line as a route names it: `<event>-<kind>`, e.g. `12-utilisation`. */
export function parseLine(value: string | undefined): { event: number; kind: DisputeKind } | null {
  const match = /^(\d{1,12})-(availability|utilisation|service_fee|penalty)$/.exec(value ?? "");
  return match ? { event: Number(match[1]), kind: match[2] as DisputeKind } : null;
}

export const lineName = (line: { event: number; kind: string }) => `${line.event}-${line.kind}`;
