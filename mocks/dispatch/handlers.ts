/** Dispatch as the Flex API serves it; the contract is mocks/docs/dispatch.md. */
import { HttpResponse, http, type HttpHandler } from "msw";
import { nowMs } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, notFound, readJson } from "../drf";
import { pagedJson } from "../paging";
import { isResponse } from "../session";
import { nextId, store } from "../store";
import { answer, stop } from "./answers";
import { calendarHandlers } from "./calendar";
import { autoAcceptHandlers } from "./auto-accept-handlers";
import { answeringProvider, dispatchCaller, dispatchingOperator, sees, touch } from "./callers";
import { buildInstructions } from "./create";
import { acceptedInInstance, dispatchableCompetitions, windowInstance, windowsOf } from "./dispatchable";
import { parseDay } from "../clearing/calendar";
import { queryInstructions } from "./query";
import { INSTRUCTION_STATUSES, periodAt } from "./lifecycle";
import { releaseDue } from "./release";
import { assetById, instructionWire, termsWire } from "./wire";
import { expectedCost, expectedVolume, utilisationPriceOf } from "./terms";

/** Totals of a set of proposed or stored instructions, as the confirmation shows them. */
function totals(rows: ReturnType<typeof termsWire>[]) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    count: rows.length,
    total_volume: Math.round(rows.reduce((sum, row) => sum + row.expected_volume, 0) * 1000) / 1000,
    total_cost: round(rows.reduce((sum, row) => sum + row.expected_cost, 0)),
    currency: rows[0]?.currency ?? "GBP",
    volume_unit: rows[0]?.volume_unit ?? "MWh",
  };
}

export const dispatchHandlers: HttpHandler[] = [
  ...calendarHandlers,
  ...autoAcceptHandlers,
  http.get(api(paths.dispatchInstructions), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const now = nowMs();
    releaseDue(now);
    const result = queryInstructions(caller, new URL(request.url), now);
    if ("errors" in result) return fieldErrors(result.errors);
    return pagedJson(request, result.rows, { defaultLimit: 25, maxLimit: 1000, wire: (row) => instructionWire(row, now) });
  }),

  http.get(api(paths.dispatchVersion), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    releaseDue(nowMs());
    return HttpResponse.json({ version: store.dispatch.changes.get(caller.orgId) ?? 0 });
  }),

  // What the list filters offer: the competitions and assets of the caller's instructions in a period.
  http.get(api(paths.dispatchFacets), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const now = nowMs();
    const period = new URL(request.url).searchParams.get("period");
    const rows = store.dispatch.instructions.filter((row) => sees(caller)(row) && (period === null || periodAt(row, now) === period));
    const competitions = new Map<number, { id: number; name: string }>();
    const assets = new Map<number, { id: number; name: string }>();
    for (const row of rows) {
      if (!competitions.has(row.competition)) competitions.set(row.competition, { id: row.competition, name: store.market.competitions.find((c) => c.id === row.competition)?.name ?? "" });
      for (const id of row.assets) {
        if (assets.has(id)) continue;
        const asset = assetById(id);
        assets.set(id, { id, name: asset?.name || asset?.ref || `#${id}` });
      }
    }
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    return HttpResponse.json({ competitions: [...competitions.values()].sort(byName), assets: [...assets.values()].sort(byName), statuses: INSTRUCTION_STATUSES });
  }),

  http.get(api(paths.dispatchableCompetitions), async ({ request }) => {
    const caller = await dispatchingOperator(request);
    if (isResponse(caller)) return caller;
    return HttpResponse.json(
      dispatchableCompetitions(caller.orgId).map((competition) => ({
        id: competition.id,
        name: competition.name,
        reference: competition.reference,
        service_windows: competition.service_periods.flatMap((period) =>
          period.windows.map((window) => ({ id: window.id, name: window.name, start_time: window.start_time, end_time: window.end_time, period: { name: period.name, start: period.start, end: period.end } })),
        ),
      })),
    );
  }),

  http.get(api(paths.dispatchableBids), async ({ request }) => {
    const caller = await dispatchingOperator(request);
    if (isResponse(caller)) return caller;
    const url = new URL(request.url);
    const competition = dispatchableCompetitions(caller.orgId).find((candidate) => String(candidate.id) === url.searchParams.get("competition"));
    if (!competition) return fieldErrors({ competition: ["Select a valid choice. That choice is not one of the available choices."] });
    const date = url.searchParams.get("date") ?? "";
    const day = parseDay(date);
    if (day === null) return fieldErrors({ date: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."] });
    const rows = windowsOf(competition).flatMap((window) => {
      const instance = windowInstance(competition, window, day);
      return acceptedInInstance(competition, instance).map(({ decision, bid, start, end }) => {
        const startIso = new Date(start).toISOString();
        const endIso = new Date(end).toISOString();
        const volume = expectedVolume(decision.accepted_capacity, startIso, endIso);
        const price = utilisationPriceOf(competition, bid, decision, instance.schedule);
        return {
          decision: decision.id,
          bid: bid.id,
          service_window: window.id,
          flex_provider: { id: bid.organisation_id, name: store.organisations.find((org) => org.id === bid.organisation_id)?.name ?? "" },
          start: startIso,
          end: endIso,
          capacity: decision.accepted_capacity,
          expected_volume: volume,
          expected_cost: expectedCost(volume, price),
        };
      });
    });
    return HttpResponse.json(rows);
  }),

  http.post(api(paths.dispatchPreview), async ({ request }) => {
    const caller = await dispatchingOperator(request);
    if (isResponse(caller)) return caller;
    const result = buildInstructions(await readJson(request), caller.orgId, caller.user.id, nowMs());
    if (!result.ok) return fieldErrors(result.errors);
    const rows = result.candidates.map(termsWire);
    return HttpResponse.json({ instructions: rows, ...totals(rows) });
  }),

  http.post(api(paths.dispatchInstructions), async ({ request }) => {
    const caller = await dispatchingOperator(request);
    if (isResponse(caller)) return caller;
    const now = nowMs();
    const result = buildInstructions(await readJson(request), caller.orgId, caller.user.id, now);
    if (!result.ok) return fieldErrors(result.errors);
    const created = result.candidates.map((candidate) => {
      const instruction = { ...candidate, id: nextId("dispatchInstructions", store.dispatch.instructions) };
      store.dispatch.instructions.push(instruction);
      touch(instruction);
      return instruction;
    });
    releaseDue(now);
    const rows = created.map((instruction) => instructionWire(instruction, now));
    return HttpResponse.json({ instructions: rows, ...totals(rows) }, { status: 201 });
  }),

  http.post(api(paths.dispatchRespond), async ({ request }) => {
    const caller = await answeringProvider(request);
    if (isResponse(caller)) return caller;
    const now = nowMs();
    releaseDue(now);
    const result = answer(caller, await readJson(request), now);
    if (!result.ok) return fieldErrors(result.errors);
    return HttpResponse.json(result.instructions.map((instruction) => instructionWire(instruction, now)));
  }),

  http.post(api(paths.dispatchStop), async ({ request }) => {
    const caller = await dispatchingOperator(request);
    if (isResponse(caller)) return caller;
    const now = nowMs();
    releaseDue(now);
    const result = stop(caller, await readJson(request), now);
    if (!result.ok) return fieldErrors(result.errors);
    return HttpResponse.json(result.instructions.map((instruction) => instructionWire(instruction, now)));
  }),

  http.get(api(recordPath(paths.dispatchInstructions, ":id")), async ({ request, params }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    const now = nowMs();
    releaseDue(now);
    const instruction = store.dispatch.instructions.find((candidate) => String(candidate.id) === params.id && sees(caller)(candidate));
    return instruction ? HttpResponse.json(instructionWire(instruction, now)) : notFound();
  }),
];
