/**
 * Creating instructions from accepted bids, checked as the upstream would: the operator's
 * own competition, whose bidding has closed; a day each window serves; accepted bids only;
 * at least the window's required response time of notice; one live instruction per bid
 * at a time. The same checks make the preview and the real thing.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { parseDuration } from "~/domain/validation/duration";
import { zodFieldErrors } from "../drf";
import { store } from "../store";
import type { Competition } from "../store/market-types";
import { parseDay } from "../clearing/calendar";
import { acceptedInInstance, assetsOfBid, DISPATCHABLE_STATUSES, windowInstance, windowsOf, type AcceptedBid, type WindowInstance } from "./dispatchable";
import { isLive, statusAt } from "./lifecycle";
import { responseDeadline, responseWindowOf } from "./response-window";
import { utilisationPriceOf } from "./terms";
import type { DispatchInstruction } from "./types";

const REQUIRED = "This field is required.";
const numeric = (schema: z.ZodTypeAny) => z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), schema);
const integer = () => z.number({ required_error: REQUIRED, invalid_type_error: "A valid integer is required." }).int("A valid integer is required.");
const ids = z.array(numeric(integer()), { invalid_type_error: 'Expected a list of items but got type "str".' }).optional().default([]);

export const createInput = z.object({
  competition: numeric(integer()),
  date: z
    .string({ required_error: REQUIRED, invalid_type_error: "Not a valid string." })
    .refine((text) => parseDay(text) !== null, "Date has wrong format. Use one of these formats instead: YYYY-MM-DD."),
  service_windows: ids,
  decisions: ids,
  issue_at: z
    .string({ invalid_type_error: "Not a valid string." })
    .refine((text) => !Number.isNaN(Date.parse(text)) && /T/.test(text), "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].")
    .nullish(),
});
export type CreateInput = z.infer<typeof createInput>;

export type Candidate = Omit<DispatchInstruction, "id">;
type Outcome = { ok: true; competition: Competition; candidates: Candidate[] } | { ok: false; errors: Record<string, string[]> };

const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;
const noticeMs = (window: WindowInstance["window"]) => (parseDuration(window.required_response_time ?? "") ?? 0) * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Checks a create (or preview) body for the calling operator and builds the instructions it asks for. */
export function buildInstructions(body: unknown, operatorId: number, userId: number, now: number): Outcome {
  const parsed = createInput.safeParse(body ?? {});
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  const input = parsed.data;
  const competition = store.market.competitions.find((candidate) => candidate.id === input.competition && candidate.operator_id === operatorId);
  if (!competition) return { ok: false, errors: { competition: [invalidPk(input.competition)] } };
  if (!DISPATCHABLE_STATUSES.has(competition.status)) return { ok: false, errors: { competition: ["Dispatch instructions can only be created once bidding has closed."] } };
  if (!input.service_windows.length && !input.decisions.length) return { ok: false, errors: { non_field_errors: ["Choose at least one service window or accepted bid to dispatch."] } };
  const issueAt = input.issue_at ? Date.parse(input.issue_at) : now;
  if (issueAt < now - 60_000) return { ok: false, errors: { issue_at: ["The issue time cannot be in the past."] } };

  const day = parseDay(input.date)!;
  const instances = new Map(windowsOf(competition).map((window) => [window.id, windowInstance(competition, window, day)]));
  const errors: Record<string, string[]> = {};
  const chosen = new Map<number, { accepted: AcceptedBid; instance: WindowInstance; field: string }>();

  input.service_windows.forEach((windowId, index) => {
    const field = `service_windows.${index}`;
    const instance = instances.get(windowId);
    if (!instance) return void (errors[field] = [invalidPk(windowId)]);
    if (!instance.served) return void (errors[field] = [`This service window does not serve ${input.date}.`]);
    const accepted = acceptedInInstance(competition, instance);
    if (!accepted.length) return void (errors[field] = [`No bids were accepted in this service window for ${input.date}.`]);
    for (const entry of accepted) chosen.set(entry.decision.id, { accepted: entry, instance, field });
  });
  input.decisions.forEach((decisionId, index) => {
    const field = `decisions.${index}`;
    const decision = store.market.decisions.find((candidate) => candidate.id === decisionId && candidate.competition === competition.id && candidate.approved);
    const bid = decision && store.market.bids.find((candidate) => candidate.id === decision.bid_id);
    const instance = bid && instances.get(bid.service_window);
    if (!decision || !instance) return void (errors[field] = [invalidPk(decisionId)]);
    if (!instance.served) return void (errors[field] = [`This service window does not serve ${input.date}.`]);
    const accepted = acceptedInInstance(competition, instance).find((entry) => entry.decision.id === decisionId);
    if (!accepted) return void (errors[field] = [`This bid was not accepted for ${input.date}.`]);
    chosen.set(decisionId, { accepted, instance, field });
  });

  const window = responseWindowOf(competition);
  const candidates: Candidate[] = [];
  for (const { accepted, instance, field } of chosen.values()) {
    const { bid, decision, start, end } = accepted;
    const notice = noticeMs(instance.window);
    if (start - issueAt < Math.max(notice, 1)) {
      const minutes = Math.round(notice / 60_000);
      (errors[field] ??= []).push(minutes > 0 ? `Too late: this dispatch needs ${minutes} minutes' notice before it starts.` : "Too late: this dispatch has already started.");
      continue;
    }
    const clash = store.dispatch.instructions.find(
      (existing) => existing.bid === bid.id && isLive(statusAt(existing, now)) && Date.parse(existing.start) < end && Date.parse(existing.end) > start,
    );
    if (clash) {
      (errors[field] ??= []).push("This bid already has a dispatch instruction at this time.");
      continue;
    }
    const deadline = responseDeadline(DateTime.fromMillis(issueAt), DateTime.fromMillis(start), window);
    candidates.push({
      competition: competition.id,
      operator_id: competition.operator_id,
      organisation_id: bid.organisation_id,
      bid: bid.id,
      decision: decision.id,
      service_window: bid.service_window,
      assets: assetsOfBid(bid),
      start: iso(start),
      end: iso(end),
      capacity: decision.accepted_capacity,
      utilisation_price: utilisationPriceOf(competition, bid, decision, instance.schedule),
      response_window: window.code,
      issue_at: iso(issueAt),
      response_deadline: iso(deadline.toMillis()),
      response: null,
      responded_by: null,
      responded_at: null,
      auto_accept_rule: null,
      stopped_at: null,
      stopped_by: null,
      created: iso(now),
      created_by: userId,
      released: false,
    });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  candidates.sort((a, b) => a.start.localeCompare(b.start) || a.bid - b.bid);
  return { ok: true, competition, candidates };
}
