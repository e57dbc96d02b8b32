/**
 * The demo's dispatch history, relative to the clock's day when the store is made: for the
 * demo provider's accepted bids in Yorkshire Winter Sustain (closed, results confirmed), one
 * instruction in every status, and one for another provider so the operator sees several.
 * Pure over the market copy it is given (the store is not built yet when this runs).
 */
import { DateTime } from "luxon";
import { COMPETITION_TIMEZONE, REQUIRED_RATES } from "~/domain/market/enums";
import type { Bid, Competition, Decision, MarketData } from "../store/market-types";
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
  // Each plan calls on a bid of the window whose times it uses, taking them in turn.
  const windowStart = new Map(competition.service_periods.flatMap((period) => period.windows.map((window) => [window.id, window.start_time] as const)));
  const ofWindowAt = (from: string) => own.filter((decision) => windowStart.get(bids.get(decision.bid_id)!.service_window) === from);
  const pick = (from: string, index: number) => {
    const matching = ofWindowAt(from);
    return matching.length ? matching[index % matching.length] : own[index % own.length];
  };
  PLANS.forEach((plan, index) => {
    const decision = pick(plan.from, index);
    const bid = bids.get(decision.bid_id)!;
    const seeded = instruction(index + 1, competition, bid, decision, plan, now);
    seeded.assets = assetsOfBallot(bid.ballot);
    data.instructions.push(seeded);
  });
  // Benchmarks ask for a provider with many instructions: more accepted ones, a window a day, further ahead.
  const wanted = Number(process.env.SANDBOX_DISPATCH_INSTRUCTIONS) || 0;
  for (let index = data.instructions.length; index < wanted; index++) {
    const plan: Plan = { day: 6 + Math.floor(index / 2), from: index % 2 ? "16:00" : "07:00", to: index % 2 ? "19:30" : "09:30", issuedHoursAgo: 3, response: { answer: "accepted", hoursAgo: 2 } };
    const decision = pick(plan.from, index);
    const bid = bids.get(decision.bid_id)!;
    const extra = instruction(index + 1, competition, bid, decision, plan, now);
    extra.assets = assetsOfBallot(bid.ballot);
    data.instructions.push(extra);
  }
  const others = decisions.filter((decision) => bids.get(decision.bid_id)?.organisation_id !== DEMO_PROVIDER_ID);
  const other = others.find((decision) => windowStart.get(bids.get(decision.bid_id)!.service_window) === "07:00") ?? others[0];
  if (other) {
    const bid = bids.get(other.bid_id)!;
    const seeded = instruction(data.instructions.length + 1, competition, bid, other, { day: 2, from: "07:00", to: "09:30", issuedHoursAgo: 3, response: { answer: "accepted", hoursAgo: 2 } }, now);
    seeded.assets = assetsOfBallot(bid.ballot);
    data.instructions.push(seeded);
  }
  return data;
}
