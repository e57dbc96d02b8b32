import { csrfProtection } from "~/session/csrf.server";
import { sessionStorage } from "~/session/storage.server";
import { createTestContext, Jar, type TestContext } from "./context";
import { SANDBOX_BASE } from "./sandbox";

export const APP = "http://app.test";

/** A GET as the browser would send it, with the jar's cookies. */
export function get(path: string, jar?: Jar, headers: Record<string, string> = {}) {
  return new Request(`${APP}${path}`, { headers: { ...(jar ? { Cookie: jar.header() } : {}), ...headers } });
}

/** A form post with a valid anti-forgery token (added to the jar and the body). */
export async function post(path: string, fields: Record<string, string>, jar = new Jar()) {
  const [token, cookie] = await csrfProtection().commitToken(get(path, jar));
  if (cookie) jar.take([cookie]);
  const body = new URLSearchParams({ csrf: token, ...fields });
  return new Request(`${APP}${path}`, {
    method: "POST",
    body,
    headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** Loader/action arguments for a request, with a fresh context. */
export function args(request: Request, params: Record<string, string> = {}, context: TestContext = createTestContext()) {
  return { request, params, context };
}

/** A jar holding a session with the given upstream token. */
export async function jarWithToken(token: string): Promise<Jar> {
  const session = await sessionStorage().getSession();
  session.set("token", token);
  return new Jar().take([await sessionStorage().commitSession(session)]);
}

/** A real sandbox token for a demo user, optionally expiring in `expiresIn` seconds. */
export async function sandboxToken(email: string, expiresIn?: number, refreshExpiresIn?: number): Promise<string> {
  const response = await fetch(`${SANDBOX_BASE.replace(/api\/$/, "")}__sandbox/tokens`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, expiresIn, refreshExpiresIn }),
  });
  return ((await response.json()) as { token: string }).token;
}

export async function setFeatures(email: string, features: string[]) {
  await fetch(`${SANDBOX_BASE.replace(/api\/$/, "")}__sandbox/users/${email}/features`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ features }),
  });
}

/** Runs a loader or action and gives back what it returned or threw, as a Response when it is one. */
export async function settle<T>(work: () => Promise<T> | T): Promise<{ value?: T; thrown?: unknown; response?: Response }> {
  try {
    const value = await work();
    return { value, response: value instanceof Response ? value : undefined };
  } catch (thrown) {
    return { thrown, response: thrown instanceof Response ? thrown : undefined };
  }
}

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

/** The status of what a loader threw or returned: a Response, or `data(…, { status })`. */
export function statusOf(value: unknown): number | undefined {
  if (value instanceof Response) return value.status;
  if (isDataWithInit(value)) return value.init?.status ?? 200;
  return undefined;
}

export function dataOf(value: unknown): unknown {
  return isDataWithInit(value) ? value.data : undefined;
}
