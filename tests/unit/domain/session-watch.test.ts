import { describe, expect, test } from "vitest";
import { IDLE_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS } from "~/domain/session-constants";
import { sessionCheck, type SessionCheckInput } from "~/domain/session-watch";

const now = 1_800_000_000_000;
const input = (overrides: Partial<SessionCheckInput> = {}): SessionCheckInput => ({
  nowMs: now,
  expiresAt: now / 1000 + 3600,
  expiryCheck: true,
  idleLogout: true,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  lastActivityMs: now,
  intervalMs: SESSION_CHECK_INTERVAL_MS,
  ...overrides,
});

describe("the browser's session checks", () => {
  test("AUTH-06 checked every 10 seconds; a token expiring within 10 seconds logs out (when flagged)", () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(10_000);
    expect(sessionCheck(input({ expiresAt: now / 1000 + 10 }))).toBe("logout-expired");
    expect(sessionCheck(input({ expiresAt: now / 1000 + 11, lastActivityMs: now - 60_000 }))).toBe("none");
    expect(sessionCheck(input({ expiresAt: now / 1000 + 5, expiryCheck: false, lastActivityMs: now - 60_000 }))).toBe("none");
  });

  test("AUTH-12 with the flag, 900000 ms without activity logs out", () => {
    expect(IDLE_TIMEOUT_MS).toBe(900_000);
    expect(sessionCheck(input({ lastActivityMs: now - 899_999 }))).toBe("none");
    expect(sessionCheck(input({ lastActivityMs: now - 900_000 }))).toBe("logout-idle");
    expect(sessionCheck(input({ lastActivityMs: now - 900_000, idleLogout: false }))).toBe("none");
  });

  test("AUTH-04 an active user's token near expiry is refreshed from the page", () => {
    expect(sessionCheck(input({ expiresAt: now / 1000 + 1200 }))).toBe("refresh");
    expect(sessionCheck(input({ expiresAt: now / 1000 + 1200, lastActivityMs: now - 120_000 }))).toBe("none");
  });
});
