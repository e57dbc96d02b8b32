/** Settlement as the Flex API serves it; the contract is mocks/docs/settlement.md. */
import { HttpResponse, http, type HttpHandler } from "msw";
import { nowIso, nowMs } from "~/clock.server";
import { checkReadings } from "~/domain/settlement/meter-readings";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, forbidden, notFound } from "../drf";
import { pagedJson } from "../paging";
import { isResponse } from "../session";
import { store } from "../store";
import { dispatchCaller, type DispatchCaller } from "../dispatch/callers";
import { settlementEvents } from "./events";
import { acceptsFrom, eventDays, eventFigures } from "./figures";
import { invoiceId, invoiceNumber, monthsOf, statement } from "./statements";
import { readingKey } from "./types";

/** A provider's own events; an operator's, those of its competitions across providers. */
function eventsOf(caller: DispatchCaller) {
  const all = settlementEvents(store.market, store.dispatch.instructions, nowMs());
  return all.filter((event) => (caller.side === "provider" ? event.organisation_id === caller.orgId : event.operator_id === caller.orgId));
}

function eventWire(caller: DispatchCaller, detailed: boolean) {
  const events = eventsOf(caller);
  const excludedByOrg = new Map<number, Set<string>>();
  return (event: (typeof events)[number]) => {
    if (!excludedByOrg.has(event.organisation_id)) excludedByOrg.set(event.organisation_id, eventDays(events.filter((other) => other.organisation_id === event.organisation_id)));
    const { periods, ...figures } = eventFigures(store.settlement.readings, event, excludedByOrg.get(event.organisation_id)!);
    return { ...event, ...figures, ...(detailed ? { periods } : {}) };
  };
}

export const settlementHandlers: HttpHandler[] = [
  // 001 §7: provider settlement events, ordered -start, paged by 200.
  http.get(api(paths.settlementEvents), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const wire = eventWire(caller, false);
    let rows = eventsOf(caller).map(wire);
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

  // Half-hourly readings as CSV (multipart field `file`): bad rows reported, good rows kept, later readings replace earlier ones.
  http.post(api(paths.meterReadings), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string" || file.size === 0) return fieldErrors({ file: ["No file was submitted."] });
    const events = eventsOf(caller);
    const windows = new Map<string, [number, number][]>();
    for (const event of events) for (const meter of event.meters) windows.set(meter.meter_id, [...(windows.get(meter.meter_id) ?? []), [acceptsFrom(event), Date.parse(event.end)]]);
    const { readings, errors } = checkReadings(await file.text(), {
      knownMeter: (meter) => windows.has(meter),
      accepts: (meter, periodEnd) => (windows.get(meter) ?? []).some(([from, to]) => Date.parse(periodEnd) > from && Date.parse(periodEnd) <= to),
    });
    let replaced = 0;
    for (const reading of readings) {
      const key = readingKey(reading.meter_id, reading.period_end);
      const earlier = store.settlement.readings.get(key);
      if (earlier) replaced += 1;
      store.settlement.readings.set(key, { ...reading, uploaded_at: nowIso(), replaced: (earlier?.replaced ?? -1) + 1 });
    }
    return HttpResponse.json({ file_name: file.name, rows: readings.length + errors.length, accepted: readings.length, replaced, rejected: errors.length, errors }, { status: 201 });
  }),

  // Monthly settlement reports: the caller's months, newest first; one month with its lines.
  http.get(api(paths.settlementReports), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const events = eventsOf(caller);
    const rows = monthsOf(events).map((month) => {
      const { lines, ...summary } = statement(store.settlement.readings, events, month, nowMs());
      return { ...summary, lines: lines.length };
    });
    return pagedJson(request, rows, { defaultLimit: 24, maxLimit: 200 });
  }),

  http.get(api(paths.settlementReport(":month")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const events = eventsOf(caller);
    const month = String(params.month);
    return monthsOf(events).includes(month) ? HttpResponse.json(statement(store.settlement.readings, events, month, nowMs())) : notFound();
  }),

  // A provider's invoices: one per month with events, its lines traced to the events.
  http.get(api(paths.invoices), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const events = eventsOf(caller);
    const rows = monthsOf(events).map((month) => {
      const { lines, ...summary } = statement(store.settlement.readings, events, month, nowMs());
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
    return HttpResponse.json({ id: invoiceId(caller.orgId, month), number: invoiceNumber(caller.orgId, month), ...statement(store.settlement.readings, events, month, nowMs()) });
  }),
];
