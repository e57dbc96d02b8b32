import { DateTime } from "luxon";
import { afterEach, describe, expect, test, vi } from "vitest";
import { advanceClock, browserEpochSeconds, clockOffsetMs, now, nowMs, reloadClockSetting, resetClock, setNow } from "~/clock.server";
import { getAuth } from "~/session/auth.server";
import { decodeToken } from "~/session/token";
import { generateMarket } from "~mocks/store/gb";
import { createTestContext } from "../support/context";
import { get, jarWithToken, sandboxToken } from "../support/requests";
import { SANDBOX_BASE, useSandbox } from "../support/sandbox";

useSandbox();

const control = (path: string, init?: RequestInit) => fetch(`${SANDBOX_BASE.replace(/api\/$/, "")}__sandbox/${path}`, init);
const putClock = (body: unknown) => control("clock", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

afterEach(() => {
  vi.unstubAllEnvs();
  reloadClockSetting();
});

describe("one clock for the app and the sandbox", () => {
  test("SANDBOX_NOW sets the clock when the process starts, and the clock runs on from there", async () => {
    vi.stubEnv("SANDBOX_NOW", "2027-03-28T00:30:00Z");
    reloadClockSetting();
    const first = nowMs();
    expect(Math.abs(first - Date.parse("2027-03-28T00:30:00Z"))).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nowMs()).toBeGreaterThan(first);
    // Luxon reads the same clock.
    expect(DateTime.now().toUTC().toISODate()).toBe("2027-03-28");
    // A reset goes back to the setting, not to real time.
    advanceClock(3 * 86_400_000);
    expect(resetClock().toISOString().slice(0, 10)).toBe("2027-03-28");
  });

  test("a setting that is not an instant is refused at start", () => {
    vi.stubEnv("SANDBOX_NOW", "next tuesday");
    expect(() => reloadClockSetting()).toThrow(/SANDBOX_NOW/);
  });

  test("the control interface reads, sets and moves the clock; a sandbox reset puts it back", async () => {
    const startOffset = clockOffsetMs();
    const set = await (await putClock({ now: "2028-02-29T12:00:00Z" })).json();
    expect(set.now.slice(0, 16)).toBe("2028-02-29T12:00");
    expect(now().toISOString().slice(0, 16)).toBe("2028-02-29T12:00");
    const moved = await (await putClock({ advanceSeconds: 86_400 })).json();
    expect(moved.now.slice(0, 10)).toBe("2028-03-01");
    expect((await putClock({ now: "not a date" })).status).toBe(400);
    expect((await putClock({ now: "2028-01-01T00:00:00Z", advanceSeconds: 5 })).status).toBe(400);
    const read = await (await control("clock")).json();
    expect(read.now.slice(0, 10)).toBe("2028-03-01");
    await control("reset", { method: "POST" });
    expect(Math.abs(clockOffsetMs() - startOffset)).toBeLessThan(1000);
  });

  test("AUTH-02 tokens expire on the shared clock: moved past a token's lifetime, the app no longer counts it as a login", async () => {
    const token = await sandboxToken("provider@example.com", 3600);
    const jar = await jarWithToken(token);
    expect((await getAuth(get("/home", jar), createTestContext())).loggedIn).toBe(true);
    advanceClock(2 * 3600 * 1000);
    expect((await getAuth(get("/home", jar), createTestContext())).loggedIn).toBe(false);
  });

  test("AUTH-06 the browser's expiry timer gets the token's expiry on its own (real-time) clock", async () => {
    setNow(Date.now() + 365 * 86_400_000);
    const claims = decodeToken(await sandboxToken("provider@example.com", 3600))!;
    const secondsLeftInBrowser = browserEpochSeconds(claims.exp) - Date.now() / 1000;
    expect(secondsLeftInBrowser).toBeGreaterThan(3590);
    expect(secondsLeftInBrowser).toBeLessThan(3610);
  });

  test("the generated market is dated from the clock", () => {
    setNow("2031-07-15T08:00:00Z");
    const market = generateMarket({ assets: 50 });
    const open = market.competitions.filter((competition) => competition.status === "open");
    expect(open.length).toBeGreaterThan(0);
    for (const competition of open) {
      expect(competition.open < now().toISOString()).toBe(true);
      expect(competition.closed > now().toISOString()).toBe(true);
    }
  });
});
