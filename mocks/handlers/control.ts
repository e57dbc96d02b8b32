import { HttpResponse, http } from "msw";
import { z } from "zod";
import { advanceClock, clockOffsetMs, nowIso, nowMs, resetClock, setNow } from "~/clock.server";
import { control } from "../api";
import { fieldErrors, notFound, readJson, zodFieldErrors } from "../drf";
import { signToken } from "../jwt";
import { resetStore, store, userByEmail } from "../store";
import { issueToken } from "./auth";

const stringList = z.array(z.string());
const faultSchema = z.object({
  path: z.string().min(1),
  method: z.string().optional(),
  status: z.number().int().min(100).max(599).optional(),
  body: z.unknown().optional(),
  malformed: z.boolean().optional(),
  delayMs: z.number().int().nonnegative().optional(),
  times: z.number().int().positive().optional(),
  rate: z.number().gt(0).max(1).optional(),
});

async function parse<S extends z.ZodTypeAny>(request: Request, schema: S) {
  const parsed = schema.safeParse(await readJson(request));
  return parsed.success ? { data: parsed.data as z.output<S> } : { error: fieldErrors(zodFieldErrors(parsed.error)) };
}

const clockState = () => ({ now: nowIso(), offsetSeconds: Math.round(clockOffsetMs() / 1000) });

/** The sandbox's own control interface (only the sandbox has it): for tests and demos. */
export const controlHandlers = [
  http.post(control("reset"), () => {
    resetStore();
    return new HttpResponse(null, { status: 204 });
  }),

  http.put(control("users/:email/features"), async ({ request, params }) => {
    const user = userByEmail(String(params.email));
    if (!user) return notFound();
    const { data, error } = await parse(request, z.object({ features: stringList }));
    if (error) return error;
    user.features = data.features;
    return HttpResponse.json({ email: user.email, features: user.features });
  }),

  http.put(control("users/:email/permissions"), async ({ request, params }) => {
    const user = userByEmail(String(params.email));
    if (!user) return notFound();
    const { data, error } = await parse(request, z.object({ permissions: stringList }));
    if (error) return error;
    user.permissions = data.permissions;
    return HttpResponse.json({ email: user.email, permissions: user.permissions });
  }),

  http.put(control("features/anonymous"), async ({ request }) => {
    const { data, error } = await parse(request, z.object({ features: stringList }));
    if (error) return error;
    store.anonymousFeatures = data.features;
    return HttpResponse.json({ features: store.anonymousFeatures });
  }),

  http.put(control("token-lifetime"), async ({ request }) => {
    const { data, error } = await parse(request, z.object({ seconds: z.number().int().positive(), refreshSeconds: z.number().int().positive().optional() }));
    if (error) return error;
    store.behaviour.tokenLifetimeSeconds = data.seconds;
    if (data.refreshSeconds) store.behaviour.refreshLifetimeSeconds = data.refreshSeconds;
    return HttpResponse.json(store.behaviour);
  }),

  http.put(control("latency"), async ({ request }) => {
    const { data, error } = await parse(request, z.object({ ms: z.number().int().nonnegative() }));
    if (error) return error;
    store.behaviour.latencyMs = data.ms;
    return HttpResponse.json(store.behaviour);
  }),

  http.post(control("faults"), async ({ request }) => {
    const { data, error } = await parse(request, faultSchema);
    if (error) return error;
    store.behaviour.faults.push(data);
    return HttpResponse.json(store.behaviour.faults, { status: 201 });
  }),

  http.delete(control("faults"), () => {
    store.behaviour.faults = [];
    return new HttpResponse(null, { status: 204 });
  }),

  // The clock the sandbox and the app read "now" from: set it to an instant, or move it on.
  http.get(control("clock"), () => HttpResponse.json(clockState())),
  http.put(control("clock"), async ({ request }) => {
    const { data, error } = await parse(
      request,
      z.union([z.object({ now: z.string().datetime({ offset: true }) }).strict(), z.object({ advanceSeconds: z.number().finite() }).strict()]),
    );
    if (error) return error;
    if ("now" in data) setNow(data.now);
    else advanceClock(data.advanceSeconds * 1000);
    return HttpResponse.json(clockState());
  }),
  http.delete(control("clock"), () => {
    resetClock();
    return HttpResponse.json(clockState());
  }),

  http.get(control("calls"), () => HttpResponse.json(Object.fromEntries(store.calls))),
  http.delete(control("calls"), () => {
    store.calls.clear();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(control("outbox"), () => HttpResponse.json(store.outbox)),

  // A stand-in analytics collector (point ANALYTICS_ENDPOINT here to see what the app sends).
  http.post(control("analytics"), async ({ request }) => {
    try {
      store.analyticsEvents.push(JSON.parse(await request.text()));
    } catch {
      return new HttpResponse(null, { status: 400 });
    }
    return new HttpResponse(null, { status: 204, headers: { "Access-Control-Allow-Origin": "*" } });
  }),
  http.get(control("analytics"), () => HttpResponse.json(store.analyticsEvents)),

  // A login token for a user, optionally expiring sooner (to exercise refresh and expiry).
  http.post(control("tokens"), async ({ request }) => {
    const { data, error } = await parse(request, z.object({ email: z.string(), expiresIn: z.number().int().optional(), refreshExpiresIn: z.number().int().optional() }));
    if (error) return error;
    const user = userByEmail(data.email);
    if (!user) return notFound();
    const refreshExp = data.refreshExpiresIn !== undefined ? Math.floor(nowMs() / 1000) + data.refreshExpiresIn : undefined;
    return HttpResponse.json({ token: await issueToken(user, request, { lifetimeSeconds: data.expiresIn, refreshExp }) });
  }),

  // An identity token as the single sign-on provider would hand it to /ssoresponse.
  http.post(control("cognito-token"), async ({ request }) => {
    const { data, error } = await parse(request, z.object({ email: z.string() }));
    if (error) return error;
    const token = await signToken(
      { token_use: "id", email: data.email } as unknown as Parameters<typeof signToken>[0],
      300,
    );
    return HttpResponse.json({ id_token: token });
  }),
];
