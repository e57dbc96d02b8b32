/**
 * The market clearing modal's own shapes (001 §3 Demand interval, Service window
 * (clearing), Period). The zod schemas describe what may travel in a hidden form field,
 * so they are strict about formats: that text comes back from the browser.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { HOLIDAY_HANDLING, type HolidayHandling } from "~/domain/market/enums";
import { isTime } from "~/domain/validation/time";

/** "YYYY-MM-DD", a real calendar date. */
export type IsoDate = string;
/** "HH:MM", 24 hours. */
export type ClockTime = string;

export type PeriodDates = { start: IsoDate; end: IsoDate };

/** A service window as the clearing modal sees it. */
export type ClearingServiceWindow = {
  id: number;
  /** The window's name, to tell rows apart ("Evening peak"); empty when the competition gives none. */
  name?: string;
  service_period: number;
  start_time: ClockTime;
  end_time: ClockTime;
  service_days: number[];
  holiday_handling: HolidayHandling;
  required_capacity: number;
};

/** A service period; `period_dates.end` is exclusive, as the competition sends it. */
export type ClearingPeriod = {
  id: number;
  period_dates: PeriodDates;
  service_windows: ClearingServiceWindow[];
};

/** A grid supply point named by one of the bids, offered for exclusion. */
export type GridSupplyPointOption = { id: number; name: string };

/** Which form the first step shows: one demand interval (day-ahead), a row per service window, or a price per window (fixed price). */
export type ClearingFormKind = "demand-interval" | "service-windows" | "fixed-price";

/** Decisions come back from the bid decision set; only these two fields matter to the rules. */
export type BidDecision = { bid_id: number; approved: boolean };

// Periods longer than this are refused: a hidden field could otherwise ask for millions of days.
export const MAX_PERIOD_DAYS = 3660;

const isoDate = z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text).isValid, {
  message: "Expected a date as YYYY-MM-DD",
});
const clockTime = z.string().refine(isTime, { message: "Expected a time as HH:MM" });
const amount = z.number().finite().nonnegative();
const serviceDay = z.number().int().min(0).max(6);

const common = {
  start_time: clockTime,
  end_time: clockTime,
  max_utilisation_rate: amount,
  required_capacity: amount,
  exclude_gsps: z.array(z.number().int().positive()).optional(),
  window_id: z.number().int().positive().optional(),
};

export const datedDemandIntervalSchema = z
  .object({ ...common, start_date: isoDate, end_date: isoDate })
  .strict()
  .refine((interval) => interval.end_date >= interval.start_date, { message: "end_date is before start_date" });

export const scheduledDemandIntervalSchema = z
  .object({
    ...common,
    period_dates: z.object({ start: isoDate, end: isoDate }).strict(),
    service_days: z.array(serviceDay),
    holiday_handling: z.enum(HOLIDAY_HANDLING),
  })
  .strict()
  .refine(({ period_dates: { start, end } }) => {
    const days = DateTime.fromISO(end).diff(DateTime.fromISO(start), "days").days;
    return days >= 1 && days <= MAX_PERIOD_DAYS;
  }, { message: `period_dates must cover 1 to ${MAX_PERIOD_DAYS} days` });

export const demandIntervalSchema = z.union([datedDemandIntervalSchema, scheduledDemandIntervalSchema]);

/** One interval on given dates: `end_date` is the start date or the day after (see end-date.ts). */
export type DatedDemandInterval = z.infer<typeof datedDemandIntervalSchema>;
/** Scheduled dispatch: the times repeat on the service days of the period (end exclusive). */
export type ScheduledDemandInterval = z.infer<typeof scheduledDemandIntervalSchema>;
/** Assignable to the wire shape the bid decision set takes in `demand_intervals`. */
export type DemandInterval = DatedDemandInterval | ScheduledDemandInterval;

// Apart from the schemas, so components can tell the kinds apart without zod or luxon.
export { isScheduledInterval } from "./interval-kind";

/**
 * One demand interval row of the clearing form, as posted: every value is text. Scheduled
 * dispatch adds `period_end`, `service_days` and `holiday_handling`; a row made from a
 * service window carries its `window_id`.
 */
export type DemandIntervalFields = {
  window_id?: string;
  start_date?: string;
  start_time?: string;
  end_time?: string;
  max_utilisation_rate?: string;
  required_capacity?: string;
  /** Grid supply point names, comma-separated. */
  exclude_gsps?: string;
  period_end?: string;
  service_days?: string[];
  holiday_handling?: string;
};
