/**
 * Disputes of invoice lines: a provider questions one line of a month's invoice with a reason
 * and, if it has one, a file of evidence; the operator of the event's competition upholds it
 * with an adjustment (an amount added to the event, plus or minus) or rejects it, with an
 * answer either way. An upheld adjustment is a line of the month's statement from then on, so
 * the next settlement run shows it as what changed; a version already run does not move.
 */
import { HttpResponse, http, type HttpHandler } from "msw";
import { z } from "zod";
import { nowIso } from "~/clock.server";
import { localMonth } from "~/domain/settlement/half-hours";
import { pennies } from "~/domain/settlement/payments";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { detail, fieldErrors, forbidden, notFound, readJson, zodFieldErrors } from "../drf";
import { pagedJson } from "../paging";
import { isResponse } from "../session";
import { store } from "../store";
import { dispatchCaller } from "../dispatch/callers";
import { invoiceId } from "./statements";
import { servedStatement } from "./runs";
import { eventsOf } from "./scope";

export const DISPUTE_KINDS = ["availability", "utilisation", "service_fee", "penalty"] as const;
export const MAX_REASON_LENGTH = 2000;
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
const EVIDENCE_TYPES = /\.(pdf|csv|xlsx|png|jpe?g)$/i;

export type Dispute = {
  id: number;
  invoice: string;
  organisation_id: number;
  operator_id: number;
  event: number;
  competition_name: string;
  currency: string;
  kind: (typeof DISPUTE_KINDS)[number];
  reason: string;
  evidence: { file_name: string; size: number } | null;
  status: "open" | "upheld" | "rejected";
  answer: string | null;
  adjustment: number | null;
  created: string;
  answered_at: string | null;
};

const openSchema = z.object({
  invoice: z.string().min(1),
  event: z.coerce.number().int(),
  kind: z.enum(DISPUTE_KINDS),
  reason: z.string().trim().min(1, "This field may not be blank.").max(MAX_REASON_LENGTH, `Ensure this field has no more than ${MAX_REASON_LENGTH} characters.`),
});

const answerSchema = z
  .object({
    decision: z.enum(["upheld", "rejected"]),
    answer: z.string().trim().min(1, "This field may not be blank.").max(MAX_REASON_LENGTH, `Ensure this field has no more than ${MAX_REASON_LENGTH} characters.`),
    adjustment: z.number().finite().nullable().default(null),
  })
  .strict();

export const disputeHandlers: HttpHandler[] = [
  // A provider's own disputes; an operator's, those on its competitions' events. Newest first.
  http.get(api(paths.settlementDisputes), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const status = new URL(request.url).searchParams.get("status");
    const rows = store.settlement.disputes
      .filter((dispute) => (caller.side === "provider" ? dispute.organisation_id : dispute.operator_id) === caller.orgId)
      .filter((dispute) => !status || dispute.status === status)
      .sort((a, b) => b.id - a.id);
    return pagedJson(request, rows, { defaultLimit: 50, maxLimit: 200 });
  }),

  http.get(api(paths.settlementDispute(":id")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const dispute = store.settlement.disputes.find((candidate) => String(candidate.id) === params.id);
    if (!dispute || (caller.side === "provider" ? dispute.organisation_id : dispute.operator_id) !== caller.orgId) return notFound();
    return HttpResponse.json(dispute);
  }),

  // Multipart: invoice, event, kind, reason and an optional `evidence` file.
  http.post(api(paths.settlementDisputes), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const form = await request.formData().catch(() => null);
    if (!form) return fieldErrors({ non_field_errors: ["Send the dispute as a multipart form."] });
    const parsed = openSchema.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
    const evidence = form.get("evidence");
    const errors: Record<string, string[]> = parsed.success ? {} : zodFieldErrors(parsed.error);
    const file = evidence && typeof evidence !== "string" && evidence.size > 0 ? evidence : null;
    if (file && file.size > MAX_EVIDENCE_BYTES) errors.evidence = ["The file is larger than 10 MB."];
    else if (file && !EVIDENCE_TYPES.test(file.name)) errors.evidence = ["Evidence must be a PDF, CSV, XLSX, PNG or JPEG file."];
    if (!parsed.success || Object.keys(errors).length) return fieldErrors(errors);
    const { invoice, event: eventId, kind, reason } = parsed.data;
    const event = eventsOf(caller).find((candidate) => candidate.id === eventId);
    if (!event || invoiceId(caller.orgId, localMonth(event.start)) !== invoice) return notFound();
    const served = servedStatement("provider", caller.orgId, eventsOf(caller), localMonth(event.start));
    if (!served.lines.some((line) => line.event === eventId && line.kind === kind)) return fieldErrors({ kind: ["This invoice has no such line."] });
    if (store.settlement.disputes.some((dispute) => dispute.event === eventId && dispute.kind === kind && dispute.status === "open"))
      return detail(409, "A dispute of this line is already open.", "dispute_open");
    const dispute: Dispute = {
      id: (store.settlement.disputes.at(-1)?.id ?? 0) + 1,
      invoice,
      organisation_id: caller.orgId,
      operator_id: event.operator_id,
      event: eventId,
      competition_name: event.competition_name,
      currency: event.currency,
      kind,
      reason,
      evidence: file ? { file_name: file.name, size: file.size } : null,
      status: "open",
      answer: null,
      adjustment: null,
      created: nowIso(),
      answered_at: null,
    };
    store.settlement.disputes.push(dispute);
    return HttpResponse.json(dispute, { status: 201 });
  }),

  // The operator's answer: upheld with a non-zero adjustment, or rejected (no adjustment).
  http.post(api(paths.settlementDisputeAnswer(":id")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "operator") return forbidden();
    const dispute = store.settlement.disputes.find((candidate) => String(candidate.id) === params.id);
    if (!dispute || dispute.operator_id !== caller.orgId) return notFound();
    const parsed = answerSchema.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    if (dispute.status !== "open") return detail(409, "This dispute has already been answered.", "dispute_answered");
    const { decision, answer, adjustment } = parsed.data;
    if (decision === "upheld" && (adjustment === null || pennies(adjustment) === 0)) return fieldErrors({ adjustment: ["An upheld dispute needs an adjustment other than 0."] });
    if (decision === "rejected" && adjustment !== null) return fieldErrors({ adjustment: ["A rejected dispute has no adjustment."] });
    Object.assign(dispute, { status: decision, answer, adjustment: decision === "upheld" ? pennies(adjustment!) : null, answered_at: nowIso() });
    return HttpResponse.json(dispute);
  }),
];
