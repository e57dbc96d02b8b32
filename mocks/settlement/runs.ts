/**
 * The monthly settlement run (PUT /__sandbox/settlement/run {month}): it freezes the month's
 * statement of every provider and operator with events in it as a version. Reports and
 * invoices then serve the latest version, so readings that arrive after a run do not change
 * it (the readings record says so, and the statement counts them); a re-run adds a version
 * and keeps the earlier ones, with what changed between the last two.
 */
import { HttpResponse, http, type HttpHandler } from "msw";
import { z } from "zod";
import { nowIso, nowMs } from "~/clock.server";
import { localMonth } from "~/domain/settlement/half-hours";
import { pennies } from "~/domain/settlement/payments";
import { control } from "../api";
import { fieldErrors, readJson, zodFieldErrors } from "../drf";
import { store } from "../store";
import type { SettlementEvent } from "./events";
import { allSettlementEvents, nominatedOf, upheldAdjustments } from "./scope";
import { statement, type Statement } from "./statements";

export type RunVersion = { version: number; run_at: string; statement: Statement };
export type LineChange = { event: number; kind: string; before: number; after: number };

export const scopeKey = (side: "provider" | "operator", org: number, month: string) => `${side}:${org}:${month}`;

/** Lines whose amount changed between two versions (a line new or gone counts from or to 0). */
export function changesBetween(before: Statement, after: Statement): LineChange[] {
  const key = (line: { event: number; kind: string; dispute?: number }) => `${line.event}|${line.kind}${line.dispute ? `|${line.dispute}` : ""}`;
  const old = new Map(before.lines.map((line) => [key(line), line.amount]));
  const now = new Map(after.lines.map((line) => [key(line), line.amount]));
  return [...new Set([...old.keys(), ...now.keys()])]
    .map((id) => ({ event: Number(id.split("|")[0]), kind: id.split("|")[1], before: old.get(id) ?? 0, after: now.get(id) ?? 0 }))
    .filter((change) => Math.abs(change.after - change.before) >= 0.005);
}

/** A month's statement as served: the latest run's version with its history, or worked out live before any run. */
export function servedStatement(side: "provider" | "operator", org: number, events: readonly SettlementEvent[], month: string) {
  const versions = store.settlement.runs.get(scopeKey(side, org, month)) ?? [];
  const latest = versions.at(-1);
  if (!latest) return { ...statement(store.settlement.readings, events, month, nowMs(), nominatedOf, upheldAdjustments()), version: null, run_at: null, versions: [], changes: [], readings_after_run: 0 };
  const previous = versions.at(-2);
  const meters = new Set(events.filter((event) => localMonth(event.start) === month).flatMap((event) => event.meters.map((meter) => meter.meter_id)));
  const late = [...store.settlement.readings.values()].filter((reading) => reading.after_run?.month === month && reading.after_run.version === latest.version && meters.has(reading.meter_id)).length;
  return {
    ...latest.statement,
    version: latest.version,
    run_at: latest.run_at,
    versions: versions.map((run) => ({ version: run.version, run_at: run.run_at, net: run.statement.net, total: run.statement.total })),
    changes: previous ? changesBetween(previous.statement, latest.statement).map((change) => ({ ...change, difference: pennies(change.after - change.before) })) : [],
    readings_after_run: late,
  };
}

export function runMonth(month: string) {
  const events = allSettlementEvents().filter((event) => localMonth(event.start) === month);
  const scopes = new Map<string, SettlementEvent[]>();
  for (const event of events) {
    for (const key of [scopeKey("provider", event.organisation_id, month), scopeKey("operator", event.operator_id, month)]) scopes.set(key, [...(scopes.get(key) ?? []), event]);
  }
  const runAt = nowIso();
  const adjustments = upheldAdjustments();
  const frozen = [...scopes].map(([key, scoped]) => {
    const versions = store.settlement.runs.get(key) ?? [];
    const version = { version: versions.length + 1, run_at: runAt, statement: statement(store.settlement.readings, scoped, month, nowMs(), nominatedOf, adjustments) };
    store.settlement.runs.set(key, [...versions, version]);
    return { scope: key, version: version.version, net: version.statement.net, total: version.statement.total };
  });
  return { month, run_at: runAt, statements: frozen };
}

export const runHandlers: HttpHandler[] = [
  http.put(control("settlement/run"), async ({ request }) => {
    const parsed = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }).strict().safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    return HttpResponse.json(runMonth(parsed.data.month));
  }),
];
