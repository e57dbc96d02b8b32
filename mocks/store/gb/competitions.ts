import { DateTime } from "luxon";
import {
  DEFAULT_POWER_TYPE,
  HOLIDAY_HANDLING,
  REQUIRED_RATES,
  SERVICE_DAY_PRESETS,
  type CompetitionStatus,
} from "~/domain/market/enums";
import type { Competition, LicenceArea, ServicePeriod, ServiceWindow } from "../market-types";
import { competitionBoundary } from "./boundaries";
import { COMPETITION_PLANS, type CompetitionPlan } from "./competition-plans";
import { operatorById } from "./operators";
import { createRandom, round, seedOf, type Random } from "./random";

/** Days from today (UTC) of qualification open, qualification closed, open, closed and archive, per status. */
const MILESTONE_DAYS: Record<CompetitionStatus, [number, number, number, number, number]> = {
  incomplete: [30, 58, 72, 86, 270],
  pending: [9, 37, 51, 65, 250],
  qualifying: [-12, 14, 28, 42, 230],
  qualified: [-45, -6, 6, 20, 210],
  open: [-70, -28, -6, 12, 200],
  closed: [-100, -55, -30, -4, 160],
  visibility: [-220, -175, -150, -110, 60],
  archived: [-520, -480, -460, -420, -35],
};
const MILESTONE_HOURS = [9, 17, 9, 12, 0];

type WindowShape = { name: string; start: string; end: string; days: readonly number[] };
const WEEKDAYS = SERVICE_DAY_PRESETS.weekdays;
const EVERY_DAY = SERVICE_DAY_PRESETS.every_day;
const WEEKENDS = SERVICE_DAY_PRESETS.weekends;
const WINDOW_SHAPES: Record<"deficit" | "excess" | "reactive" | "dayAhead", WindowShape[]> = {
  deficit: [
    { name: "Weekday evening peak", start: "16:00", end: "19:30", days: WEEKDAYS },
    { name: "Morning peak", start: "07:00", end: "09:30", days: EVERY_DAY },
    { name: "Weekend teatime", start: "16:30", end: "19:00", days: WEEKENDS },
  ],
  excess: [
    { name: "Solar midday", start: "11:00", end: "15:00", days: EVERY_DAY },
    { name: "Overnight", start: "23:00", end: "06:00", days: EVERY_DAY },
    { name: "Weekend daytime", start: "08:00", end: "20:00", days: WEEKENDS },
  ],
  reactive: [
    { name: "Overnight light load", start: "22:00", end: "06:00", days: EVERY_DAY },
    { name: "Midweek daytime", start: "09:00", end: "17:00", days: [0, 2, 4] },
  ],
  dayAhead: [
    { name: "Block 1", start: "06:00", end: "12:00", days: EVERY_DAY },
    { name: "Block 2", start: "12:00", end: "18:00", days: EVERY_DAY },
    { name: "Block 3", start: "18:00", end: "23:00", days: EVERY_DAY },
  ],
};

const iso = (instant: DateTime) => instant.toUTC().toISO({ suppressMilliseconds: true })!;

const SEASONS = ["Winter", "Winter", "Spring", "Spring", "Spring", "Summer", "Summer", "Summer", "Autumn", "Autumn", "Autumn", "Winter"];

/**
 * A service period is named by the season (winter December to February, spring March to
 * May, summer June to August, autumn September to November) its middle day falls in, so
 * a period from March to June is a spring one although it starts a day after winter's.
 */
function seasonName(start: DateTime, end: DateTime): string {
  const middle = start.plus({ days: Math.floor(end.diff(start, "days").days / 2) });
  const season = SEASONS[middle.month - 1];
  if (season !== "Winter") return `${season} ${middle.year}`;
  const year = middle.month === 12 ? middle.year : middle.year - 1;
  return `Winter ${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}

type Ids = { period: number; window: number };

function windowsFor(plan: CompetitionPlan, period: number, random: Random, ids: Ids): ServiceWindow[] {
  const shapes = plan.dayAhead
    ? WINDOW_SHAPES.dayAhead
    : plan.power === "reactive_power"
      ? WINDOW_SHAPES.reactive
      : WINDOW_SHAPES[plan.direction === "excess" ? "excess" : "deficit"];
  const count = plan.dayAhead ? shapes.length : random.int(1, shapes.length);
  const fixed = plan.pricing === "fixed_price";
  const rates = REQUIRED_RATES[plan.type];
  const busy = plan.status === "closed" || plan.status === "visibility" || plan.status === "archived";
  return shapes.slice(0, count).map((shape) => ({
    id: ++ids.window,
    service_period: period,
    name: shape.name,
    start_time: shape.start,
    end_time: shape.end,
    service_days: [...shape.days],
    holiday_handling: HOLIDAY_HANDLING[ids.window % HOLIDAY_HANDLING.length],
    capacity_required: plan.power === "reactive_power" ? round(random.between(1, 5), 1) : round(random.between(busy ? 4 : 1, busy ? 15 : 12), 1),
    minimum_aggregate_asset_size: random.pick([null, 0.05, 0.1]),
    required_response_time: plan.product === "dynamic" ? "0 00:00:30" : random.pick(["0 00:15:00", "0 00:30:00", null]),
    minimum_run_time: random.pick(["0 00:30:00", "0 01:00:00", "0 02:00:00"]),
    dispatch_estimate: random.int(5, 60),
    dispatch_duration: random.pick(["0 01:00:00", "0 02:00:00", "0 03:00:00"]),
    fixed_availability_price: fixed && rates.includes("availability") ? round(random.between(6, 25), 2) : null,
    fixed_utilisation_price: fixed && rates.includes("utilisation") ? round(random.between(180, 450), 2) : null,
    fixed_service_fee: fixed && rates.includes("service_fee") ? round(random.between(80, 300), 2) : null,
    available_hours_override: random.chance(0.15) ? random.int(40, 400) : null,
  }));
}

function servicePeriods(plan: CompetitionPlan, competition: number, open: DateTime, closed: DateTime, random: Random, ids: Ids): ServicePeriod[] {
  // A service that starts soon after bidding closes is being dispatched today (the demo's dispatch competition).
  let start = (plan.dayAhead ? open : closed.plus({ days: plan.serviceLeadDays ?? 14 })).startOf("day");
  const count = plan.dayAhead ? 1 : random.int(1, 2);
  return Array.from({ length: count }, () => {
    const end = plan.dayAhead ? closed.plus({ days: 30 }).startOf("day") : start.plus({ days: 91 });
    const id = ++ids.period;
    const period: ServicePeriod = {
      id,
      competition,
      name: plan.dayAhead ? "Rolling day-ahead" : seasonName(start, end),
      start: start.toISODate()!,
      end: end.toISODate()!,
      windows: windowsFor(plan, id, random, ids),
    };
    start = end;
    return period;
  });
}

/** The competitions, with dates placed around `today` so each status is true of the present. */
export function competitions(areas: LicenceArea[], today: DateTime): Competition[] {
  const areasByRef = new Map(areas.map((area) => [area.ref, area]));
  const ids: Ids = { period: 0, window: 0 };
  return COMPETITION_PLANS.map((plan, index) => {
    const id = index + 1;
    const random = createRandom(seedOf(`competition:${plan.name}`));
    const shift = random.int(-2, 2);
    const [qualificationOpen, qualificationClosed, open, closed, archiveOn] = MILESTONE_DAYS[plan.status].map((days, step) =>
      today.plus({ days: days + shift, hours: MILESTONE_HOURS[step] }),
    );
    const operator = operatorById.get(plan.operator)!;
    const rates = REQUIRED_RATES[plan.type];
    const guided = plan.pricing !== "fixed_price";
    return {
      id,
      name: plan.removed ? "" : plan.name,
      reference: `${operator.prefix}-${qualificationOpen.year}-${String(id).padStart(3, "0")}`,
      status: plan.status,
      operator_id: plan.operator,
      competition_type: plan.type,
      product_type: plan.product,
      need_type: plan.need,
      pricing_method: plan.pricing,
      fixed_price: plan.pricing === "fixed_price",
      currency: "GBP",
      power_type: plan.power ?? DEFAULT_POWER_TYPE,
      need_direction: plan.direction,
      qualification_type: plan.dayAhead ? "piclo_stac" : "standard",
      min_connection_voltage: plan.voltage[0],
      max_connection_voltage: plan.voltage[1],
      tag: plan.tag,
      area_refs: [...plan.areas],
      boundary: competitionBoundary(plan, areasByRef),
      qualification_open: iso(qualificationOpen),
      qualification_closed: iso(qualificationClosed),
      open: iso(open),
      closed: iso(closed),
      archive_on: iso(archiveOn),
      contact: `flexibility@${operator.slug}.example`,
      minimum_budget: random.chance(0.7) ? random.int(2, 10) * 10_000 : null,
      maximum_budget: random.chance(0.8) ? random.int(15, 200) * 10_000 : null,
      availability_guide_price: guided && rates.includes("availability") ? round(random.between(5, 30), 2) : null,
      utilisation_guide_price: guided && rates.includes("utilisation") ? round(random.between(150, 600), 2) : null,
      service_fee: guided && rates.includes("service_fee") ? round(random.between(50, 400), 2) : null,
      service_periods: servicePeriods(plan, id, open, closed, random, ids),
      created: iso(qualificationOpen.minus({ days: 21 })),
    };
  });
}

/** A removed competition keeps its record (so it can still be fetched by id) but loses its name. */
export const isRemoved = (competition: Competition) => competition.name === "";
