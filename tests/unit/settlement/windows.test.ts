import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { nowMs } from "~/clock.server";
import { availabilityPayment } from "~/domain/settlement/payments";
import { paths } from "~/upstream/paths";
import { syncContracts } from "~mocks/markets/contracts";
import { store } from "~mocks/store";
import type { SettlementEvent } from "~mocks/settlement/events";
import { eventFigures } from "~mocks/settlement/figures";
import { availabilityWindowEvents } from "~mocks/settlement/windows";
import { useSandbox } from "../../support/sandbox";
import { call } from "../sandbox/bidding-fixtures";

useSandbox();

const PROVIDER = "provider@example.com";
const WINDOWS = `${paths.settlementEvents}?kind=availability_window`;
type WindowEvent = SettlementEvent & {
  has_baseline_data: boolean;
  has_actual_data: boolean;
  performance_factor: number | null;
  hours: number;
  available_hours: number;
  availability: number;
  utilisation: number;
  net: number;
};
type Invoice = {
  id: string;
  month: string;
  lines: {
    event: number;
    kind: string;
    amount: number;
    quantity: number;
    rate: number;
  }[];
};

const hoursOf = (event: { start: string; end: string }) => (Date.parse(event.end) - Date.parse(event.start)) / 3_600_000;

/** The contract and the competition's service window an event was made from. */
function sourceOf(event: SettlementEvent) {
  syncContracts();
  const contract = store.marketAccess.contracts.find((candidate) => candidate.reference === event.contract)!;
  const competition = store.market.competitions.find((candidate) => candidate.id === contract.competition)!;
  const day = DateTime.fromISO(event.start, { zone: "Europe/London" });
  const period = competition.service_periods.find((candidate) => candidate.start <= day.toISODate()! && day.toISODate()! < candidate.end)!;
  const window = period.windows.find((candidate) => candidate.name === event.window_name && candidate.start_time === day.toFormat("HH:mm"))!;
  return { contract, window, day };
}

describe("availability windows of contracts", () => {
  it("SETT-01 SETT-02 every passed service day of a contracted window is a settlement event that needs no meter data and pays MW × price × its hours", async () => {
    const events = (await call(PROVIDER, "GET", WINDOWS)).body as WindowEvent[];
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(event).toMatchObject({
        kind: "availability_window",
        instruction: null,
        has_baseline_data: true,
        has_actual_data: true,
        performance_factor: null,
        utilisation: 0,
      });
      expect(Date.parse(event.end)).toBeLessThanOrEqual(nowMs());
      const { contract, window, day } = sourceOf(event);
      expect(contract.organisation_id).toBe(101);
      // On one of the window's service days (Monday is 0), at its local times.
      expect(window.service_days).toContain(day.weekday - 1);
      expect(DateTime.fromISO(event.end, { zone: "Europe/London" }).toFormat("HH:mm")).toBe(window.end_time);
      expect(event.capacity).toBe(contract.windows.find((row) => row.service_window === window.id)!.capacity);
    }
    const whole = events.find((event) => !event.unavailable.length && !event.dispatched.length)!;
    expect(whole.hours).toBe(hoursOf(whole));
    expect(whole.available_hours).toBe(whole.hours);
    expect(whole.availability).toBe(
      availabilityPayment({
        mw: whole.capacity,
        pricePerMwPerHour: whole.availability_price,
        hours: whole.hours,
        pf: 1,
      })
    );
    expect(whole.availability).toBeGreaterThan(0);
    // Never "required": nothing to upload for a window.
    const lacking = (await call(PROVIDER, "GET", `${paths.settlementEvents}?lacking_data=true`)).body as WindowEvent[];
    expect(lacking.some((event) => event.kind === "availability_window")).toBe(false);
  });

  it("SETT-01 SETT-02 a declared unavailability takes its hours out of the window's payment, and the month's invoice has the window's availability line alone", async () => {
    const events = (await call(PROVIDER, "GET", WINDOWS)).body as WindowEvent[];
    const event = events.find((candidate) => !candidate.unavailable.length && !candidate.dispatched.length)!;
    const { contract } = sourceOf(event);
    const asset = contract.assets.find((candidate) => !candidate.planned)!.flex_asset;
    const declared = await call(PROVIDER, "POST", paths.assetUnavailabilities, {
      flex_asset: asset,
      planned: false,
      unavailable_from: event.start,
      unavailable_to: new Date(Date.parse(event.start) + 3_600_000).toISOString(),
      reason: "Inverter fault",
    });
    expect(declared.status).toBe(201);
    const after = (await call(PROVIDER, "GET", paths.settlementEvent(event.id))).body as WindowEvent & { periods: { available: boolean }[] };
    expect(after.available_hours).toBe(event.hours - 1);
    expect(after.periods.slice(0, 2).map((period) => period.available)).toEqual([false, false]);
    expect(after.periods.slice(2).every((period) => period.available)).toBe(true);
    expect(after.availability).toBe(
      availabilityPayment({
        mw: event.capacity,
        pricePerMwPerHour: event.availability_price,
        hours: event.hours - 1,
        pf: 1,
      })
    );

    const month = DateTime.fromISO(event.start, {
      zone: "Europe/London",
    }).toFormat("yyyy-MM");
    const invoices = (await call(PROVIDER, "GET", paths.invoices)).body as Invoice[];
    const invoice = (await call(PROVIDER, "GET", paths.invoice(invoices.find((candidate) => candidate.month === month)!.id))).body as Invoice;
    const lines = invoice.lines.filter((line) => line.event === event.id);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: "availability",
        amount: after.availability,
        quantity: event.capacity * (event.hours - 1),
        rate: event.availability_price,
      }),
    ]);
  });

  it("SETT-02 an instruction in the window pays its own hours: the window keeps the rest, and a window it covers entirely has no event", () => {
    syncContracts();
    const now = nowMs();
    const contract = store.marketAccess.contracts.find((candidate) => candidate.organisation_id === 101 && availabilityWindowEvents(store.market, [candidate], [], now).length)!;
    const [first] = availabilityWindowEvents(store.market, [contract], [], now);
    const instructed = (start: string, end: string) => ({
      ...first,
      id: 7,
      kind: "instruction" as const,
      instruction: 7,
      contract: null,
      window_name: null,
      start,
      end,
      dispatched: [],
    });
    const oneHour = instructed(first.start, new Date(Date.parse(first.start) + 3_600_000).toISOString());
    const partly = availabilityWindowEvents(store.market, [contract], [oneHour], now).find((event) => event.id === first.id)!;
    expect(partly.dispatched).toEqual([{ from: oneHour.start, to: oneHour.end, event: 7 }]);
    const figures = eventFigures(new Map(), partly, new Set());
    expect(figures.available_hours).toBe(hoursOf(first) - 1);
    expect(figures.periods.filter((period) => !period.available)).toHaveLength(2);
    const covered = availabilityWindowEvents(store.market, [contract], [instructed(first.start, first.end)], now);
    expect(covered.map((event) => event.id)).not.toContain(first.id);
    // Another provider's instruction does not touch this provider's window.
    const elsewhere = availabilityWindowEvents(store.market, [contract], [{ ...oneHour, organisation_id: 999 }], now).find((event) => event.id === first.id)!;
    expect(elsewhere.dispatched).toEqual([]);
  });
});
