import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { paths } from "~/upstream/paths";
import { localMonth } from "~/domain/settlement/half-hours";
import { pennies } from "~/domain/settlement/payments";
import { nowMs } from "~/clock.server";
import { parseDay, serves, windowSchedule } from "~mocks/clearing/calendar";
import { store } from "~mocks/store";
import { SANDBOX_BASE, useSandbox } from "../../support/sandbox";
import { call, clientFor } from "./bidding-fixtures";

useSandbox();
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";
const COMPETITION = "Yorkshire Winter Sustain";

type DispatchRow = { competition: number; name: string; instructions: number; accepted: number; rejected: number; expired: number; stopped: number; accepted_mwh: number };
type SettlementRow = { competition: number; name: string; month: string; events: number; settled_events: number; delivered_mwh: number; performance: number | null; availability: number; utilisation: number; paid: number };
type ReportLine = { event: number; competition_name: string; kind: string; amount: number; contract: string | null };
type LackingEvent = { id: number; competition: number; start: string; direction: "up" | "down"; has_baseline_data: boolean; meters: { meter_id: string; kind: string }[] };

async function report<T>(name: string, competition?: number) {
  const answer = await call(OPERATOR, "GET", `${paths.analyticsReport(name)}${competition ? `?competition=${competition}` : ""}`);
  expect(answer.status).toBe(200);
  return answer.body as T[];
}

/** The operator's settlement report of a month, as the settlement reports page and its CSV read it. */
async function monthReport(month: string) {
  const answer = await call(OPERATOR, "GET", paths.settlementReport(month));
  expect(answer.status).toBe(200);
  return answer.body as { net: number; lines: ReportLine[] };
}

const sumOf = (lines: ReportLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

async function runSettlement(month: string) {
  const answer = await fetch(new URL("/__sandbox/settlement/run", SANDBOX_BASE), { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ month }) });
  expect(answer.status).toBe(200);
}

describe("analytics on dispatch and settlement", () => {
  it("ROUTE-01 the dispatch report counts the instructions an operator issues and how the provider answers, with the energy accepted", async () => {
    const competition = store.market.competitions.find((row) => row.name === COMPETITION)!;
    const [before] = await report<DispatchRow>("dispatch", competition.id);
    expect(before.instructions).toBeGreaterThan(0);

    // The morning peak serves every day: dispatch it on the next two days it serves after the seeded
    // instructions of its bids (a bid dispatched twice at once is refused), then the provider accepts one and rejects another.
    const morning = competition.service_periods.flatMap((period) => period.windows).find((window) => window.start_time === "07:00")!;
    const schedule = windowSchedule(morning, competition.service_periods.find((period) => period.id === morning.service_period));
    const seededEnd = Math.max(nowMs(), ...store.dispatch.instructions.filter((row) => row.service_window === morning.id).map((row) => Date.parse(row.end)));
    const dates: string[] = [];
    for (let day = DateTime.fromMillis(seededEnd, { zone: "Europe/London" }).plus({ days: 1 }); dates.length < 2; day = day.plus({ days: 1 })) {
      const number = parseDay(day.toISODate()!)!;
      if (number >= schedule.firstDay && number < schedule.endDay && serves(schedule.rule, number)) dates.push(day.toISODate()!);
    }
    const made: { id: number; flex_provider: { id: number }; capacity: number; start: string; end: string }[] = [];
    for (const date of dates) {
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
    // The report gives energy to the kWh: each of the two totals may be half a kWh from its exact sum.
    expect(Math.abs(after.accepted_mwh - (before.accepted_mwh + own[0].capacity * hours))).toBeLessThanOrEqual(0.001 + 1e-9);
  });

  it("ROUTE-01 SETT-01 the settlement report gives each competition's share of each month's settlement report: the same lines, availability windows included", async () => {
    const competition = store.market.competitions.find((row) => row.name === COMPETITION)!;
    const rows = await report<SettlementRow>("settlement", competition.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.competition === competition.id && row.name === COMPETITION)).toBe(true);
    expect(rows.map((row) => row.month)).toEqual([...rows.map((row) => row.month)].sort());
    for (const row of rows) {
      const lines = (await monthReport(row.month)).lines.filter((line) => line.competition_name === COMPETITION);
      expect(row.availability).toBe(pennies(sumOf(lines.filter((line) => line.kind === "availability"))));
      expect(row.utilisation).toBe(pennies(sumOf(lines.filter((line) => line.kind === "utilisation"))));
      expect(row.paid).toBe(pennies(sumOf(lines)));
      expect(row.settled_events).toBe(new Set(lines.map((line) => line.event)).size);
      expect(row.events).toBeGreaterThanOrEqual(row.settled_events);
    }
    // The contracts' availability windows are settled with the instructions, not left out.
    const windowPaid = await Promise.all(rows.map(async (row) => sumOf((await monthReport(row.month)).lines.filter((line) => line.competition_name === COMPETITION && line.contract !== null))));
    expect(windowPaid.some((amount) => amount > 0)).toBe(true);
    // Providers do not get the operator's reports.
    expect((await call(PROVIDER, "GET", paths.analyticsReport("settlement"))).status).toBe(403);
  });

  it("ROUTE-01 SETT-01 every competition and month of the settlement report agrees with the monthly report as served, before a run, after readings that come after it, and after a re-run", async () => {
    const agree = async () => {
      const rows = await report<SettlementRow>("settlement");
      const months = [...new Set(rows.map((row) => row.month))];
      for (const month of months) {
        const served = await monthReport(month);
        const own = rows.filter((row) => row.month === month);
        // Every line of the month belongs to one competition's row, and the rows add up to the report's net.
        expect(new Set(own.map((row) => row.name))).toEqual(new Set(served.lines.map((line) => line.competition_name)));
        expect(pennies(own.reduce((sum, row) => sum + row.paid, 0))).toBe(served.net);
        for (const row of own) expect(row.paid).toBe(pennies(sumOf(served.lines.filter((line) => line.competition_name === row.name))));
      }
      return rows;
    };
    const before = await agree();
    // Readings of an event lacking them arrive after the month is run: the served version, and the analytics, stay as run until the next run.
    const lacking = ((await call(PROVIDER, "GET", `${paths.settlementEvents}?kind=instruction&lacking_data=true`)).body as LackingEvent[]).find((event) => event.has_baseline_data)!;
    const month = localMonth(lacking.start);
    await runSettlement(month);
    const detail = (await call(PROVIDER, "GET", paths.settlementEvent(lacking.id))).body as LackingEvent & { periods: { end: string }[] };
    const moved = (kind: string) => ((kind === "export") === (lacking.direction === "down") ? 10_000 : 0);
    const readings = detail.periods.flatMap((period) => lacking.meters.map((meter) => `${meter.meter_id},${period.end},${moved(meter.kind)}`));
    const form = new FormData();
    form.set("file", new Blob([["meter_id,period_end,value_kwh", ...readings].join("\n")], { type: "text/csv" }), "late.csv");
    expect((await (await clientFor(PROVIDER)).send("POST", paths.meterReadings, { form })).ok).toBe(true);
    const shareOf = (rows: SettlementRow[]) => rows.find((row) => row.month === month && row.competition === lacking.competition)!;
    expect(shareOf(await agree()).paid).toBe(shareOf(before).paid);
    await runSettlement(month);
    const after = shareOf(await agree());
    expect(after.settled_events).toBe(shareOf(before).settled_events + 1);
    expect(after.paid).toBeGreaterThan(shareOf(before).paid);
  });
});
