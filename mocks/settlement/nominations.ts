/**
 * Nominated baselines (POST settlement/nominated-baselines/) and, through the control
 * interface, a competition's settlement terms (PUT /__sandbox/settlement/terms).
 */
import { HttpResponse, http, type HttpHandler } from "msw";
import { z } from "zod";
import { nowIso, nowMs } from "~/clock.server";
import { DateTime } from "luxon";
import { checkNominations } from "~/domain/settlement/nominated";
import { SETTLEMENT_ZONE, settlementPeriods } from "~/domain/settlement/half-hours";
import { paths } from "~/upstream/paths";
import { api, control } from "../api";
import { fieldErrors, forbidden, readJson, zodFieldErrors } from "../drf";
import { isResponse } from "../session";
import { store } from "../store";
import { dispatchCaller } from "../dispatch/callers";
import { eventsOf } from "./scope";
import { readingKey } from "./types";

const termsSchema = z.object({ competition: z.number().int(), baseline: z.enum(["historical", "nominated"]), nomination_deadline: z.string().datetime({ offset: true }).nullable().default(null), same_day_adjustment: z.boolean().default(false), under_delivery_penalty: z.number().nonnegative().nullable().default(null) }).strict();

export const nominationHandlers: HttpHandler[] = [
  http.post(api(paths.nominatedBaselines), async ({ request }) => {
    const caller = await dispatchCaller(request);
    if (isResponse(caller)) return caller;
    if (caller.side !== "provider") return forbidden();
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string" || file.size === 0) return fieldErrors({ file: ["No file was submitted."] });
    const events = eventsOf(caller);
    const meters = new Set(events.flatMap((event) => event.meters.map((meter) => meter.meter_id)));
    const nominatedEvents = events.filter((event) => store.settlement.terms.get(event.competition)?.baseline === "nominated");
    const { rows, nominations, errors } = checkNominations(await file.text(), {
      knownMeter: (meter) => meters.has(meter),
      now: nowMs(),
      // A weekly template fills the half-hours of the meter's events under a nominated baseline.
      halfHours: (meter) =>
        nominatedEvents
          .filter((event) => event.meters.some((candidate) => candidate.meter_id === meter))
          .flatMap((event) => settlementPeriods(event.start, event.end))
          .map((period) => ({ end: period.end, local: period.local, weekday: DateTime.fromISO(period.start, { zone: SETTLEMENT_ZONE }).weekday })),
      deadline: (meter, periodEnd) => {
        const ms = Date.parse(periodEnd);
        const event = events.find((candidate) => store.settlement.terms.get(candidate.competition)?.baseline === "nominated" && candidate.meters.some((m) => m.meter_id === meter) && ms > Date.parse(candidate.start) && ms <= Date.parse(candidate.end));
        if (!event) return null;
        const deadline = store.settlement.terms.get(event.competition)?.nomination_deadline;
        return deadline ? Date.parse(deadline) : Date.parse(event.start);
      },
    });
    let replaced = 0;
    for (const nomination of nominations) {
      const key = readingKey(nomination.meter_id, nomination.period_end);
      const earlier = store.settlement.nominations.get(key);
      if (earlier) replaced += 1;
      store.settlement.nominations.set(key, { ...nomination, uploaded_at: nowIso(), replaced: (earlier?.replaced ?? -1) + 1 });
    }
    return HttpResponse.json({ file_name: file.name, status: "r", scanned: true, processed: true, rows, accepted: nominations.length, replaced, rejected: new Set(errors.map((error) => error.row)).size, errors }, { status: 201 });
  }),

  // Control: a competition's settlement terms (baseline rule and nomination deadline).
  http.put(control("settlement/terms"), async ({ request }) => {
    const parsed = termsSchema.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const { competition, ...terms } = parsed.data;
    store.settlement.terms.set(competition, terms);
    return HttpResponse.json(parsed.data);
  }),
];
