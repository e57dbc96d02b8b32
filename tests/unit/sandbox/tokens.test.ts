import { SignJWT } from "jose";
import { afterEach, describe, expect, test } from "vitest";
import { advanceClock, nowMs, resetClock } from "~/clock.server";
import { signToken, verifyToken } from "~mocks/jwt";

const claims = {
  version: "1" as const,
  user_id: 7,
  email: "provider@example.com",
  role: { id: 101, org_type: "flexprovider", is_max_org: false },
  permission_names: [],
  api_base_url: "http://127.0.0.1:4010/api/",
  preferred_locale: "en",
  refresh_exp: 0,
};

afterEach(() => void resetClock());

describe("the sandbox checks the tokens it issued on every call", () => {
  test("AUTH-02 a good token passes, and passes again; once the clock reaches its expiry it is expired, claims still reported", async () => {
    const token = await signToken(claims, 60);
    const first = await verifyToken(token);
    expect(first).toMatchObject({ ok: true, claims: { email: "provider@example.com", user_id: 7 } });
    expect(await verifyToken(token)).toEqual(first);

    advanceClock(59_000);
    expect((await verifyToken(token)).ok).toBe(true);
    // The signature was checked before; the expiry is checked against the moved clock all the same.
    advanceClock(1_000);
    expect(await verifyToken(token)).toMatchObject({ ok: false, reason: "expired", claims: { email: "provider@example.com" } });
    resetClock();
    expect((await verifyToken(token)).ok).toBe(true);
  });

  test("AUTH-02 a token with a changed payload, another key's signature, or not yet valid is refused as invalid, every time", async () => {
    const token = await signToken(claims, 60);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), user_id: 1 })).toString("base64url");
    const seconds = Math.floor(nowMs() / 1000);
    const otherKey = await new SignJWT({ ...claims }).setProtectedHeader({ alg: "HS256" }).setExpirationTime(seconds + 60).sign(new TextEncoder().encode("some-other-key-of-enough-length-0123"));
    const notYet = await signToken({ ...claims, nbf: seconds + 30 } as typeof claims, 60);
    for (const bad of [`${header}.${forged}.${signature}`, otherKey, "not.a.token", notYet]) {
      expect(await verifyToken(bad), bad).toEqual({ ok: false, reason: "invalid" });
      expect(await verifyToken(bad), bad).toEqual({ ok: false, reason: "invalid" });
    }
    advanceClock(31_000);
    expect((await verifyToken(notYet)).ok).toBe(true);
  });
});
