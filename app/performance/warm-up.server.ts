import type { Express } from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { logger } from "~/observability/logger.server";

/** Pages anyone may open: the rendering every page shares (layout, navigation, the embedded map). */
const PUBLIC_PAGES = ["/", "/login", "/embed/map", "/register/confirm"];
/** With the sandbox, a provider's busiest pages too: the demo account opens them as any user would. */
const PROVIDER_PAGES = ["/home", "/dashboard", "/flexprovider/competitions/1", "/manage/flexprovider/bids/submit", "/manage/flexprovider/bids/history"];
const ROUNDS = 4;

let warming = false;

/** True while this process renders its warm-up pages: those requests are not logged. */
export const isWarmingUp = () => warming;

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/** Signs a demo account in through the login form, as a browser would; the Cookie header to send after. */
async function signIn(base: string, email: string, password: string) {
  const page = await fetch(`${base}/login`);
  const cookies = new Map(cookiesOf(page).map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const answer = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: [...cookies.values()].join("; ") },
    body: new URLSearchParams({ csrf, email, password }),
  });
  for (const pair of cookiesOf(answer)) cookies.set(pair.slice(0, pair.indexOf("=")), pair);
  await answer.arrayBuffer();
  return answer.status === 302 ? [...cookies.values()].join("; ") : null;
}

/**
 * Before a process takes traffic, it renders its pages a few times on a private loopback port.
 * A new process serves its first second of requests at half speed while V8 compiles the
 * rendering code; under a burst of users that start shows as the slowest answers of all. Warm,
 * the first user is served like the thousandth. Any failure here only means a colder start.
 */
export async function warmUp(app: Express, { demoAccount }: { demoAccount?: { email: string; password: string } }) {
  const started = Date.now();
  warming = true;
  let probe: Server | undefined;
  try {
    probe = await new Promise<Server>((resolve, reject) => {
      // exclusive: a cluster worker's own port, not one shared through the primary.
      const server = app.listen({ port: 0, host: "127.0.0.1", exclusive: true }, () => resolve(server)).once("error", reject);
    });
    const base = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    const cookie = demoAccount ? await signIn(base, demoAccount.email, demoAccount.password) : null;
    const visits = [...PUBLIC_PAGES.map((path) => ({ path, cookie: "" })), ...(cookie ? PROVIDER_PAGES.map((path) => ({ path, cookie })) : [])];
    const statuses: Record<number, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        visits.map(async ({ path, cookie }) => {
          const answer = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
          await answer.arrayBuffer();
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }),
      );
    }
    logger.debug({ ms: Date.now() - started, signedIn: Boolean(cookie), statuses }, "warmed up");
  } catch (error) {
    logger.warn({ err: error }, "warm-up did not finish; starting cold");
  } finally {
    if (probe) {
      probe.closeAllConnections();
      await new Promise((resolve) => probe!.close(resolve));
    }
    warming = false;
  }
}
