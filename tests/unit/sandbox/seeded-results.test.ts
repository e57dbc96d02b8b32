import { DateTime } from "luxon";
import { describe, expect, test } from "vitest";
import { nowMs } from "~/clock.server";
import { COMPETITION_TIMEZONE } from "~/domain/market/enums";
import { parseDay, serves, windowSchedule, type WindowSchedule } from "~mocks/clearing/calendar";
import { dispatchFraction, effectivePrice, ratesOf } from "~mocks/clearing/price";
import { seedDispatch } from "~mocks/dispatch/seed";
import { syncContracts } from "~mocks/markets/contracts";
import { store } from "~mocks/store";
import { generateMarket, type GeneratedMarket } from "~mocks/store/gb";
import type { Bid, Competition, ServiceWindow } from "~mocks/store/market-types";

const DAY_MS = 86_400_000;
const market = generateMarket({ assets: 3000 });

/** Closed competitions whose operator confirmed the results, and every later one. */
const confirmedCompetitions = (data: GeneratedMarket) =>
  data.competitions.filter((competition) =>
    data.competitionConfirmations.some((row) => row.competition === competition.id && row.organisation_id === competition.operator_id),
  );
const windowsOf = (competition: Competition) => competition.service_periods.flatMap((period) => period.windows);
const scheduleOf = (competition: Competition, window: ServiceWindow) =>
  windowSchedule(
    window,
    competition.service_periods.find((period) => period.id === window.service_period),
  );

/** The merit order written out from the rule (effective price, then earlier created, then lower id), not from the engine. */
function meritOrder(competition: Competition, schedule: WindowSchedule, bids: Bid[]) {
  const priced = bids.map((bid) => ({ bid, price: effectivePrice(competition, ratesOf(competition, schedule, bid), dispatchFraction(schedule)) ?? Infinity }));
  return priced.sort((a, b) => a.price - b.price || Date.parse(a.bid.created) - Date.parse(b.bid.created) || a.bid.id - b.bid.id).map((row) => row.bid);
}

/** Capacity accepted for each bid, by its decisions. */
const acceptedOf = (data: GeneratedMarket) => {
  const accepted = new Map<number, number>();
  for (const decision of data.decisions) if (decision.approved) accepted.set(decision.bid_id, (accepted.get(decision.bid_id) ?? 0) + decision.accepted_capacity);
  return accepted;
};

describe("seeded competition results are computed by clearing", () => {
  const confirmed = confirmedCompetitions(market);
  const accepted = acceptedOf(market);

  test("the generated market has confirmed competitions with accepted and rejected bids to check", () => {
    const bids = market.bids.filter((bid) => confirmed.some((competition) => competition.id === bid.competition));
    expect(confirmed.length).toBeGreaterThan(0);
    expect(bids.some((bid) => bid.outcome === "accepted")).toBe(true);
    expect(bids.some((bid) => bid.outcome === "rejected")).toBe(true);
  });

  test("CLEAR-06 DEC-01 in every confirmed competition's window the accepted capacity stays within the capacity required", () => {
    for (const competition of confirmed) {
      for (const window of windowsOf(competition)) {
        const bids = market.bids.filter((bid) => bid.service_window === window.id && bid.is_active);
        // As contracts read it: a bid's decided capacity, else its whole capacity when its outcome is accepted.
        const total = bids.reduce((sum, bid) => sum + (accepted.get(bid.id) ?? (bid.outcome === "accepted" ? bid.capacity : 0)), 0);
        expect(total, `${competition.name}, ${window.name} (window ${window.id})`).toBeLessThanOrEqual(window.capacity_required + 1e-9);
      }
    }
  });

  test("CLEAR-06 DEC-01 along the merit order no rejected bid would have fitted ahead of an accepted one, and only a divisible bid is accepted in part", () => {
    for (const competition of confirmed) {
      for (const window of windowsOf(competition)) {
        const schedule = scheduleOf(competition, window);
        const order = meritOrder(
          competition,
          schedule,
          market.bids.filter((bid) => bid.service_window === window.id && bid.is_active),
        );
        const lastAccepted = order.map((bid) => bid.outcome).lastIndexOf("accepted");
        let left = window.capacity_required;
        order.forEach((bid, rank) => {
          const label = `${competition.name}, ${window.name}, bid ${bid.id}`;
          const share = accepted.get(bid.id) ?? 0;
          if (bid.outcome === "accepted") {
            expect(share, label).toBeGreaterThan(0);
            expect(share, label).toBeLessThanOrEqual(bid.capacity + 1e-9);
            if (share < bid.capacity - 1e-9) expect(bid.divisible, label).toBe(true);
            left -= share;
          } else if (rank < lastAccepted) {
            // Passed over while a later bid was accepted: only an indivisible bid larger than what was left.
            expect(share, label).toBe(0);
            expect(bid.divisible, label).toBe(false);
            expect(bid.capacity, label).toBeGreaterThan(left + 1e-9);
          }
        });
      }
    }
  });

  test("DEC-01 a bid's outcome and its bid set's approval outcome follow the decisions", () => {
    const ids = new Set(confirmed.map((competition) => competition.id));
    for (const ballot of market.ballots.filter((row) => ids.has(row.competition))) {
      const bids = market.bids.filter((bid) => bid.ballot === ballot.id);
      for (const bid of bids) expect(bid.outcome, `bid ${bid.id}`).toBe(accepted.has(bid.id) ? "accepted" : "rejected");
      const count = bids.filter((bid) => bid.outcome === "accepted").length;
      expect(ballot.approval_outcome, `bid set ${ballot.id}`).toBe(count === bids.length ? "approved" : count === 0 ? "rejected" : "partial");
    }
  });

  test("CLEAR-06 under pay as clear every accepted bid of a window is paid the marginal accepted bid's effective price", () => {
    for (const competition of confirmed.filter((row) => row.pricing_method === "pay_as_clear")) {
      for (const window of windowsOf(competition)) {
        const schedule = scheduleOf(competition, window);
        const order = meritOrder(
          competition,
          schedule,
          market.bids.filter((bid) => bid.service_window === window.id && bid.outcome === "accepted"),
        );
        if (!order.length) continue;
        const marginal = effectivePrice(competition, ratesOf(competition, schedule, order.at(-1)!), dispatchFraction(schedule));
        const prices = market.decisions.filter((decision) => decision.approved && order.some((bid) => bid.id === decision.bid_id)).map((decision) => decision.clearing_price);
        expect(new Set(prices), `${competition.name}, ${window.name}`).toEqual(new Set([marginal]));
      }
    }
  });
});

describe("contracts of seeded results", () => {
  test("CLEAR-06 a contract of a pay-as-clear competition pays each window's clearing price, not the bids' own prices", () => {
    syncContracts();
    const payAsClear = new Map(
      confirmedCompetitions(market)
        .filter((competition) => competition.pricing_method === "pay_as_clear" && competition.competition_type === "availability")
        .map((competition) => [competition.id, competition]),
    );
    const contracts = store.marketAccess.contracts.filter((contract) => payAsClear.has(contract.competition));
    expect(contracts.length).toBeGreaterThan(0);
    for (const contract of contracts) {
      for (const window of contract.windows) {
        const bids = new Set(store.market.bids.filter((bid) => bid.service_window === window.service_window).map((bid) => bid.id));
        const prices = new Set(store.market.decisions.filter((decision) => decision.approved && bids.has(decision.bid_id)).map((decision) => decision.clearing_price));
        expect([...prices], `${contract.reference}, ${window.name}`).toEqual([window.availability_price]);
      }
    }
  });
});

describe("seeded dispatches and service periods", () => {
  test("DISP-01 on any day of the week, every seeded dispatch falls on a day its bid's window serves, inside the window's times", () => {
    for (let offset = 0; offset < 7; offset++) {
      const now = nowMs() + offset * DAY_MS;
      const data = generateMarket({ assets: 3000, today: new Date(now) });
      const dispatch = seedDispatch(data, () => [], now);
      const competition = data.competitions.find((row) => dispatch.instructions.some((instruction) => instruction.competition === row.id));
      expect(competition).toBeDefined();
      for (const instruction of dispatch.instructions) {
        const window = windowsOf(competition!).find((row) => row.id === instruction.service_window)!;
        const schedule = scheduleOf(competition!, window);
        const start = DateTime.fromISO(instruction.start, { zone: COMPETITION_TIMEZONE });
        const day = parseDay(start.toISODate()!)!;
        const label = `${window.name} on ${start.toISODate()} (clock +${offset} days)`;
        expect(day >= schedule.firstDay && day < schedule.endDay && serves(schedule.rule, day), label).toBe(true);
        expect(start.toFormat("HH:mm"), label).toBe(window.start_time);
        expect(DateTime.fromISO(instruction.end, { zone: COMPETITION_TIMEZONE }).toFormat("HH:mm"), label).toBe(window.end_time);
      }
    }
  });

  test("each service period is named by the season most of its days fall in", () => {
    const seasonOf = (day: DateTime) => ["Winter", "Winter", "Spring", "Spring", "Spring", "Summer", "Summer", "Summer", "Autumn", "Autumn", "Autumn", "Winter"][day.month - 1];
    const periods = market.competitions.flatMap((competition) => competition.service_periods).filter((period) => period.name !== "Rolling day-ahead");
    expect(periods.some((period) => !period.name.startsWith("Winter"))).toBe(true);
    for (const period of periods) {
      const days = new Map<string, number>();
      for (let day = DateTime.fromISO(period.start); day < DateTime.fromISO(period.end); day = day.plus({ days: 1 })) days.set(seasonOf(day), (days.get(seasonOf(day)) ?? 0) + 1);
      const most = [...days].sort((a, b) => b[1] - a[1])[0][0];
      expect(period.name, `${period.start} to ${period.end}`).toMatch(new RegExp(`^${most} \\d{4}`));
    }
  });
});
