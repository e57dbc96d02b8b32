/**
 * The bodies of the clearing calls, checked as the upstream's serializers would: DRF field
 * errors, flattened to `demand_intervals.0.required_capacity` like the rest of the sandbox.
 */
import { z } from "zod";
import { HOLIDAY_HANDLING } from "~/domain/market/enums";
import { zodFieldErrors } from "../drf";
import { store } from "../store";
import type { Competition, DemandInterval } from "../store/market-types";
import { operatesCompetition } from "./access";
import { parseDay, parseMinutes, resolveInterval } from "./calendar";

const REQUIRED = "This field is required.";

/** DRF's number fields take numbers or their text. */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value), schema);
const number = () => z.number({ required_error: REQUIRED, invalid_type_error: "A valid number is required." });
const integer = () => z.number({ required_error: REQUIRED, invalid_type_error: "A valid integer is required." }).int("A valid integer is required.");

const time = z
  .string({ required_error: REQUIRED, invalid_type_error: "Not a valid string." })
  .refine((text) => parseMinutes(text) !== null, "Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].");
const date = z
  .string({ required_error: REQUIRED, invalid_type_error: "Not a valid string." })
  .refine((text) => parseDay(text) !== null, "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.");

export const demandIntervalInput = z
  .object({
    start_time: time,
    end_time: time,
    max_utilisation_rate: numeric(number().min(0, "Ensure this value is greater than or equal to 0.")),
    required_capacity: numeric(number().positive("Ensure this value is greater than 0.")),
    exclude_gsps: z.array(numeric(integer()), { invalid_type_error: 'Expected a list of items but got type "str".' }).optional(),
    start_date: date.optional(),
    end_date: date.optional(),
    period_dates: z.object({ start: date, end: date }).optional(),
    service_days: z.array(numeric(integer().min(0, "Ensure this value is greater than or equal to 0.").max(6, "Ensure this value is less than or equal to 6."))).optional(),
    holiday_handling: z.enum(HOLIDAY_HANDLING, { errorMap: () => ({ message: "Not a valid choice." }) }).optional(),
    window_id: numeric(integer()).optional(),
  })
  .superRefine((interval, context) => {
    if (interval.period_dates) {
      if (interval.start_date) context.addIssue({ code: "custom", path: ["start_date"], message: "Send either start_date or period_dates, not both." });
      const start = parseDay(interval.period_dates.start);
      const end = parseDay(interval.period_dates.end);
      // A malformed date has its own error already.
      if (start === null || end === null) return;
      if (end <= start) context.addIssue({ code: "custom", path: ["period_dates"], message: "The period must end after it starts." });
      else if (resolveInterval(interval).occurrences.length === 0) {
        context.addIssue({ code: "custom", path: ["service_days"], message: "No day of the period is a service day." });
      }
      return;
    }
    if (!interval.start_date) {
      context.addIssue({ code: "custom", path: ["start_date"], message: REQUIRED });
      return;
    }
    if ([interval.start_date, interval.end_date ?? interval.start_date].some((text) => parseDay(text) === null)) return;
    if (parseMinutes(interval.start_time) === null || parseMinutes(interval.end_time) === null) return;
    const range = resolveInterval(interval);
    if (range.endMs <= range.startMs) {
      context.addIssue({ code: "custom", path: [interval.end_date ? "end_date" : "end_time"], message: "The interval must end after it starts." });
    }
  });

const competitionField = numeric(integer());
const intervals = z.array(demandIntervalInput, { required_error: REQUIRED, invalid_type_error: 'Expected a list of items but got type "str".' });

export const decisionSetInput = z.object({
  competition: competitionField,
  demand_intervals: intervals.min(1, "This list may not be empty."),
});

export const decisionsInput = z
  .object({
    competition: competitionField,
    demand_intervals: intervals.optional().default([]),
    decisions: z
      .array(z.object({ bid_id: numeric(integer()), approved: z.boolean({ required_error: REQUIRED, invalid_type_error: "Must be a valid boolean." }) }))
      .optional()
      .default([]),
  })
  .refine((body) => body.demand_intervals.length > 0 || body.decisions.length > 0, {
    message: "Send demand_intervals to clear, or decisions to record.",
  });

export const autoDecisionsInput = z.object({ competition: competitionField });

export type Checked<T> = { ok: true; competition: Competition; body: T } | { ok: false; errors: Record<string, string[]> };

/** Parses a body and checks its competition: one the operator runs, with bidding closed. */
export function checkBody<S extends z.ZodTypeAny>(schema: S, raw: unknown, operatorId: number): Checked<z.output<S>> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  const body = parsed.data as z.output<S> & { competition: number; demand_intervals?: DemandInterval[] };
  const competition = store.market.competitions.find((candidate) => candidate.id === body.competition);
  if (!competition || !operatesCompetition(operatorId, competition)) {
    return { ok: false, errors: { competition: [`Invalid pk "${body.competition}" - object does not exist.`] } };
  }
  if (competition.status !== "closed") return { ok: false, errors: { competition: ["Bidding for this competition has not closed."] } };
  const errors = excludedGspErrors(competition, body.demand_intervals ?? []);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, competition, body };
}

/** Grid supply points of the competition's active bids: the only ones an interval may exclude. */
export function bidGridSupplyPoints(competition: Competition): Set<number> {
  const gsps = new Set<number>();
  for (const bid of store.market.bids) {
    if (bid.competition === competition.id && bid.is_active) for (const gsp of bid.grid_supply_points) gsps.add(gsp);
  }
  return gsps;
}

function excludedGspErrors(competition: Competition, demandIntervals: DemandInterval[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!demandIntervals.some((interval) => interval.exclude_gsps?.length)) return errors;
  const known = bidGridSupplyPoints(competition);
  demandIntervals.forEach((interval, index) => {
    const unknown = (interval.exclude_gsps ?? []).filter((gsp) => !known.has(gsp));
    if (unknown.length) {
      errors[`demand_intervals.${index}.exclude_gsps`] = unknown.map((gsp) => `${gsp} is not a grid supply point of this competition's bids.`);
    }
  });
  return errors;
}
