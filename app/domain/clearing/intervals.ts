import { DEFAULT_HOLIDAY_HANDLING, SERVICE_DAYS, type HolidayHandling } from "~/domain/market/enums";
import { endDate } from "./end-date";
import { firstServiceDay } from "./window-rows";
import {
  demandIntervalSchema,
  type ClearingPeriod,
  type ClearingServiceWindow,
  type ClockTime,
  type DemandInterval,
  type IsoDate,
  type PeriodDates,
} from "./types";

/** The parsed values of one form row, before the end date and the scheduled-dispatch fields are settled. */
export type DemandIntervalDraft = {
  start_date: IsoDate;
  start_time: ClockTime;
  end_time: ClockTime;
  max_utilisation_rate: number;
  required_capacity: number;
  exclude_gsps?: number[];
  window_id?: number;
  /** Scheduled dispatch only; defaults to the start date up to the next day (end exclusive). */
  period_dates?: PeriodDates;
  service_days?: number[];
  holiday_handling?: HolidayHandling;
};

export type IntervalOptions = { scheduledDispatch?: boolean };

/**
 * The demand interval of a form row (001 §3): dated by start and end date, or with
 * scheduled dispatch by period dates, service days (default every day) and holiday
 * handling (default ignore). Throws a RangeError for a date or time that is not valid,
 * which a parsed row never has.
 */
export function buildDemandInterval(draft: DemandIntervalDraft, options: IntervalOptions = {}): DemandInterval {
  const { start_date, start_time, end_time, max_utilisation_rate, required_capacity } = draft;
  const end = endDate(start_date, start_time, end_time, options);
  if (end === undefined) throw new RangeError(`Not a valid interval: ${start_date} ${start_time}–${end_time}`);
  const common = {
    start_time,
    end_time,
    max_utilisation_rate,
    required_capacity,
    ...(draft.exclude_gsps?.length ? { exclude_gsps: [...draft.exclude_gsps] } : {}),
    ...(draft.window_id === undefined ? {} : { window_id: draft.window_id }),
  };
  if (!options.scheduledDispatch) return { ...common, start_date, end_date: end };
  return {
    ...common,
    period_dates: draft.period_dates ?? { start: start_date, end },
    service_days: draft.service_days?.length ? [...new Set(draft.service_days)].sort((a, b) => a - b) : [...SERVICE_DAYS],
    holiday_handling: draft.holiday_handling ?? DEFAULT_HOLIDAY_HANDLING,
  };
}

/** A competition's service period as the upstream sends it (structural, so the wire type fits). */
export type ServicePeriodInput = {
  id: number;
  start: string;
  end: string;
  windows: ReadonlyArray<{
    id: number;
    name?: string | null;
    service_period: number;
    start_time: string;
    end_time: string;
    service_days: number[];
    holiday_handling: HolidayHandling;
    capacity_required: number;
  }>;
};

/** The competition's service periods in the clearing modal's shape. */
export function clearingPeriods(servicePeriods: readonly ServicePeriodInput[]): ClearingPeriod[] {
  return servicePeriods.map((period) => ({
    id: period.id,
    period_dates: { start: period.start, end: period.end },
    service_windows: period.windows.map((window) => ({
      id: window.id,
      name: window.name ?? "",
      service_period: window.service_period,
      start_time: clockTime(window.start_time),
      end_time: clockTime(window.end_time),
      service_days: [...window.service_days],
      holiday_handling: window.holiday_handling,
      required_capacity: window.capacity_required,
    })),
  }));
}

export function findWindow(
  periods: readonly ClearingPeriod[],
  windowId: number | undefined,
): { window: ClearingServiceWindow; period: ClearingPeriod } | undefined {
  if (windowId === undefined) return undefined;
  for (const period of periods) {
    const window = period.service_windows.find((candidate) => candidate.id === windowId);
    if (window) return { window, period };
  }
  return undefined;
}

/** A window's interval starts on the first day of its service period that the window serves. */
export function resolveStartDate(periods: readonly ClearingPeriod[], windowId: number | undefined): IsoDate | undefined {
  const found = findWindow(periods, windowId);
  return found && firstServiceDay(found.period, found.window);
}

// Apart from the rules, so the clearing form can lay out its rows without zod or luxon.
export { firstServiceDay, windowIntervalFields } from "./window-rows";

/**
 * The interval of one service window: its times, its required capacity, its first service
 * day in its period, and with scheduled dispatch the whole period with the window's service days
 * and holiday handling. Undefined for a window the periods do not hold.
 */
export function windowDemandInterval(
  periods: readonly ClearingPeriod[],
  windowId: number,
  values: { max_utilisation_rate: number; required_capacity?: number; exclude_gsps?: number[] },
  options: IntervalOptions = {},
): DemandInterval | undefined {
  const found = findWindow(periods, windowId);
  if (!found) return undefined;
  const { window, period } = found;
  return buildDemandInterval(
    {
      start_date: options.scheduledDispatch ? period.period_dates.start : firstServiceDay(period, window),
      start_time: window.start_time,
      end_time: window.end_time,
      max_utilisation_rate: values.max_utilisation_rate,
      required_capacity: values.required_capacity ?? window.required_capacity,
      exclude_gsps: values.exclude_gsps,
      window_id: window.id,
      period_dates: { ...period.period_dates },
      service_days: window.service_days,
      holiday_handling: window.holiday_handling,
    },
    options,
  );
}

/**
 * A demand interval as the input parameter set holds it, in the modal's shape: times in
 * minutes, absent fields dropped, scheduled-dispatch defaults filled in. Null when it is neither a valid dated nor a valid
 * scheduled interval.
 */
export function toDemandInterval(wire: Record<string, unknown>): DemandInterval | null {
  const present = Object.entries(wire).filter(([, value]) => value !== undefined && value !== null);
  const fields = Object.fromEntries(
    present.map(([key, value]) => [key, (key === "start_time" || key === "end_time") && typeof value === "string" ? clockTime(value) : value]),
  );
  if ("period_dates" in fields) {
    fields.service_days ??= [...SERVICE_DAYS];
    fields.holiday_handling ??= DEFAULT_HOLIDAY_HANDLING;
  }
  const parsed = demandIntervalSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

// The API writes time fields as "HH:MM:SS"; the modal works in minutes.
function clockTime(text: string): ClockTime {
  return /^\d{2}:\d{2}:\d{2}$/.test(text) ? text.slice(0, 5) : text;
}
