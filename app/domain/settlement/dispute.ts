/**
 * Disputes of invoice lines: what a provider sends (a reason and, if it has one, a file of
 * evidence) and what the operator answers (uphold with an adjustment, or reject), checked
 * before anything is sent upstream (actions only). Limits match the contract in mocks/docs/settlement.md.
 */
import { z } from "zod";
import { encodeMessage } from "~/domain/validation/messages";
import { MAX_DISPUTE_TEXT, MAX_EVIDENCE_BYTES } from "./dispute-lines";

const EVIDENCE_NAME = /\.(pdf|csv|xlsx|png|jpe?g)$/i;

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
    // A blank answer counts as "" rather than missing: a missing field stops zod before the
    // checks below, so the adjustment's error would only show on the next post.
    answer: text.default(""),
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
