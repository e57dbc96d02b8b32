/**
 * The demo's dispatch history, relative to the clock's day when the store is made: for the
 * demo provider's accepted bids in Yorkshire Winter Sustain (closed, results confirmed), one
 * instruction in every status, and one for another provider so the operator sees several.
 * Pure over the market copy it is given (the store is not built yet when this runs).
 */
import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE, REQUIRED_RATES } from "~/domain/market/enums";
import type { Bid, Competition, Decision, MarketData } from "../store/market-types";
import { competitionWindows, parseDay, schedulesOf, serves } from "../clearing/calendar";
import { addWindow, responseWindowOf } from "./response-window";
import { emptyDispatch, type DispatchData, type DispatchInstruction } from "./types";

export const SEEDED_COMPETITION_NAME = "Yorkshire Winter Sustain";
export const DEMO_PROVIDER_ID = 101;
const DEMO_PROVIDER_USER = 1;
const DEMO_OPERATOR_USER = 2;

/** The competition's accepted bids, as the generated market's confirmed results decided them. */
const acceptedDecisions = (market: MarketData, competition: Competition): Decision[] =>
  market.decisions.filter((decision) => decision.competition === competition.id && decision.approved && decision.accepted_capacity > 0);

type Plan = {
  /** Days after the clock's local day, and the local start and end times. */
  day: number;
  from: string;
  to: string;
  /** Issue time, relative to the clock, in hours. */
  issuedHoursAgo: number;
  response?: { answer: "accepted" | "rejected"; hoursAgo: number };
  stoppedHoursAgo?: number;
};

// One of each status: delivered ×2, scheduled, rejected, expired, stop (past and upcoming), awaiting ×3, created.
const PLANS: Plan[] = [
  { day: -3, from: "07:00", to: "09:30", issuedHoursAgo: 100, response: { answer: "accepted", hoursAgo: 99 } },
  { day: -2, from: "16:00", to: "19:30", issuedHoursAgo: 70, response: { answer: "accepted", hoursAgo: 69 } },
  { day: -1, from: "07:00", to: "09:30", issuedHoursAgo: 50, stoppedHoursAgo: 40, response: { answer: "accepted", hoursAgo: 49 } },
  { day: 1, from: "07:00", to: "09:30", issuedHoursAgo: 20, response: { answer: "accepted", hoursAgo: 19 } },
  { day: 1, from: "16:00", to: "19:30", issuedHoursAgo: 18, response: { answer: "rejected", hoursAgo: 17 } },
  { day: 2, from: "07:00", to: "09:30", issuedHoursAgo: 6 },
  { day: 2, from: "16:00", to: "19:30", issuedHoursAgo: 0.5 },
  { day: 3, from: "07:00", to: "09:30", issuedHoursAgo: 1 },
  { day: 3, from: "16:00", to: "19:30", issuedHoursAgo: 1.5 },
  { day: 4, from: "07:00", to: "09:30", issuedHoursAgo: 12, stoppedHoursAgo: 2 },
  { day: 5, from: "07:00", to: "09:30", issuedHoursAgo: -2 },
];

/** How far a plan's day may move to reach a day its window serves, staying on its side of today. */
const MAX_DAY_SHIFT = 14;

/** Offsets near `day` on the same side of today, nearest first. */
function nearDays(day: number): number[] {
  const days = [day];
  for (let shift = 1; shift <= MAX_DAY_SHIFT; shift++) days.push(day + shift, day - shift);
  return days.filter((candidate) => Math.sign(candidate) === Math.sign(day));
}

/**
 * The plan on a day the decision's window serves: a plan in the past moves its issue,
 * answer and stop with its day, so they keep their order around the dispatch; one ahead
 * keeps them, as its status is read from the clock.
 */
function movedTo(plan: Plan, day: number, window: { start_time: string; end_time: string }): Plan {
  const hours = plan.day < 0 ? (plan.day - day) * 24 : 0;
  return {
    day,
    from: window.start_time,
    to: window.end_time,
    issuedHoursAgo: plan.issuedHoursAgo + hours,
    response: plan.response && { ...plan.response, hoursAgo: plan.response.hoursAgo + hours },
    stoppedHoursAgo: plan.stoppedHoursAgo === undefined ? undefined : plan.stoppedHoursAgo + hours,
  };
}

const at = (base: DateTime, day: number, time: string) => {
  const [hour, minute] = time.split(":").map(Number);
  return base.plus({ days: day }).set({ hour, minute, second: 0, millisecond: 0 }).toUTC();
};

function instruction(id: number, competition: Competition, bid: Bid, decision: Decision, plan: Plan, now: number): DispatchInstruction {
  const clock = DateTime.fromMillis(now, { zone: COMPETITION_TIMEZONE });
  const hoursAgo = (hours: number) => DateTime.fromMillis(now - hours * 3_600_000).toUTC();
  const start = at(clock.startOf("day"), plan.day, plan.from);
  const end = at(clock.startOf("day"), plan.day, plan.to);
  const issueAt = hoursAgo(plan.issuedHoursAgo);
  const window = responseWindowOf(competition);
  const full = addWindow(issueAt, window);
  const deadline = full < start ? full : start;
  return {
    id,
    competition: competition.id,
    operator_id: competition.operator_id,
    organisation_id: bid.organisation_id,
    bid: bid.id,
    decision: decision.id,
    service_window: bid.service_window,
    assets: [],
    start: start.toISO()!,
    end: end.toISO()!,
    capacity: decision.accepted_capacity,
    utilisation_price: REQUIRED_RATES[competition.competition_type].includes("utilisation") ? bid.utilisation_price : null,
    response_window: window.code,
    issue_at: issueAt.toISO()!,
    response_deadline: deadline.toUTC().toISO()!,
    response: plan.response?.answer ?? null,
    responded_by: plan.response ? (bid.organisation_id === DEMO_PROVIDER_ID ? DEMO_PROVIDER_USER : null) : null,
    responded_at: plan.response ? hoursAgo(plan.response.hoursAgo).toISO()! : null,
    auto_accept_rule: null,
    stopped_at: plan.stoppedHoursAgo === undefined ? null : hoursAgo(plan.stoppedHoursAgo).toISO()!,
    stopped_by: plan.stoppedHoursAgo === undefined ? null : DEMO_OPERATOR_USER,
    created: issueAt.toISO()!,
    created_by: DEMO_OPERATOR_USER,
    released: plan.issuedHoursAgo > 0,
  };
}

/** The dispatch data seeded around `now`, on the confirmed decisions of `market`. */
export function seedDispatch(market: MarketData, assetsOfBallot: (ballot: number) => number[], now: number): DispatchData {
  const data = emptyDispatch();
  const competition = market.competitions.find((candidate) => candidate.name === SEEDED_COMPETITION_NAME);
  if (!competition) return data;
  const decisions = acceptedDecisions(market, competition);
  const bids = new Map(market.bids.map((bid) => [bid.id, bid]));
  const own = decisions.filter((decision) => bids.get(decision.bid_id)?.organisation_id === DEMO_PROVIDER_ID);

  if (!own.length) return data;
  // Each plan calls on a bid of the window whose times it uses, taking them in turn, on a
  // day that window serves (its period, days of the week and holiday handling); when no day
  // near the plan's is served by such a window, another window of the competition's takes it.
  const schedules = schedulesOf(competition, competitionWindows(competition));
  const scheduleOf = (decision: Decision) => schedules.get(bids.get(decision.bid_id)!.service_window)!;
  const today = parseDay(DateTime.fromMillis(now, { zone: COMPETITION_TIMEZONE }).toISODate()!)!;
  const servedOn = (decision: Decision, day: number) => {
    const schedule = scheduleOf(decision);
    return day >= schedule.firstDay && day < schedule.endDay && serves(schedule.rule, day);
  };
  // A provider's window on a day is called once while another served day or window is free.
  const called = new Set<string>();
  const slot = (decision: Decision, day: number) => `${bids.get(decision.bid_id)!.organisation_id}:${day}:${scheduleOf(decision).window.start_time}`;
  const placed = (plan: Plan, index: number, among: Decision[]): { plan: Plan; decision: Decision } => {
    for (const free of [true, false]) {
      for (const sameTimes of [true, false]) {
        for (const day of nearDays(plan.day)) {
          const fitting = among.filter(
            (decision) => (scheduleOf(decision).window.start_time === plan.from) === sameTimes && servedOn(decision, today + day) && (!free || !called.has(slot(decision, day))),
          );
          if (!fitting.length) continue;
          const decision = fitting[index % fitting.length];
          called.add(slot(decision, day));
          return { plan: movedTo(plan, day, scheduleOf(decision).window), decision };
        }
      }
    }
    return { plan, decision: among[index % among.length] };
  };
  const add = (planned: Plan, index: number, among: Decision[]) => {
    const { plan, decision } = placed(planned, index, among);
    const bid = bids.get(decision.bid_id)!;
    const seeded = instruction(data.instructions.length + 1, competition, bid, decision, plan, now);
    seeded.assets = assetsOfBallot(bid.ballot);
    data.instructions.push(seeded);
  };
  PLANS.forEach((plan, index) => add(plan, index, own));
  // Benchmarks ask for a provider with many instructions: more accepted ones, a window a day, further ahead.
  const wanted = Number(process.env.SANDBOX_DISPATCH_INSTRUCTIONS) || 0;
  for (let index = data.instructions.length; index < wanted; index++) {
    add({ day: 6 + Math.floor(index / 2), from: index % 2 ? "16:00" : "07:00", to: index % 2 ? "19:30" : "09:30", issuedHoursAgo: 3, response: { answer: "accepted", hoursAgo: 2 } }, index, own);
  }
  const others = decisions.filter((decision) => bids.get(decision.bid_id)?.organisation_id !== DEMO_PROVIDER_ID);
  if (others.length) add({ day: 2, from: "07:00", to: "09:30", issuedHoursAgo: 3, response: { answer: "accepted", hoursAgo: 2 } }, 0, others);
  return data;
}
