import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { paths } from "~/upstream/paths";
import { store } from "~mocks/store";
import { useSandbox } from "../../support/sandbox";
import { call } from "./bidding-fixtures";

useSandbox();
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";
const COMPETITION = "Yorkshire Winter Sustain";

type DispatchRow = { competition: number; name: string; instructions: number; accepted: number; rejected: number; expired: number; stopped: number; accepted_mwh: number };
type SettlementRow = { competition: number; name: string; events: number; settled_events: number; delivered_mwh: number; performance: number | null; paid: number };

async function report<T>(name: string, competition: number) {
  const answer = await call(OPERATOR, "GET", `${paths.analyticsReport(name)}?competition=${competition}`);
  expect(answer.status).toBe(200);
  return answer.body as T[];
}

describe("analytics on dispatch and settlement", () => {
  it("ROUTE-01 the dispatch report counts the instructions an operator issues and how the provider answers, with the energy accepted", async () => {
    const competition = store.market.competitions.find((row) => row.name === COMPETITION)!;
    const [before] = await report<DispatchRow>("dispatch", competition.id);
    expect(before.instructions).toBeGreaterThan(0);

    // The morning peak serves every day: dispatch it for the next two days, then the provider accepts one and rejects another.
    const morning = competition.service_periods.flatMap((period) => period.windows).find((window) => window.start_time === "07:00")!;
    const made: { id: number; flex_provider: { id: number }; capacity: number; start: string; end: string }[] = [];
    for (const days of [1, 2]) {
      const date = DateTime.now().setZone("Europe/London").plus({ days }).toISODate()!;
      const created = await call(OPERATOR, "POST", paths.dispatchInstructions, { competition: competition.id, date, service_windows: [morning.id] });
      expect(created.status).toBe(201);
      made.push(...created.body.instructions);
    }
    const own = made.filter((row) => row.flex_provider.id === 101);
    expect(own.length).toBeGreaterThan(1);
    const answered = await call(PROVIDER, "POST", paths.dispatchRespond, {
      responses: [
        { instruction: own[0].id, response: "accepted" },
        { instruction: own[1].id, response: "rejected" },
      ],
    });
    expect(answered.status).toBe(200);

    const [after] = await report<DispatchRow>("dispatch", competition.id);
    expect(after.instructions).toBe(before.instructions + made.length);
    expect(after.accepted).toBe(before.accepted + 1);
    expect(after.rejected).toBe(before.rejected + 1);
    // 07:00–09:30 is 2.5 hours at the accepted instruction's capacity.
    const hours = (Date.parse(own[0].end) - Date.parse(own[0].start)) / 3_600_000;
    expect(hours).toBe(2.5);
    expect(after.accepted_mwh).toBeCloseTo(before.accepted_mwh + own[0].capacity * hours, 3);
  });

  it("ROUTE-01 the settlement report sums what the settled events delivered and paid, with performance as credited over instructed", async () => {
    const competition = store.market.competitions.find((row) => row.name === COMPETITION)!;
    const [row] = await report<SettlementRow>("settlement", competition.id);
    expect(row.events).toBeGreaterThanOrEqual(row.settled_events);
    expect(row.settled_events).toBeGreaterThan(0);
    // The same events as the provider's own settlement list: the settled ones' delivered energy and net add up to the report.
    const events = (await call(PROVIDER, "GET", `${paths.settlementEvents}?kind=instruction&limit=200`)).body as { results?: unknown[] } | unknown[];
    const list = (Array.isArray(events) ? events : (events.results ?? [])) as { competition: number; performance_factor: number | null; delivered_mwh: number; net: number }[];
    const settled = list.filter((event) => event.competition === competition.id && event.performance_factor !== null);
    expect(settled.length).toBeGreaterThan(0);
    expect(row.delivered_mwh).toBeGreaterThanOrEqual(Math.round(settled.reduce((sum, event) => sum + event.delivered_mwh, 0) * 1000) / 1000 - 0.001);
    expect(row.paid).toBeGreaterThanOrEqual(Math.round(settled.reduce((sum, event) => sum + event.net, 0) * 100) / 100 - 0.01);
    expect(row.performance).toBeGreaterThan(0);
    expect(row.performance).toBeLessThanOrEqual(100);
    // Providers do not get the operator's reports.
    expect((await call(PROVIDER, "GET", paths.analyticsReport("settlement"))).status).toBe(403);
  });
});
