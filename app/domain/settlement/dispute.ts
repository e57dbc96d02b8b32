/**
 * Disputes of invoice lines: what a provider sends (a reason and, if it has one, a file of
 * evidence) and what the operator answers (uphold with an adjustment, or reject), checked
 * before anything is sent upstream. Limits match the contract in mocks/docs/settlement.md.
 */
import { z } from "zod";
import { encodeMessage } from "~/domain/validation/messages";

export const DISPUTE_KINDS = ["availability", "utilisation", "service_fee", "penalty"] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const MAX_DISPUTE_TEXT = 2000;
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_ACCEPT = ".pdf,.csv,.xlsx,.png,.jpg,.jpeg";
const EVIDENCE_NAME = /\.(pdf|csv|xlsx|png|jpe?g)$/i;

/** An invoice line as a route names it: `<event>-<kind>`, e.g. `12-utilisation`. */
export function parseLine(value: string | undefined): { event: number; kind: DisputeKind } | null {
  const match = /^(\d{1,12})-(availability|utilisation|service_fee|penalty)$/.exec(value ?? "");
  return match ? { event: Number(match[1]), kind: match[2] as DisputeKind } : null;
}

export const lineName = (line: { event: number; kind: string }) => `${line.event}-${line.kind}`;

// conform hands zod a blank field as undefined, so "blank" is also the required_error.
const blank = encodeMessage({ key: "blank" });
const text = z.string({ required_error: blank }).trim().min(1, blank).max(MAX_DISPUTE_TEXT, "settlement:dispute.tooLong");

export const disputeSchema = z.object({
  reason: text,
  evidence: z
    .instanceof(File)
    .optional()
    .refine((file) => !file || file.size <= MAX_EVIDENCE_BYTES, "settlement:dispute.evidenceTooLarge")
    .refine((file) => !file || EVIDENCE_NAME.test(file.name), "settlement:dispute.evidenceType"),
});

/** An adjustment in the competition's currency: up to 2 decimal places, plus or minus, not 0. */
const ADJUSTMENT = /^-?\d{1,9}(\.\d{1,2})?$/;

export const answerSchema = z
  .object({
    decision: z.enum(["upheld", "rejected"], { required_error: "settlement:answer.decisionRequired", invalid_type_error: "settlement:answer.decisionRequired" }),
    adjustment: z.string().trim().optional(),
    answer: text,
  })
  .superRefine((value, context) => {
    if (value.decision !== "upheld") {
      if (value.adjustment) context.addIssue({ code: "custom", path: ["adjustment"], message: "settlement:answer.adjustmentRejected" });
      return;
    }
    if (!value.adjustment) context.addIssue({ code: "custom", path: ["adjustment"], message: "settlement:answer.adjustmentRequired" });
    else if (!ADJUSTMENT.test(value.adjustment) || Number(value.adjustment) === 0) context.addIssue({ code: "custom", path: ["adjustment"], message: "settlement:answer.adjustmentFormat" });
  })
  .transform((value) => ({ decision: value.decision, answer: value.answer, adjustment: value.decision === "upheld" ? Number(value.adjustment) : null }));
