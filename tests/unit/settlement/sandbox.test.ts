import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { paths } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { call, clientFor } from "../sandbox/bidding-fixtures";

useSandbox();
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";
/** The events of delivered instructions (the availability windows of contracts are events too, tested on their own). */
const DELIVERED = `${paths.settlementEvents}?kind=instruction`;

type Event = { id: number; start: string; end: string; has_baseline_data: boolean; has_actual_data: boolean; meters: { meter_id: string }[]; performance_factor: number | null };
type Detail = Event & { periods: { end: string; instructed: number; baseline: number | null; metered: number | null; credited: number | null }[]; availability: number; utilisation: number; net: number; credited_mwh: number };

describe("settlement sandbox", () => {
  it("SETT-02 events come from delivered instructions, ordered -start, paged by 200; the seeded oldest is settled, the others lack actual data", async () => {
    const events = (await call(PROVIDER, "GET", DELIVERED)).body as Event[];
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.map((event) => event.start)).toEqual([...events.map((event) => event.start)].sort().reverse());
    const oldest = events[events.length - 1];
    expect(oldest).toMatchObject({ has_baseline_data: true, has_actual_data: true });
    expect(events.slice(0, -1).some((event) => event.has_baseline_data && !event.has_actual_data)).toBe(true);
    const lacking = (await call(PROVIDER, "GET", `${paths.settlementEvents}?lacking_data=true`)).body as Event[];
    expect(lacking.map((event) => event.id)).not.toContain(oldest.id);
  });

  it("SETT-02 an event's figures follow the rules: credited ≤ instructed, PF = Σe ÷ Σinstructed, payments from it", async () => {
    const events = (await call(PROVIDER, "GET", DELIVERED)).body as Event[];
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

describe("nominated baselines", () => {
  it("SETT-02 a competition with nominated terms settles its events against the uploaded profile, which must arrive before the deadline", async () => {
    const { store } = await import("~mocks/store");
    const { nowMs } = await import("~/clock.server");
    const events = (await call(PROVIDER, "GET", DELIVERED)).body as (Event & { competition: number })[];
    const oldest = events[events.length - 1];
    const detail = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Detail;
    store.settlement.terms.set(oldest.competition, { baseline: "nominated", nomination_deadline: new Date(nowMs() + 3_600_000).toISOString() });
    const lacking = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Detail & { baseline_rule: string };
    expect(lacking).toMatchObject({ baseline_rule: "nominated", has_baseline_data: false, performance_factor: null });
    // Every import meter nominates 4,000 kW and every export meter 0: baseline = Σ import kW × 0.5 h ÷ 1000 per half-hour.
    const meters = (detail as unknown as { meters: { meter_id: string; kind: string }[] }).meters;
    const imports = meters.filter((meter) => meter.kind === "import").length;
    const rows = detail.periods.flatMap((period) => meters.map((meter) => `${meter.meter_id},${period.end},${meter.kind === "import" ? 4000 : 0}`));
    const upload = async () => {
      const form = new FormData();
      form.set("file", new Blob([["meter_id,period_end,kw", ...rows].join("\n")], { type: "text/csv" }), "nominated.csv");
      return (await (await clientFor(PROVIDER)).send("POST", paths.nominatedBaselines, { form })).json();
    };
    expect(await upload()).toMatchObject({ accepted: rows.length, rejected: 0 });
    const settled = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Detail;
    expect(settled.has_baseline_data).toBe(true);
    expect(settled.periods.every((period) => Math.abs(period.baseline! - (imports * 4000 * 0.5) / 1000) < 1e-9)).toBe(true);
    // Past the deadline, a new profile is refused row by row.
    const { advanceClock } = await import("~/clock.server");
    advanceClock(2 * 3_600_000);
    const late = await upload();
    expect(late).toMatchObject({ accepted: 0, rejected: rows.length });
    expect(late.errors.every((error: { code: string }) => error.code === "after_deadline")).toBe(true);
  });
});

describe("monthly settlement run", () => {
  it("SETT-01 a run freezes the month's invoice as a version; readings after it leave it unchanged and are counted; a re-run keeps version 1 and shows what changed", async () => {
    const { SANDBOX_BASE } = await import("../../support/sandbox");
    const run = async (month: string) => (await fetch(new URL("/__sandbox/settlement/run", SANDBOX_BASE), { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ month }) })).json();
    const lacking = ((await call(PROVIDER, "GET", `${paths.settlementEvents}?lacking_data=true`)).body as Event[]).find((event) => event.has_baseline_data)!;
    const detail = (await call(PROVIDER, "GET", paths.settlementEvent(lacking.id))).body as Detail;
    const { localMonth } = await import("~/domain/settlement/half-hours");
    const month = localMonth(lacking.start);
    const invoiceOf = async () => {
      const invoices = (await call(PROVIDER, "GET", paths.invoices)).body as { id: string; month: string }[];
      return (await call(PROVIDER, "GET", paths.invoice(invoices.find((candidate) => candidate.month === month)!.id))).body as {
        version: number | null; net: number; versions: { version: number; net: number }[]; changes: { event: number; kind: string; before: number; after: number; difference: number }[]; readings_after_run: number; pending_events: number[];
      };
    };
    expect((await invoiceOf()).version).toBeNull();
    const first = await run(month);
    expect(first.statements.some((frozen: { scope: string }) => frozen.scope === `provider:101:${month}`)).toBe(true);
    const v1 = await invoiceOf();
    expect(v1).toMatchObject({ version: 1, readings_after_run: 0 });
    expect(v1.pending_events).toContain(lacking.id);
    // The event's readings arrive after the run, with the meters moved as far as the instruction asks (demand down:
    // imports to 0 kWh and exports up; demand up: the other way round), so it delivers fully: version 1 does not move.
    const { direction } = lacking as Event & { direction: "up" | "down" };
    const moved = (kind: string) => ((kind === "export") === (direction === "down") ? 10_000 : 0);
    const rows = detail.periods.flatMap((period) => (lacking.meters as { meter_id: string; kind: string }[]).map((meter) => `${meter.meter_id},${period.end},${moved(meter.kind)}`));
    const form = new FormData();
    form.set("file", new Blob([["meter_id,period_end,value_kwh", ...rows].join("\n")], { type: "text/csv" }), "late.csv");
    const answer = await (await (await clientFor(PROVIDER)).send("POST", paths.meterReadings, { form })).json();
    expect(answer.after_run).toBe(rows.length);
    const unchanged = await invoiceOf();
    expect(unchanged).toMatchObject({ version: 1, net: v1.net, readings_after_run: rows.length });
    await run(month);
    const v2 = await invoiceOf();
    expect(v2.version).toBe(2);
    expect(v2.versions.map((version) => version.version)).toEqual([1, 2]);
    expect(v2.versions[0].net).toBe(v1.net);
    expect(v2.pending_events).not.toContain(lacking.id);
    // What changed: the event's two lines, new in version 2 (from 0), summing to the change in net.
    expect(v2.changes.length).toBeGreaterThan(0);
    expect(v2.changes.every((change) => change.event === lacking.id && change.before === 0)).toBe(true);
    expect(v2.changes.reduce((sum, change) => sum + change.difference, 0)).toBeCloseTo(v2.net - v1.net, 2);
  });
});

describe("same-day adjustment", () => {
  it("SETT-02 the historical baseline moves by the mean of metered − baseline over the 3 hours ending 1 hour before the event; a rise in the provider's favour is flagged; the other rules are shown", async () => {
    const { store } = await import("~mocks/store");
    const events = (await call(PROVIDER, "GET", DELIVERED)).body as (Event & { competition: number; direction: "up" | "down" })[];
    const oldest = events[events.length - 1];
    const plain = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Detail & { baseline_rule: string };
    expect(plain.baseline_rule).toBe("historical");
    store.settlement.terms.set(oldest.competition, { baseline: "historical", nomination_deadline: null, same_day_adjustment: true });
    type Adjusted = Detail & { baseline_rule: string; same_day_adjustment: number | null; adjustment_flag: boolean; adjustment_window: { end: string; metered: number | null; baseline: number | null }[]; alternatives: { rule: string; net: number; has_baseline_data: boolean }[] };
    const waiting = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Adjusted;
    // Without the readings of the window the adjusted baseline cannot be worked out.
    expect(waiting).toMatchObject({ baseline_rule: "historical_adjusted", same_day_adjustment: null, has_baseline_data: false, performance_factor: null });
    expect(waiting.adjustment_window.map((row) => Date.parse(row.end))).toEqual([4, 3.5, 3, 2.5, 2, 1.5].map((hours) => Date.parse(oldest.start) - hours * 3_600_000 + 1_800_000));
    expect(waiting.alternatives.find((other) => other.rule === "historical")).toMatchObject({ has_baseline_data: true, net: plain.net });

    // Readings of the window on the import meters, moved by `shift` MWh from the baseline each half-hour (exports at 0).
    const meters = (plain as unknown as { meters: { meter_id: string; kind: string }[] }).meters;
    const imports = meters.filter((meter) => meter.kind === "import");
    const upload = async (shift: number) => {
      const rows = waiting.adjustment_window.flatMap((row) =>
        meters.map((meter) => `${meter.meter_id},${row.end},${meter.kind === "import" ? Math.max(0, ((row.baseline! + shift) * 1000) / imports.length) : 0}`),
      );
      const form = new FormData();
      form.set("file", new Blob([["meter_id,period_end,value_kwh", ...rows].join("\n")], { type: "text/csv" }), "window.csv");
      return (await (await clientFor(PROVIDER)).send("POST", paths.meterReadings, { form })).json();
    };
    const meanBaseline = waiting.adjustment_window.reduce((sum, row) => sum + row.baseline!, 0) / 6;
    expect(meanBaseline).toBeGreaterThan(0);
    // In the provider's favour: consumption up before a turn-down event, down before a turn-up one.
    const spike = (oldest.direction === "down" ? 1 : -1) * meanBaseline * 0.5;
    expect((await upload(spike)).rejected).toBe(0);
    const adjusted = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Adjusted;
    const expected = adjusted.adjustment_window.reduce((sum, row) => sum + row.metered! - row.baseline!, 0) / 6;
    expect(adjusted.same_day_adjustment).toBeCloseTo(expected, 9);
    expect(Math.abs(adjusted.same_day_adjustment!)).toBeGreaterThan(0);
    expect(adjusted.has_baseline_data).toBe(true);
    adjusted.periods.forEach((period, index) => expect(period.baseline!).toBeCloseTo(plain.periods[index].baseline! + adjusted.same_day_adjustment!, 9));
    expect(adjusted.adjustment_flag).toBe(true);
    expect(adjusted.alternatives.map((other) => other.rule).sort()).toEqual(["historical", "nominated"]);
    expect(adjusted.alternatives.find((other) => other.rule === "historical")!.net).toBe(plain.net);

    // Readings at the baseline: no adjustment, nothing flagged, the same figures as the plain rule.
    await upload(0);
    const level = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Adjusted;
    expect(level.same_day_adjustment).toBeCloseTo(0, 6);
    expect(level.adjustment_flag).toBe(false);
    expect(level.credited_mwh).toBeCloseTo(plain.credited_mwh, 6);
  });
});

describe("service fee and under-delivery penalty", () => {
  it("SETT-01 SETT-02 the bid's service fee and the terms' penalty reach the event, its lines on the month's statement and the net", async () => {
    const { store } = await import("~mocks/store");
    const events = (await call(PROVIDER, "GET", DELIVERED)).body as (Event & { competition: number })[];
    const oldest = events[events.length - 1];
    type Figures = Detail & { instructed_mwh: number; service_fee: number; penalty: number };
    const plain = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Figures;
    expect(plain).toMatchObject({ service_fee: 0, penalty: 0 });
    expect(plain.net).toBeCloseTo(plain.availability + plain.utilisation, 2);
    expect(plain.credited_mwh).toBeLessThan(plain.instructed_mwh);

    const instruction = store.dispatch.instructions.find((candidate) => candidate.id === oldest.id)!;
    const bid = store.market.bids.find((candidate) => candidate.id === instruction.bid)!;
    bid.service_fee = 12.5;
    store.settlement.terms.set(oldest.competition, { baseline: "historical", nomination_deadline: null, under_delivery_penalty: 40 });
    const charged = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Figures & { capacity?: number };
    const fee = Math.round(instruction.capacity * 12.5 * 100) / 100;
    const penalty = Math.round((plain.instructed_mwh - plain.credited_mwh) * 40 * 100) / 100;
    // The seeded oldest event delivers above the first availability step, so its fee is paid.
    expect(plain.performance_factor).toBeGreaterThanOrEqual(0.6);
    expect(charged.service_fee).toBe(fee);
    expect(charged.penalty).toBe(penalty);
    expect(charged.net).toBeCloseTo(plain.availability + plain.utilisation + charged.service_fee - penalty, 2);

    const month = DateTime.fromISO(oldest.start, { zone: "Europe/London" }).toFormat("yyyy-MM");
    type Line = { event: number; kind: string; quantity: number; unit: string; rate: number; amount: number };
    const report = (await call(PROVIDER, "GET", paths.settlementReport(month))).body as { lines: Line[]; penalty: number; service_fee: number; net: number };
    const lines = report.lines.filter((line) => line.event === oldest.id);
    expect(lines.find((line) => line.kind === "penalty")).toMatchObject({ unit: "MWh", rate: 40, amount: -penalty });
    expect(lines.find((line) => line.kind === "service_fee")).toMatchObject({ unit: "MW", rate: 12.5, amount: fee });
    expect(report.penalty).toBeCloseTo(report.lines.filter((line) => line.kind === "penalty").reduce((sum, line) => sum - line.amount, 0), 2);
    expect(report.net).toBeCloseTo(report.lines.reduce((sum, line) => sum + line.amount, 0), 2);
  });
});

describe("invoice line disputes", () => {
  type Invoice = { id: string; lines: { event: number; kind: string; amount: number; dispute?: number }[]; net: number; adjustments: number };
  const disputeForm = (fields: Record<string, string>, evidence?: File) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    if (evidence) form.set("evidence", evidence);
    return form;
  };
  const open = async (fields: Record<string, string>, evidence?: File) => {
    const response = await (await clientFor(PROVIDER)).send("POST", paths.settlementDisputes, { form: disputeForm(fields, evidence) }).catch((error: { status: number; body: unknown }) => error);
    return response instanceof Response ? { status: response.status, body: await response.json() } : response;
  };

  it("SETT-01 one open dispute per line, only on a line the invoice has, evidence of a known type up to 10 MB; only the competition's operator answers, and an upheld adjustment becomes a line of the month", async () => {
    const invoices = (await call(PROVIDER, "GET", paths.invoices)).body as { id: string; lines: number }[];
    const invoice = (await call(PROVIDER, "GET", paths.invoice(invoices.find((candidate) => candidate.lines > 0)!.id))).body as Invoice;
    const line = invoice.lines.find((candidate) => candidate.kind === "utilisation")!;
    const fields = { invoice: invoice.id, event: String(line.event), kind: "utilisation", reason: "Estimated readings." };

    expect((await open({ ...fields, kind: "service_fee" })).status).toBe(400);
    expect((await open({ ...fields, invoice: "101-1999-01" })).status).toBe(404);
    expect((await open({ ...fields, reason: " " })).status).toBe(400);
    expect((await open(fields, new File([new Uint8Array(10 * 1024 * 1024 + 1)], "readings.pdf"))).status).toBe(400);
    expect((await open(fields, new File(["x"], "readings.exe"))).status).toBe(400);
    const created = await open(fields, new File(["meter_id,period_end,value_kwh\n"], "actual.csv"));
    expect(created.status).toBe(201);
    const dispute = created.body as { id: number; status: string; evidence: { file_name: string } };
    expect(dispute).toMatchObject({ status: "open", evidence: { file_name: "actual.csv" } });
    expect((await open(fields)).status).toBe(409);

    const answer = paths.settlementDisputeAnswer(dispute.id);
    expect((await call(PROVIDER, "POST", answer, { decision: "rejected", answer: "No." })).status).toBe(403);
    expect((await call(OPERATOR, "POST", answer, { decision: "upheld", answer: "Yes.", adjustment: 0 })).status).toBe(400);
    expect((await call(OPERATOR, "POST", answer, { decision: "rejected", answer: "No.", adjustment: 5 })).status).toBe(400);
    expect((await call(OPERATOR, "POST", answer, { decision: "upheld", answer: "Agreed.", adjustment: 12.345 })).body).toMatchObject({ status: "upheld", adjustment: 12.35 });
    expect((await call(OPERATOR, "POST", answer, { decision: "rejected", answer: "Changed my mind." })).status).toBe(409);

    // Before any run the statement is worked out live, so the adjustment is already a line of it.
    const after = (await call(PROVIDER, "GET", paths.invoice(invoice.id))).body as Invoice;
    expect(after.lines.find((candidate) => candidate.kind === "adjustment")).toMatchObject({ event: line.event, dispute: dispute.id, amount: 12.35 });
    expect(after.adjustments).toBe(12.35);
    expect(after.net).toBeCloseTo(invoice.net + 12.35, 2);
    // The provider sees its own disputes; the operator those of its competitions.
    expect(((await call(PROVIDER, "GET", paths.settlementDisputes)).body as { id: number }[]).map((row) => row.id)).toContain(dispute.id);
    expect(((await call(OPERATOR, "GET", `${paths.settlementDisputes}?status=upheld`)).body as { id: number }[]).map((row) => row.id)).toEqual([dispute.id]);
  });
});

describe("declared unavailability", () => {
  it("SETT-02 a half-hour in which an asset of the event was declared unavailable is not an available hour: the availability payment drops by it", async () => {
    const { availabilityPayment } = await import("~/domain/settlement/payments");
    const events = (await call(PROVIDER, "GET", DELIVERED)).body as (Event & { capacity: number })[];
    const oldest = events[events.length - 1];
    type Figures = Omit<Detail, "periods"> & { hours: number; available_hours: number; availability_price: number; capacity: number; meters: { asset: number }[]; periods: (Detail["periods"][number] & { available: boolean })[] };
    const plain = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Figures;
    expect(plain.available_hours).toBe(plain.hours);
    expect(plain.periods.every((period) => period.available)).toBe(true);
    const firstEnd = plain.periods[0].end;
    const declared = await call(PROVIDER, "POST", paths.assetUnavailabilities, {
      flex_asset: plain.meters[0].asset,
      planned: false,
      unavailable_from: new Date(Date.parse(oldest.start) + 60_000).toISOString(),
      unavailable_to: new Date(Date.parse(firstEnd) - 60_000).toISOString(),
      reason: "Inverter fault",
    });
    expect(declared.status).toBe(201);
    const after = (await call(PROVIDER, "GET", paths.settlementEvent(oldest.id))).body as Figures;
    expect(after.periods.map((period) => period.available)).toEqual(plain.periods.map((_, index) => index !== 0));
    const firstShare = (Date.parse(firstEnd) - Math.max(Date.parse(oldest.start), Date.parse(firstEnd) - 1_800_000)) / 3_600_000;
    expect(after.available_hours).toBeCloseTo(plain.hours - firstShare, 9);
    expect(after.availability).toBe(availabilityPayment({ mw: after.capacity, pricePerMwPerHour: after.availability_price, hours: after.available_hours, pf: after.performance_factor! }));
    expect(after.availability).toBeLessThan(plain.availability);
    // Performance is about delivery, not availability: it does not change.
    expect(after.performance_factor).toBe(plain.performance_factor);
  });
});
