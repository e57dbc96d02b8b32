import { describe, expect, it } from "vitest";
import { paths } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { call, clientFor } from "../sandbox/bidding-fixtures";

useSandbox();
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";

type Event = { id: number; start: string; end: string; has_baseline_data: boolean; has_actual_data: boolean; meters: { meter_id: string }[]; performance_factor: number | null };
type Detail = Event & { periods: { end: string; instructed: number; baseline: number | null; metered: number | null; credited: number | null }[]; availability: number; utilisation: number };

describe("settlement sandbox", () => {
  it("SETT-02 events come from delivered instructions, ordered -start, paged by 200; the seeded oldest is settled, the others lack actual data", async () => {
    const events = (await call(PROVIDER, "GET", paths.settlementEvents)).body as Event[];
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.map((event) => event.start)).toEqual([...events.map((event) => event.start)].sort().reverse());
    const oldest = events[events.length - 1];
    expect(oldest).toMatchObject({ has_baseline_data: true, has_actual_data: true });
    expect(events.slice(0, -1).some((event) => event.has_baseline_data && !event.has_actual_data)).toBe(true);
    const lacking = (await call(PROVIDER, "GET", `${paths.settlementEvents}?lacking_data=true`)).body as Event[];
    expect(lacking.map((event) => event.id)).not.toContain(oldest.id);
  });

  it("SETT-02 an event's figures follow the rules: credited ≤ instructed, PF = Σe ÷ Σinstructed, payments from it", async () => {
    const events = (await call(PROVIDER, "GET", paths.settlementEvents)).body as Event[];
    const detail = (await call(PROVIDER, "GET", paths.settlementEvent(events[events.length - 1].id))).body as Detail;
    const credited = detail.periods.reduce((sum, period) => sum + period.credited!, 0);
    const instructed = detail.periods.reduce((sum, period) => sum + period.instructed, 0);
    expect(detail.periods.every((period) => period.credited! <= period.instructed && period.baseline! > 0)).toBe(true);
    expect(detail.performance_factor).toBeCloseTo(credited / instructed, 9);
    expect(detail.performance_factor).toBeGreaterThan(0.5);
  });

  it("SETT-02 an upload keeps the good rows, reports the bad one and completes the event's actual data; a later reading replaces an earlier one", async () => {
    const lacking = ((await call(PROVIDER, "GET", `${paths.settlementEvents}?lacking_data=true`)).body as Event[]).find((event) => event.has_baseline_data)!;
    const detail = (await call(PROVIDER, "GET", paths.settlementEvent(lacking.id))).body as Detail;
    const rows = detail.periods.flatMap((period) => lacking.meters.map((meter) => `${meter.meter_id},${period.end},100`));
    const csv = ["meter_id,period_end,value_kwh", ...rows, "UNKNOWN,2020-01-01T00:00:00Z,1"].join("\n");
    const form = new FormData();
    form.set("file", new Blob([csv], { type: "text/csv" }), "readings.csv");
    const client = await clientFor(PROVIDER);
    const upload = async () => (await client.send("POST", paths.meterReadings, { form })).json();
    expect(await upload()).toMatchObject({ accepted: rows.length, rejected: 1, replaced: 0, errors: [{ row: rows.length + 2, code: "unknown_meter" }] });
    const after = (await call(PROVIDER, "GET", paths.settlementEvent(lacking.id))).body as Detail;
    expect(after.has_actual_data).toBe(true);
    expect(await upload()).toMatchObject({ replaced: rows.length });
  });

  it("SETT-01 invoices carry lines traced to settled events with VAT at 20 %; the operator sees reports across providers but no invoices", async () => {
    const invoices = (await call(PROVIDER, "GET", paths.invoices)).body as { id: string }[];
    const invoice = (await call(PROVIDER, "GET", paths.invoice(invoices[invoices.length - 1].id))).body as { net: number; vat: number; total: number; lines: { event: number; amount: number }[] };
    expect(invoice.lines.length).toBeGreaterThan(0);
    expect(invoice.net).toBeCloseTo(invoice.lines.reduce((sum, line) => sum + line.amount, 0), 2);
    expect(invoice.vat).toBeCloseTo(invoice.net * 0.2, 2);
    expect((await call(OPERATOR, "GET", paths.invoices)).status).toBe(403);
    expect(((await call(OPERATOR, "GET", paths.settlementReports)).body as unknown[]).length).toBeGreaterThan(0);
  });
});
