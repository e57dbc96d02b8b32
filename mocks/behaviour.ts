import { HttpResponse, delay, http } from "msw";
import { API_PREFIX } from "./api";
import { store, type Fault } from "./store";

/** Where a rated fault draws its chance; tests put a fixed sequence here. */
export const faultDraws = { next: Math.random };

function matches(fault: Fault, method: string, pathname: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  const pattern = fault.path.match(/^\/(.+)\/$/);
  return pattern ? new RegExp(pattern[1]).test(pathname) : pathname.includes(fault.path);
}

/**
 * Runs before every upstream handler: counts the call, adds the configured latency and
 * answers with a configured fault. Falling through (returning nothing) lets the real
 * handler answer.
 */
export const behaviourHandler = http.all(`*${API_PREFIX}*`, async ({ request }) => {
  const { pathname } = new URL(request.url);
  const key = `${request.method} ${pathname.slice(pathname.indexOf(API_PREFIX) + API_PREFIX.length - 1)}`;
  store.calls.set(key, (store.calls.get(key) ?? 0) + 1);
  if (store.behaviour.latencyMs > 0) await delay(store.behaviour.latencyMs);
  // A fault with a rate strikes that share of the matching calls; the others are answered normally.
  const fault = store.behaviour.faults.find((candidate) => matches(candidate, request.method, pathname) && (candidate.rate === undefined || faultDraws.next() < candidate.rate));
  if (!fault) return undefined;
  if (fault.times !== undefined && --fault.times <= 0) {
    store.behaviour.faults = store.behaviour.faults.filter((candidate) => candidate !== fault);
  }
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.malformed) return new HttpResponse("{ this is not json", { status: 200, headers: { "Content-Type": "application/json" } });
  if (fault.status) return HttpResponse.json(fault.body ?? { detail: "A server error occurred." }, { status: fault.status });
  return undefined;
});
