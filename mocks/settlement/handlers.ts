/** Settlement as the Flex API serves it; the contract is mocks/docs/settlement.md. */
import { HttpResponse, http, type HttpHandler } from "msw";
import { checkReadings } from "~/domain/settlement/meter-readings";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound } from "../drf";
import { pagedJson } from "../paging";
import { isResponse } from "../session";
import { store } from "../store";
import { dispatchCaller, type DispatchCaller } from "../dispatch/callers";
import { acceptsFrom, acceptsTo, BASELINE_RULES, eventDays, eventFigures } from "./figures";
import { invoiceId, invoiceNumber, monthsOf } from "./statements";
import { runHandlers, servedStatement } from "./runs";
import { readingKey } from "./types";
import { nominationHandlers } from "./nominations";
import { disputeHandlers } from "./disputes";
import { eventsOf, nominatedOf } from "./scope";
import { isSpreadsheet } from "../bidding/spreadsheet";
import { readingsSheetAsCsv } from "./spreadsheet";
import { storeReadings } from "./store-readings";

function eventWire(caller: DispatchCaller, detailed: boolean) {
  const events = eventsOf(caller);
  const excludedByOrg = new Map<number, Set<string>>();
  return (event: (typeof events)[number]) => {
    if (!excludedByOrg.has(event.organisation_id)) excludedByOrg.set(event.organisation_id, eventDays(events.filter((other) => other.organisation_id === event.organisation_id)));
    const excluded = excludedByOrg.get(event.organisation_id)!;
    const { periods, adjustment_window, ...figures } = eventFigures(store.settlement.readings, event, excluded, nominatedOf(event));
    if (!detailed || event.kind !== "instruction") return detailed ? { ...event, ...figures, periods, adjustment_window, alternatives: [] } : { ...event, ...figures };
    // What the event would pay under the other baseline rules, with the same readings.
    const alternatives = BASELINE_RULES.filter((rule) => rule !== figures.baseline_rule).map((rule) => {
      const other = eventFigures(store.settlement.readings, event, excluded, nominatedOf(event), rule);
      return { rule, has_baseline_data: other.has_baseline_data, performance_factor: other.performance_factor, credited_mwh: other.credited_mwh, net: other.net };
    });
    return { ...event, ...figures, periods, adjustment_window, alternatives };
  };
}

export const settlementHandlers: HttpHandler[] = [
  ...nominationHandlers,
  ...runHandlers,
  ...disputeHandlers,
  // 001 §7: provider settlement events, ordered -start, paged by 200.
  http.get(api(paths.settlementEvents), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const wire = eventWire(caller, false);
    // `kind`: instruction or availability_window; the others are left out before their figures are worked out.
    const kind = url.searchParams.get("kind");
    let rows = eventsOf(caller).filter((event) => !kind || event.kind === kind).map(wire);
    if (url.searchParams.get("ordering") === "start") rows = rows.reverse();
    if (url.searchParams.get("lacking_data") === "true") rows = rows.filter((row) => !row.has_baseline_data || !row.has_actual_data);
    return pagedJson(request, rows, { defaultLimit: 200, maxLimit: 200 });
  }),

  http.get(api(paths.settlementEvent(":id")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const event = eventsOf(caller).find((candidate) => String(candidate.id) === params.id);
    return event ? HttpResponse.json(eventWire(caller, true)(event)) : notFound();
  }),

  // Readings as CSV or XLSX (multipart field `file`): received, scanned, processed at once;
  // bad rows reported, good rows kept, later readings replace earlier ones.
  http.post(api(paths.meterReadings), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string" || file.size === 0) return fieldErrors({ file: ["No file was submitted."] });
    const text = isSpreadsheet(file.name) ? await readingsSheetAsCsv(file).catch(() => null) : await file.text();
    if (text === null) return fieldErrors({ file: ["The file is not a readable CSV or XLSX file."] });
    const events = eventsOf(caller);
    const windows = new Map<string, [number, number][]>();
    const meterEvents = new Map<string, { start: string; end: string }[]>();
    for (const event of events)
      for (const meter of event.meters) {
        windows.set(meter.meter_id, [...(windows.get(meter.meter_id) ?? []), [acceptsFrom(event), acceptsTo(event)]]);
        meterEvents.set(meter.meter_id, [...(meterEvents.get(meter.meter_id) ?? []), { start: event.start, end: event.end }]);
      }
    const { rows, savedRows, readings, errors } = checkReadings(text, {
      knownMeter: (meter) => windows.has(meter),
      accepts: (meter, periodEnd) => (windows.get(meter) ?? []).some(([from, to]) => Date.parse(periodEnd) > from && Date.parse(periodEnd) <= to),
      events: (meter) => meterEvents.get(meter) ?? [],
      held: (meter, periodEnd) => store.settlement.readings.has(readingKey(meter, periodEnd)),
    });
    const stored = storeReadings(caller.orgId, readings);
    // Rows not saved: refused ones and a quarter whose half-hour lacks its other quarter.
    const rejected = rows - savedRows;
    return HttpResponse.json(
      { file_name: file.name, status: "r", scanned: true, processed: true, rows, accepted: readings.length, ...stored, rejected, gaps: errors.filter((error) => error.code === "gap").length, errors },
      { status: 201 },
    );
  }),

  // Monthly settlement reports: the caller's months, newest first; one month with its lines.
  http.get(api(paths.settlementReports), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const events = eventsOf(caller);
    const rows = monthsOf(events).map((month) => {
      const { lines, ...summary } = servedStatement(caller.side, caller.orgId, events, month);
      return { ...summary, lines: lines.length };
    });
    return pagedJson(request, rows, { defaultLimit: 24, maxLimit: 200 });
  }),

  http.get(api(paths.settlementReport(":month")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const events = eventsOf(caller);
    const month = String(params.month);
    return monthsOf(events).includes(month) ? HttpResponse.json(servedStatement(caller.side, caller.orgId, events, month)) : notFound();
  }),

  // A provider's invoices: one per month with events, its lines traced to the events.
  http.get(api(paths.invoices), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const events = eventsOf(caller);
    const rows = monthsOf(events).map((month) => {
      const { lines, ...summary } = servedStatement(caller.side, caller.orgId, events, month);
      return { id: invoiceId(caller.orgId, month), number: invoiceNumber(caller.orgId, month), ...summary, lines: lines.length };
    });
    return pagedJson(request, rows, { defaultLimit: 24, maxLimit: 200 });
  }),

  http.get(api(paths.invoice(":id")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const events = eventsOf(caller);
    const month = monthsOf(events).find((candidate) => invoiceId(caller.orgId, candidate) === params.id);
    if (!month) return notFound();
    return HttpResponse.json({ id: invoiceId(caller.orgId, month), number: invoiceNumber(caller.orgId, month), ...servedStatement(caller.side, caller.orgId, events, month) });
  }),
];
