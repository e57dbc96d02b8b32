/**
 * How long a provider has to answer an instruction, by the kind of market the competition
 * runs, and the deadline that follows. The windows are those real local flexibility markets
 * set: an hour where dispatch is decided close to real time (day-ahead constraint markets
 * and post-fault products), four hours for week-ahead markets, and 48 working hours
 * (weekends do not count) for markets contracted months ahead.
 */
import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE, DAY_AHEAD_QUALIFICATION, type ProductType } from "~/domain/market/enums";
import type { Competition } from "../store/market-types";
import type { ResponseWindowCode } from "./types";

export type ResponseWindow = { code: ResponseWindowCode; hours: number; workingDaysOnly: boolean };

export const RESPONSE_WINDOWS: Record<ResponseWindowCode, ResponseWindow> = {
  intraday: { code: "intraday", hours: 1, workingDaysOnly: false },
  day_ahead: { code: "day_ahead", hours: 1, workingDaysOnly: false },
  week_ahead: { code: "week_ahead", hours: 4, workingDaysOnly: false },
  month_ahead: { code: "month_ahead", hours: 48, workingDaysOnly: true },
};

/** Products called after a fault, in real time. */
const INTRADAY_PRODUCTS = new Set<ProductType>(["dynamic", "restore"]);
/** Products scheduled at contract time, months ahead. */
const MONTH_AHEAD_PRODUCTS = new Set<ProductType>(["sustain", "peak_reduction", "firm_availability_utilisation", "scheduled_utilisation"]);

/** In order: day-ahead qualification, post-fault products, the Week Ahead tag, products scheduled months ahead; else week-ahead. */
export function responseWindowOf(competition: Pick<Competition, "qualification_type" | "tag" | "product_type">): ResponseWindow {
  if (competition.qualification_type === DAY_AHEAD_QUALIFICATION || competition.tag === "Day Ahead") return RESPONSE_WINDOWS.day_ahead;
  if (INTRADAY_PRODUCTS.has(competition.product_type)) return RESPONSE_WINDOWS.intraday;
  if (competition.tag === "Week Ahead") return RESPONSE_WINDOWS.week_ahead;
  if (MONTH_AHEAD_PRODUCTS.has(competition.product_type)) return RESPONSE_WINDOWS.month_ahead;
  return RESPONSE_WINDOWS.week_ahead;
}

const isWeekend = (instant: DateTime) => instant.weekday >= 6;

/** `hours` after `from`, counting only Monday to Friday (UK local time) when asked. */
export function addWindow(from: DateTime, window: ResponseWindow): DateTime {
  if (!window.workingDaysOnly) return from.plus({ hours: window.hours });
  let cursor = from.setZone(COMPETITION_TIMEZONE);
  let left = window.hours * 3_600_000;
  while (left > 0) {
    const nextDay = cursor.plus({ days: 1 }).startOf("day");
    if (isWeekend(cursor)) {
      cursor = nextDay;
      continue;
    }
    const span = nextDay.toMillis() - cursor.toMillis();
    if (span >= left) return cursor.plus({ milliseconds: left }).toUTC();
    left -= span;
    cursor = nextDay;
  }
  return cursor.toUTC();
}

/** The window after issue, but never after the dispatch starts: an answer must come before delivery. */
export function responseDeadline(issueAt: DateTime, start: DateTime, window: ResponseWindow): DateTime {
  const full = addWindow(issueAt, window);
  return full < start ? full : start;
}
